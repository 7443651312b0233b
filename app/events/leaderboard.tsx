import { useT } from "~/i18n/use-t";
import { liveStanding, ranked } from "~/lib/events/standing";
import { formatClock } from "~/play/format";
import type { TeamSummary } from "../../rooms/event-protocol";

type LeaderboardProps = {
  teams: { team: number; name: string }[];
  summaries: Record<number, TeamSummary>;
  now: number;
  final: boolean;
  headingLevel?: 2 | 1;
};

/** The live ranking: solved, then time, then hints. Figures only: nothing on it gives an answer away. */
export function Leaderboard({ teams, summaries, now, final, headingLevel = 2 }: LeaderboardProps) {
  const { t } = useT();
  const rows = ranked(
    teams.map((team) => ({ ...team, summary: summaries[team.team] })),
    (row) => (row.summary ? liveStanding(row.summary, now) : { solved: 0, timerSeconds: Number.MAX_SAFE_INTEGER, hints: 0 }),
  );
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const title = final ? t("event-host.board.final") : t("event-host.board.title");
  return (
    <section className="event-board" aria-labelledby="event-board-title">
      <Heading id="event-board-title">{title}</Heading>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("event-host.board.rank")}</th>
            <th scope="col">{t("event-host.board.team")}</th>
            <th scope="col">{t("event-host.board.solved")}</th>
            <th scope="col">{t("event-host.board.time")}</th>
            <th scope="col">{t("event-host.board.hints")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item, rank }) => (
            <tr key={item.team} data-team={item.team}>
              <td>{rank}</td>
              <th scope="row">
                {item.name}
                {item.summary?.outcome === "won" ? <span className="event-won"> ★</span> : null}
                <span className="event-board-players">{t("event-host.board.players", { count: item.summary?.players.length ?? 0 })}</span>
              </th>
              <td>{item.summary ? t("event-host.teams.solvedValue", { solved: item.summary.solved, total: item.summary.puzzles }) : "–"}</td>
              <td>{item.summary ? formatClock(liveStanding(item.summary, now).timerSeconds) : "–"}</td>
              <td>{item.summary ? item.summary.hintsUsed + item.summary.hostHints : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
