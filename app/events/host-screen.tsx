import { Link } from "@remix-run/react";
import { useCallback } from "react";
import { useT } from "~/i18n/use-t";
import type { HostEvent } from "~/lib/events/host-screen.server";
import { useRootData } from "~/lib/root-data";
import { useTick } from "~/play/use-tick";
import type { TeamSummary } from "../../rooms/event-protocol";
import { HostControls } from "./host-controls";
import { JoinPanel } from "./join-panel";
import { Leaderboard } from "./leaderboard";
import { TeamCard } from "./team-card";
import { TellForm } from "./tell-form";
import { linesFor, useAnnouncements } from "./use-announcements";
import { useEventRoom } from "./use-event-room";

/**
 * The host's screen of a live event (ADR 054): every team live, the controls for all of them, and
 * messages or hints to one team or all. Any device of the host's account may open it at any time.
 */
export function HostScreen({ event }: { event: HostEvent }) {
  const { t } = useT();
  const { said, announce } = useAnnouncements(t);
  const teamName = useCallback((team: number) => event.teams.find((one) => one.team === team)?.name ?? String(team), [event.teams]);
  const onTeam = useCallback((before: TeamSummary | undefined, after: TeamSummary) => announce(linesFor(before, after, teamName(after.team))), [announce, teamName]);
  const host = useRootData()?.gameSocketHost ?? "";
  const room = useEventRoom({ eventId: event.id, code: event.code, host, access: "edit" }, onTeam);
  const status = room.info?.status ?? (event.status === "ended" ? "ended" : "lobby");
  useTick(1000, status === "running");
  const now = Date.now() + room.offset;
  const live = room.connection === "open";
  const teams = room.info?.teams ?? event.teams;

  return (
    <section className="event-host" aria-labelledby="event-host-title">
      <header className="event-host-head">
        <div>
          <p className="muted">{t("event-host.game", { title: event.game.title })}</p>
          <h1 id="event-host-title">{event.title}</h1>
          <p>
            <span className={`event-badge event-badge-${status}`}>{t(`event-host.status.${status}`)}</span>
          </p>
        </div>
        <nav className="event-links" aria-label={event.title}>
          <a href={`/events/${event.id}/projector`} target="_blank" rel="noreferrer" className="button button-secondary" aria-describedby="event-projector-hint">
            {t("event-host.links.projector")}
          </a>
          <span id="event-projector-hint" className="visually-hidden">
            {t("event-host.links.projectorHint")}
          </span>
          <Link to={`/events/${event.id}/results`} className="button button-ghost">
            {t("event-host.links.results")}
          </Link>
          <Link to="/events">{t("event-host.links.events")}</Link>
        </nav>
      </header>
      <ConnectionNotice connection={room.connection} failure={room.failure} onRetry={room.retry} />
      {room.error ? (
        <p className="event-error" role="alert">
          {t(`event-host.errors.${room.error.code}`)}
        </p>
      ) : null}
      <div className="event-host-grid">
        <div className="event-host-side">
          {status === "lobby" ? <JoinPanel code={event.code} join={event.join} /> : null}
          <HostControls status={status} disabled={!live} onCommand={(command) => room.send({ type: "command", command })} />
          {status !== "ended" ? <TellForm teams={teams} told={room.told} disabled={!live} onTell={(team, kind, text) => room.send({ type: "tell", team, kind, text })} /> : null}
        </div>
        <div className="event-host-main">
          <section aria-labelledby="event-teams-title">
            <h2 id="event-teams-title">{t("event-host.teams.title")}</h2>
            <div className="event-teams">
              {teams.map((team) => (
                <TeamCard
                  key={team.team}
                  team={team}
                  summary={room.summaries[team.team]}
                  teams={teams}
                  names={event}
                  now={now}
                  canMove={status === "lobby" && live}
                  onMove={(playerId, target) => room.send({ type: "move", playerId, team: target })}
                />
              ))}
            </div>
          </section>
          {status !== "lobby" ? <Leaderboard teams={teams} summaries={room.summaries} now={now} final={status === "ended"} /> : null}
        </div>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </div>
    </section>
  );
}

function ConnectionNotice({ connection, failure, onRetry }: { connection: string; failure: string | null; onRetry: () => void }) {
  const { t } = useT();
  if (connection === "open") return null;
  if (connection === "failed") {
    return (
      <div className="event-notice" role="alert">
        <p>{t("event-host.connection.failed", { message: failure ?? "" })}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t("event-host.connection.retry")}
        </button>
      </div>
    );
  }
  return (
    <p className="event-notice" role="status">
      {t(`event-host.connection.${connection}`)}
    </p>
  );
}
