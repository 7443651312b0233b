import type * as Party from "partykit/server";
import { schedule } from "./alarms";
import { postResult } from "./backend";
import { loadRoster, reportedPlayers } from "./roster";
import { loadLog, type PlayMeta } from "./storage";

/**
 * Telling the backend how a session ended. Results feed stats and achievements, so a failed report
 * is retried on the room's alarm with a growing delay; the backend counts a session only once, so a
 * report that did land but whose answer was lost is harmless to send again.
 */

export type ReportStatus = { state: "pending" | "recorded" | "refused" | "failed"; attempts: number };

const reportKey = "play:report";
export const retryDelaysMs = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];

export const loadReportStatus = async (storage: Party.Storage): Promise<ReportStatus> =>
  (await storage.get<ReportStatus>(reportKey)) ?? { state: "pending", attempts: 0 };

export const isSettled = (status: ReportStatus) => status.state !== "pending";

/** Sends the report once if the session has ended and no answer is final yet; schedules a retry on failure. */
export async function report(storage: Party.Storage, env: Record<string, unknown>, meta: PlayMeta, now: () => number): Promise<ReportStatus> {
  const status = await loadReportStatus(storage);
  if (meta.state.status !== "ended" || isSettled(status)) return status;
  const log = await loadLog(storage, meta);
  const players = meta.session.multi ? reportedPlayers(await loadRoster(storage)) : undefined;
  const outcome = await postResult(env, meta.session.id, { log, state: meta.state, ...(players ? { players } : {}) });
  const attempts = status.attempts + 1;
  let next: ReportStatus;
  if (outcome === "recorded") next = { state: "recorded", attempts };
  else if (outcome === "refused") next = { state: "refused", attempts };
  else next = { state: attempts > retryDelaysMs.length ? "failed" : "pending", attempts };
  if (next.state === "refused" || next.state === "failed") {
    console.warn(`game room: the result of session ${meta.session.id} was ${next.state === "refused" ? "refused by the backend" : "never delivered"}`);
  }
  await storage.put(reportKey, next);
  await schedule(storage, { report: next.state === "pending" ? now() + retryDelaysMs[attempts - 1] : null });
  return next;
}
