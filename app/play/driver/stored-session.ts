import * as v from "valibot";
import { PROGRESS_KEPT_HOURS } from "~/lib/play/types";

/**
 * The session a reload resumes, kept per game on this device. Only its id and when it started: the
 * state itself lives in the room, so nothing here can be edited into a better score.
 */

const StoredSessionSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  createdAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type StoredSession = v.InferOutput<typeof StoredSessionSchema>;

const keyOf = (gameId: string) => `escaplay.play.${gameId}`;
const keptMs = PROGRESS_KEPT_HOURS * 3600 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: play still works, it just cannot resume
  }
}

/** The stored session if it can still be resumed; a stale or malformed entry is removed. */
export function readStoredSession(gameId: string, now = Date.now()): StoredSession | null {
  const store = storage();
  const raw = store?.getItem(keyOf(gameId));
  if (!store || !raw) return null;
  let parsed: v.SafeParseResult<typeof StoredSessionSchema>;
  try {
    parsed = v.safeParse(StoredSessionSchema, JSON.parse(raw));
  } catch {
    parsed = v.safeParse(StoredSessionSchema, null);
  }
  if (!parsed.success || now - parsed.output.createdAt > keptMs || parsed.output.createdAt > now + 60_000) {
    store.removeItem(keyOf(gameId));
    return null;
  }
  return parsed.output;
}

export function storeSession(gameId: string, session: StoredSession) {
  try {
    storage()?.setItem(keyOf(gameId), JSON.stringify(session));
  } catch {
    // quota or privacy mode: the game goes on without resume
  }
}

export function forgetStoredSession(gameId: string) {
  storage()?.removeItem(keyOf(gameId));
}
