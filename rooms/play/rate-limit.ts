import type * as Party from "partykit/server";

/**
 * Answers are checked on the server so they cannot be read from the page; this limit is what keeps
 * them from being guessed by brute force instead (with the game's wrong-answer penalty on top).
 */

export const ANSWERS_PER_WINDOW = 8;
export const ANSWER_WINDOW_MS = 60_000;

const answersKey = "play:answers";

export type AnswerAdmission = { ok: true; times: number[] } | { ok: false; retryInSeconds: number };

/** A rolling window: the times of the answers heard in the last minute, oldest first. */
export function admitAnswer(times: readonly number[], now: number): AnswerAdmission {
  // A clock that went backwards keeps the later times: they only make the wait longer, never shorter.
  const recent = times.filter((at) => at > now - ANSWER_WINDOW_MS);
  if (recent.length < ANSWERS_PER_WINDOW) return { ok: true, times: [...recent, now] };
  const oldest = Math.min(...recent);
  return { ok: false, retryInSeconds: Math.max(1, Math.ceil((oldest + ANSWER_WINDOW_MS - now) / 1000)) };
}

/** Counts one answer for the session when the window has room for it. */
export async function takeAnswerSlot(storage: Party.Storage, now: number): Promise<AnswerAdmission> {
  const admission = admitAnswer((await storage.get<number[]>(answersKey)) ?? [], now);
  if (admission.ok) await storage.put(answersKey, admission.times);
  return admission;
}
