import type * as Party from "partykit/server";
import { log } from "../../app/lib/observability/log.server";
import type { EventClientMessage, EventStatus, HostCommand } from "../event-protocol";
import { movePlayer } from "./backend";
import type { EventState } from "./event-room-state";
import { broadcast, sendError, type Watcher } from "./messages";
import type { BackendStatus, EventRecord } from "./record";
import { sendToTeams } from "./teams";

/**
 * The host steering every team at once (ADR 054). Commands run one after another, in the order they
 * came, so "pause" right after "start" reaches every team after the start did.
 */

type Steer = Exclude<EventClientMessage, { type: "ping" }>;

// What each command does to the event's status, from each status; null: not now. A command repeated
// in the status it leads to is sent to the teams again (one that missed it catches up).
const transitions: Record<HostCommand, Partial<Record<EventStatus, EventStatus>>> = {
  start: { lobby: "running", running: "running" },
  pause: { running: "paused", paused: "paused" },
  resume: { paused: "running", running: "running" },
  end: { lobby: "ended", running: "ended", paused: "ended" },
};

const notNow: Record<HostCommand, string> = {
  start: "The event is paused: resume it.",
  pause: "The event is not running.",
  resume: "The event is not paused.",
  end: "The event has ended.",
};

const didNotAnswer = (teams: number[]) => `Teams ${teams.join(", ")} did not answer. Try again in a moment.`;

export class Steering {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly room: Party.Room,
    private readonly state: EventState,
  ) {}

  /** Queued behind the host's earlier messages; never throws. */
  receive(conn: Party.Connection<Watcher>, message: Steer): Promise<void> {
    const run = () =>
      this.handle(conn, message).catch((error: unknown) => {
        log("warn", { msg: "host message failed", party: "event", room: this.room.id, error: error instanceof Error ? error.name : "unknown" });
        sendError(conn, "unavailable");
      });
    this.queue = this.queue.then(run);
    return this.queue;
  }

  private async handle(conn: Party.Connection<Watcher>, message: Steer): Promise<void> {
    const loaded = await this.state.load();
    if (!loaded.ok) return sendError(conn, "unavailable");
    const { record } = loaded;
    if (record.status === "ended") return sendError(conn, "event_ended");
    switch (message.type) {
      case "command":
        return this.command(conn, record, message.command);
      case "tell":
        return this.tell(conn, record, message);
      case "move":
        return this.move(conn, record, message);
    }
  }

  private async command(conn: Party.Connection, record: EventRecord, command: HostCommand): Promise<void> {
    const status = transitions[command][record.status];
    if (!status) return sendError(conn, "invalid_message", notNow[command]);
    const now = Date.now();
    const reports: BackendStatus[] = [];
    if (command === "start" && record.startedAt === null) reports.push("started");
    if (command === "end") reports.push("ended");
    const next: EventRecord = {
      ...record,
      status,
      startedAt: record.startedAt ?? (command === "start" ? now : null),
      endedAt: command === "end" ? now : record.endedAt,
      unreported: [...record.unreported, ...reports],
    };
    if (status !== record.status || reports.length > 0) {
      await this.state.save(next);
      broadcast(this.room, { type: "status", status, startedAt: next.startedAt, endedAt: next.endedAt, now });
    }
    const [missed, saved] = await Promise.all([
      sendToTeams(this.room, record.event.teams, { type: "command", command }),
      next.unreported.length > 0 ? this.state.reportPending(next) : Promise.resolve(next),
    ]);
    if (missed.length > 0) sendError(conn, "unavailable", didNotAnswer(missed));
    else if (saved.unreported.length > 0) sendError(conn, "unavailable", "The event's status could not be saved yet; it will be on your next connection.");
  }

  private async tell(conn: Party.Connection, record: EventRecord, message: Extract<Steer, { type: "tell" }>): Promise<void> {
    const teams = message.team === null ? record.event.teams : record.event.teams.filter((team) => team.team === message.team);
    if (teams.length === 0) return sendError(conn, "invalid_message", "This event has no such team.");
    const missed = await sendToTeams(this.room, teams, { type: "tell", kind: message.kind, text: message.text });
    // The projector never sees what the host says: a hint for one team is not for every team's eyes.
    broadcast(this.room, { type: "told", team: message.team, kind: message.kind, text: message.text, at: Date.now() }, "edit");
    if (missed.length > 0) sendError(conn, "unavailable", didNotAnswer(missed));
  }

  private async move(conn: Party.Connection, record: EventRecord, message: Extract<Steer, { type: "move" }>): Promise<void> {
    if (record.status !== "lobby") return sendError(conn, "already_started");
    if (!record.event.teams.some((team) => team.team === message.team)) return sendError(conn, "invalid_message", "This event has no such team.");
    const moved = await movePlayer(this.room.env, record.event.code, { playerId: message.playerId, team: message.team });
    if (!moved.ok) return moved.error === "no_player" ? sendError(conn, "invalid_message", "This player is in no team of this event.") : sendError(conn, moved.error);
    // Every other team lets the player go: the room may not know where they were (a player who never
    // connected is in no summary), and a team they were not in has nothing to do.
    const others = record.event.teams.filter((team) => team.team !== message.team);
    const missed = await sendToTeams(this.room, others, { type: "release", playerId: message.playerId });
    if (missed.length > 0) sendError(conn, "unavailable", didNotAnswer(missed));
  }
}
