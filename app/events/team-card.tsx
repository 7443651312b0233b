import { useId, useState } from "react";
import { useT } from "~/i18n/use-t";
import { stuckMinutes, timerSecondsOf } from "~/lib/events/standing";
import { formatClock } from "~/play/format";
import type { TeamSummary } from "../../rooms/event-protocol";

type TeamCardProps = {
  team: { team: number; name: string };
  summary: TeamSummary | undefined;
  teams: { team: number; name: string }[];
  names: { rooms: Record<string, string>; scenes: Record<string, string> };
  now: number;
  // Before the start, the host may move a player to another team.
  canMove: boolean;
  onMove: (playerId: string, team: number) => void;
};

/** One team on the host's screen: who plays, where they are, how far, and whether they seem stuck. */
export function TeamCard({ team, summary, teams, names, now, canMove, onMove }: TeamCardProps) {
  const { t } = useT();
  const headingId = useId();
  const stuck = summary ? stuckMinutes(summary, now) : null;
  const state = summary ? (summary.status === "ended" && summary.outcome ? t(`event-host.teams.outcome.${summary.outcome}`) : t(`event-host.teams.state.${summary.status}`)) : null;
  return (
    <article className={`event-team${stuck !== null ? " event-team-stuck" : ""}`} aria-labelledby={headingId} data-team={team.team}>
      <header className="event-team-head">
        <h3 id={headingId}>{team.name}</h3>
        {state ? <span className={`event-badge event-badge-${summary?.outcome ?? summary?.status}`}>{state}</span> : null}
      </header>
      {stuck !== null ? (
        <p className="event-stuck" role="note">
          {t("event-host.teams.stuck", { minutes: stuck })}
        </p>
      ) : null}
      <h4 className="event-team-sub">{t("event-host.teams.players")}</h4>
      {summary && summary.players.length > 0 ? (
        <ul className="event-players">
          {summary.players.map((player) => (
            <li key={player.id}>
              <span className={`event-dot${player.online ? " event-dot-on" : ""}`} aria-hidden="true" />
              <span>{player.name}</span>
              <span className="visually-hidden">{player.online ? t("event-host.teams.online") : t("event-host.teams.offline")}</span>
              {canMove && teams.length > 1 ? <MoveForm player={player} current={team.team} teams={teams} onMove={onMove} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("event-host.teams.noPlayers")}</p>
      )}
      {summary ? <Figures summary={summary} names={names} now={now} /> : <p className="muted">{t("event-host.teams.waiting")}</p>}
    </article>
  );
}

function Figures({ summary, names, now }: { summary: TeamSummary; names: TeamCardProps["names"]; now: number }) {
  const { t } = useT();
  const room = names.rooms[summary.roomId] ?? summary.roomId;
  const scene = names.scenes[summary.sceneId] ?? summary.sceneId;
  const solvedText = t("event-host.teams.solvedValue", { solved: summary.solved, total: summary.puzzles });
  return (
    <dl className="event-figures">
      <div>
        <dt>{t("event-host.teams.reached")}</dt>
        <dd>{room === scene ? room : `${room} · ${scene}`}</dd>
      </div>
      <div>
        <dt>{t("event-host.teams.solved")}</dt>
        <dd>
          <progress max={Math.max(1, summary.puzzles)} value={summary.solved} aria-label={solvedText} /> {solvedText}
        </dd>
      </div>
      <div>
        <dt>{t("event-host.teams.time")}</dt>
        <dd className="event-clock">{formatClock(timerSecondsOf(summary, now))}</dd>
      </div>
      <div>
        <dt>{t("event-host.teams.hints")}</dt>
        <dd>{t("event-host.teams.hintsValue", { used: summary.hintsUsed, host: summary.hostHints })}</dd>
      </div>
      <div>
        <dt>{t("event-host.teams.wrong")}</dt>
        <dd>{summary.wrongAnswers}</dd>
      </div>
      <div>
        <dt>{t("event-host.teams.penalties")}</dt>
        <dd>{t("event-host.teams.penaltiesValue", { seconds: summary.penaltySeconds })}</dd>
      </div>
    </dl>
  );
}

function MoveForm({ player, current, teams, onMove }: { player: { id: string; name: string }; current: number; teams: TeamCardProps["teams"]; onMove: TeamCardProps["onMove"] }) {
  const { t } = useT();
  const others = teams.filter((team) => team.team !== current);
  const [target, setTarget] = useState(others[0]?.team ?? current);
  const selectId = useId();
  return (
    <form
      className="event-move"
      aria-label={t("event-host.teams.move", { name: player.name })}
      onSubmit={(event) => {
        event.preventDefault();
        onMove(player.id, target);
      }}
    >
      <label htmlFor={selectId}>{t("event-host.teams.moveTo")}</label>
      <select id={selectId} value={target} onChange={(event) => setTarget(Number(event.target.value))}>
        {others.map((team) => (
          <option key={team.team} value={team.team}>
            {team.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-ghost">
        {t("event-host.teams.moveSubmit")}
      </button>
    </form>
  );
}
