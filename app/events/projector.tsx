import { useT } from "~/i18n/use-t";
import type { HostEvent } from "~/lib/events/host-screen.server";
import { useRootData } from "~/lib/root-data";
import { useTick } from "~/play/use-tick";
import { JoinPanel } from "./join-panel";
import { Leaderboard } from "./leaderboard";
import { useEventRoom } from "./use-event-room";

/**
 * The projector (ADR 054): the code to join while teams gather, then the live ranking in large type.
 * It watches with a `view` ticket: the room refuses it any command, and it shows no answer.
 */
export function Projector({ event }: { event: HostEvent }) {
  const { t } = useT();
  const host = useRootData()?.gameSocketHost ?? "";
  const room = useEventRoom({ eventId: event.id, code: event.code, host, access: "view" });
  const status = room.info?.status ?? (event.status === "ended" ? "ended" : "lobby");
  useTick(1000, status === "running");
  const now = Date.now() + room.offset;
  const teams = room.info?.teams ?? event.teams;
  return (
    <section className="event-projector" aria-labelledby={status === "lobby" ? "event-projector-title" : "event-board-title"}>
      <header className="event-projector-head">
        {status === "lobby" ? <h1 id="event-projector-title">{event.title}</h1> : <p className="event-projector-event">{event.title}</p>}
        <p className="event-projector-status">{t(`event-host.status.${status}`)}</p>
      </header>
      {room.connection !== "open" ? (
        <p className="event-projector-notice" role="status">
          {room.connection === "failed" ? t("event-host.connection.failed", { message: room.failure ?? "" }) : t(`event-host.connection.${room.connection}`)}
        </p>
      ) : null}
      {status === "lobby" ? (
        <div className="event-projector-lobby">
          <JoinPanel code={event.code} join={event.join} large />
          <ul className="event-projector-teams">
            {teams.map((team) => (
              <li key={team.team}>
                <strong>{team.name}</strong> {t("event-host.board.players", { count: room.summaries[team.team]?.players.length ?? 0 })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Leaderboard teams={teams} summaries={room.summaries} now={now} final={status === "ended"} headingLevel={1} />
      )}
    </section>
  );
}
