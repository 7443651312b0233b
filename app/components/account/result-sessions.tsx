import { Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration } from "~/lib/durations";
import type { SessionLine, SessionPlayer } from "~/lib/account/result-sessions.server";
import { FactList } from "~/components/fact-list";
import { numberFormat } from "~/lib/intl-formats";
import { LocalTime } from "~/components/local-time";

/**
 * The sessions of a game as real tables: a caption, column headers and one row per session (or per
 * player). Wide tables scroll inside their own focusable region so the page stays as wide as a phone.
 */

/** What every session table shows, in the site's locale. */
export function useSessionFormat() {
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const number = numberFormat(bcp);
  const none = "—";
  return {
    // In the viewer's time zone once in the browser (the server's text says UTC).
    date: (ms: number) => <LocalTime ms={ms} />,
    count: (value: number | null) => (value === null ? none : number.format(value)),
    time: (seconds: number | null) => (seconds === null ? none : formatDuration(seconds, bcp)),
    reached: (rooms: number | null, total: number | null) =>
      rooms === null ? none : total === null ? number.format(rooms) : t("account.results.roomsOf", { reached: number.format(Math.min(rooms, total)), total: number.format(total) }),
    mode: (mode: SessionLine["mode"]) => t(`account.results.mode.${mode}`),
    outcome: (outcome: SessionLine["outcome"]) => t(`account.results.outcome.${outcome}`),
    player: (player: SessionPlayer) =>
      player.name === null ? t("account.results.visitor") : player.kind === "guest" ? t("account.results.guest", { name: player.name }) : player.name,
  };
}

function Scroller({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    // A focusable region, so keyboard users can scroll a table wider than their screen.
    <div className="results-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      {children}
    </div>
  );
}

export function SessionsTable({ sessions, rooms, base, caption, id }: { sessions: SessionLine[]; rooms: number | null; base: string; caption: string; id: string }) {
  const format = useSessionFormat();
  return (
    <Scroller id={id}>
      <table className="results-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <ColumnHeads columns={["date", "mode", "players", "outcome", "time", "hints", "wrong", "reached"]} />
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                <Link to={`${base}/progress/${encodeURIComponent(session.id)}`}>{format.date(session.createdAt)}</Link>
              </th>
              <td>{format.mode(session.mode)}</td>
              <td>{session.players.length ? session.players.map(format.player).join(", ") : "—"}</td>
              <td>{format.outcome(session.outcome)}</td>
              <FigureCells session={session} rooms={rooms} />
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/** One session: a line per player, each with the session's figures (a multiplayer session plays one shared game). */
export function SessionDetail({ session, rooms }: { session: SessionLine & { achievements: string[] }; rooms: number | null }) {
  const { t } = useT();
  const format = useSessionFormat();
  const finished = (player: SessionPlayer) => (player.finished === null ? "—" : t(player.finished ? "account.results.yes" : "account.results.no"));
  return (
    <>
      <FactList
        facts={[
          [t("account.results.columns.date"), format.date(session.createdAt)],
          [t("account.results.columns.mode"), format.mode(session.mode)],
          [t("account.results.columns.outcome"), format.outcome(session.outcome)],
        ]}
      />
      <Scroller id="session-players">
        <table className="results-table">
          <caption id="session-players">{t("account.results.playersCaption")}</caption>
          <thead>
            <ColumnHeads columns={["player", "finished", "time", "hints", "wrong", "reached"]} />
          </thead>
          <tbody>
            {(session.players.length ? session.players : [null]).map((player, i) => (
              <tr key={i}>
                <th scope="row">{player ? format.player(player) : "—"}</th>
                <td>{player ? finished(player) : "—"}</td>
                <FigureCells session={session} rooms={rooms} />
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
      <h3>{t("account.results.achievementsTitle")}</h3>
      {session.achievements.length ? (
        <ul>
          {session.achievements.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{t("account.results.noAchievements")}</p>
      )}
    </>
  );
}

function ColumnHeads({ columns }: { columns: string[] }) {
  const { t } = useT();
  return (
    <tr>
      {columns.map((column) => (
        <th key={column} scope="col">
          {t(`account.results.columns.${column}`)}
        </th>
      ))}
    </tr>
  );
}

/** The figures a session has once for all its players, as cells of a row: time, hints, wrong answers, rooms reached. */
function FigureCells({ session, rooms }: { session: SessionLine; rooms: number | null }) {
  const format = useSessionFormat();
  return (
    <>
      <td>{format.time(session.seconds)}</td>
      <td>{format.count(session.hints)}</td>
      <td>{format.count(session.wrongAnswers)}</td>
      <td>{format.reached(session.roomsReached, rooms)}</td>
    </>
  );
}
