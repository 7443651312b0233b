import type * as Party from "partykit/server";
import type { GameDefinition } from "../../app/engine";
import { log } from "../../app/lib/observability/log.server";
import type { TeamReport, TeamSummary } from "../event-protocol";
import { onlineIds } from "./multi";
import { loadRoster, type RosterEntry } from "./roster";
import type { PlayMeta } from "./storage";

/**
 * A team of a live event (ADR 054) tells its event room where it stands after every change that moves
 * it. The room's own figures (host hints, when the last puzzle was solved) are kept in storage beside
 * the session; the summary itself is never stored: it is computed from the state each time.
 */

export type EventFigures = { hostHints: number; lastSolvedAt: number | null };

const figuresKey = "event:figures";
// The summary schema's limit: an event team never has more players than this.
const maxListed = 60;

export async function loadFigures(storage: Party.Storage): Promise<EventFigures> {
  return (await storage.get<EventFigures>(figuresKey)) ?? { hostHints: 0, lastSolvedAt: null };
}

async function saveFigures(storage: Party.Storage, change: Partial<EventFigures>): Promise<EventFigures> {
  const next = { ...(await loadFigures(storage)), ...change };
  await storage.put(figuresKey, next);
  return next;
}

/** A change grew the solved puzzles: "stuck for N minutes" counts from now (wall time). */
export const noteSolved = (storage: Party.Storage, at: number) => saveFigures(storage, { lastSolvedAt: at });

export async function countHostHint(storage: Party.Storage): Promise<void> {
  await saveFigures(storage, { hostHints: (await loadFigures(storage)).hostHints + 1 });
}

/** Where the team stands: figures only (no answer, no hint text), as the projector may show them. */
export function summaryOf(
  meta: PlayMeta,
  definition: GameDefinition,
  roster: readonly RosterEntry[],
  online: ReadonlySet<string>,
  figures: EventFigures,
): TeamSummary | null {
  const event = meta.session.event;
  if (!event) return null;
  const { state } = meta;
  return {
    team: event.team,
    status: state.status,
    outcome: state.outcome,
    players: roster
      .filter((entry) => entry.status === "in")
      .slice(0, maxListed)
      .map((entry) => ({ id: entry.id, name: entry.name, online: online.has(entry.id) })),
    roomId: state.roomId,
    sceneId: state.sceneId,
    solved: state.solvedPuzzles.length,
    puzzles: definition.puzzles.length,
    hintsUsed: state.hintsUsed.length,
    hostHints: figures.hostHints,
    wrongAnswers: state.wrongAnswers,
    penaltySeconds: state.penaltySeconds,
    elapsedMs: state.elapsedMs,
    runningSince: state.runningSince,
    lastSolvedAt: figures.lastSolvedAt,
    startedAt: state.startedAt,
    endedAt: state.endedAt,
  };
}

/** The summary of this room right now (a connection that is going away is counted offline). */
export async function currentSummary(room: Party.Room, meta: PlayMeta, definition: GameDefinition, leaving?: Party.Connection): Promise<TeamSummary | null> {
  if (!meta.session.event) return null;
  return summaryOf(meta, definition, await loadRoster(room.storage), onlineIds(room, leaving), await loadFigures(room.storage));
}

/**
 * Sends summaries to the event room: at most one in flight per room, and while one is, only the latest
 * waits (a burst of changes costs two POSTs, the last one up to date). A failure is only logged: the
 * next change sends the latest again, and an event room that restarted asks for it.
 */
export class EventLink {
  private sending = false;
  private waiting: { code: string; summary: TeamSummary } | null = null;

  constructor(private readonly room: Party.Room) {}

  send(code: string, summary: TeamSummary): void {
    this.waiting = { code, summary };
    if (!this.sending) void this.drain();
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting) {
        const { code, summary } = this.waiting;
        this.waiting = null;
        await this.post(code, summary);
      }
    } finally {
      this.sending = false;
    }
  }

  private async post(code: string, summary: TeamSummary): Promise<void> {
    const party = this.room.context.parties.event;
    if (!party) {
      log("warn", { msg: "event summary not sent", party: "game", room: this.room.id, event: code, reason: "no_event_party" });
      return;
    }
    const body: TeamReport = { type: "summary", summary };
    try {
      const res = await party.get(code).fetch({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      await res.body?.cancel();
      if (!res.ok) log("warn", { msg: "event summary refused", party: "game", room: this.room.id, event: code, status: res.status });
    } catch (error) {
      log("warn", { msg: "event summary not sent", party: "game", room: this.room.id, event: code, error: error instanceof Error ? error.name : "unknown" });
    }
  }
}
