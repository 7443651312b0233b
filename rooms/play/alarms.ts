import type * as Party from "partykit/server";
import { timerMs, type GameDefinition, type GameState } from "../../app/engine";
import { PROGRESS_KEPT_HOURS, SAVED_PROGRESS_DAYS } from "../../app/lib/play/types";
import type { PlaySession } from "./storage";

/**
 * A room has one alarm slot and three reasons to wake up: the time limit running out while nobody
 * acts, a result report to retry, and dropping a session nobody came back to. The due times are kept
 * in storage and the alarm is set at the earliest.
 */

export type DueTimes = { timeUp: number | null; report: number | null; expiry: number | null };
export type DueReason = keyof DueTimes;

const dueKey = "play:due";
const none: DueTimes = { timeUp: null, report: null, expiry: null };

// The engine sets the clock back to the exact moment time ran out, so waking a little late costs
// nothing, while waking early would find nothing to do.
const lateMarginMs = 50;

export const progressKeptMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;
const savedKeptMs = SAVED_PROGRESS_DAYS * 24 * 60 * 60 * 1000;

/**
 * How long after its last activity a session is kept: a logged-in player's solo game is saved to their
 * account for SAVED_PROGRESS_DAYS, and the room must still hold it whenever the account offers to
 * resume it; a visitor's (and a multiplayer session) for the browser's PROGRESS_KEPT_HOURS.
 */
export function keptMsOf(session: Pick<PlaySession, "saved">): number {
  return session.saved ? savedKeptMs : progressKeptMs;
}

/** When the time limit will be reached if the game keeps running; null when it cannot be. */
export function timeUpDue(def: GameDefinition, state: GameState, now: number): number | null {
  const limit = def.rules.timeLimitSeconds;
  if (state.status !== "running" || limit === undefined || state.continuedAfterTimeUp) return null;
  return now + Math.max(0, limit * 1000 - timerMs(state, now)) + lateMarginMs;
}

export function earliest(due: DueTimes): number | null {
  const times = Object.values(due).filter((at): at is number => at !== null);
  return times.length ? Math.min(...times) : null;
}

/** The reasons whose time has come, soonest first. */
export function dueNow(due: DueTimes, now: number): DueReason[] {
  return (Object.keys(due) as DueReason[]).filter((reason) => due[reason] !== null && due[reason]! <= now).sort((a, b) => due[a]! - due[b]!);
}

export async function loadDue(storage: Party.Storage): Promise<DueTimes> {
  return { ...none, ...((await storage.get<DueTimes>(dueKey)) ?? {}) };
}

/** Changes some due times and keeps the alarm at the earliest left (re-arming it after it rang). */
export async function schedule(storage: Party.Storage, change: Partial<DueTimes>): Promise<DueTimes> {
  const before = await loadDue(storage);
  const due = { ...before, ...change };
  if (JSON.stringify(due) !== JSON.stringify(before)) await storage.put(dueKey, due);
  const at = earliest(due);
  const current = await storage.getAlarm();
  if (at === null) {
    if (current !== null) await storage.deleteAlarm();
  } else if (current !== at) {
    await storage.setAlarm(at);
  }
  return due;
}
