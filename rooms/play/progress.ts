import type * as Party from "partykit/server";
import * as v from "valibot";
import { timerSeconds } from "../../app/engine";
import { internalProgressPath, ProgressAnswerSchema, type ProgressReport } from "../../app/lib/play/internal";
import { backendOf, callBackend } from "../backend";
import type { PlayMeta } from "./storage";

/**
 * Telling the backend where a logged-in player's solo game stands, so their account can offer to resume
 * it from any device with where they were. Throttled: at once when the player enters another room or
 * solves a puzzle, otherwise at most once a minute. Best effort: a lost report only leaves the account's
 * summary a little behind; the game itself is in this room.
 */

type Sent = { at: number; roomId: string; solvedCount: number; off?: boolean };

const sentKey = "play:progress";
export const PROGRESS_EVERY_MS = 60_000;

export async function reportProgress(storage: Party.Storage, env: Record<string, unknown>, meta: PlayMeta, now: number): Promise<void> {
  if (!meta.session.saved || meta.state.startedAt === null) return;
  const last = await storage.get<Sent>(sentKey);
  if (last?.off) return;
  const progress: ProgressReport = {
    roomId: meta.state.roomId,
    solvedCount: meta.state.solvedPuzzles.length,
    timerSeconds: timerSeconds(meta.state, now),
  };
  const moved = !last || last.roomId !== progress.roomId || last.solvedCount !== progress.solvedCount;
  if (!moved && now - last.at < PROGRESS_EVERY_MS) return;
  const backend = backendOf(env, "game room");
  if (!backend) return;
  let saved: boolean | null = null;
  try {
    const res = await callBackend(backend, internalProgressPath(meta.session.id), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(progress),
    });
    if (!res.ok) await res.body?.cancel();
    else {
      const answer = v.safeParse(ProgressAnswerSchema, await res.json());
      if (answer.success) saved = answer.output.saved;
    }
  } catch {
    // unreachable or timed out: the next move tries again
  }
  if (saved === null) return;
  // Nothing kept for this session any more (abandoned from another device): stop asking.
  await storage.put(sentKey, { at: now, roomId: progress.roomId, solvedCount: progress.solvedCount, ...(saved ? {} : { off: true }) } satisfies Sent);
}
