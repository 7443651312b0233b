import * as v from "valibot";
import { internalResultPath, internalSessionPath, InternalSessionSchema, type InternalSession, type ResultReport } from "../../app/lib/play/internal";
import { backendOf as anyBackendOf, callBackend as call } from "../backend";

/** The game room's side of the backend's internal API (app/lib/play/internal.ts). */

const backendOf = (env: Record<string, unknown>) => anyBackendOf(env, "game room");

export type SessionLookup = { kind: "found"; body: InternalSession } | { kind: "absent" } | { kind: "unavailable" };

/** The session and its full definition; "absent" when the backend knows no playable session by this id. */
export async function fetchSession(env: Record<string, unknown>, sessionId: string, requestId?: string): Promise<SessionLookup> {
  const backend = backendOf(env);
  if (!backend) return { kind: "unavailable" };
  try {
    const res = await call(backend, internalSessionPath(sessionId), {}, requestId);
    // 404 covers an unknown session and a game that no longer has a definition: neither can be played.
    if (res.status === 404) return { kind: "absent" };
    if (!res.ok) return { kind: "unavailable" };
    const parsed = v.safeParse(InternalSessionSchema, await res.json());
    return parsed.success ? { kind: "found", body: parsed.output } : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" }; // unreachable, timed out, or not JSON
  }
}

/**
 * "recorded": the backend has the result (now or from an earlier attempt). "refused": it will never
 * take this report (a log it cannot replay, a session it does not know). "retry": try again later.
 */
export type ReportOutcome = "recorded" | "refused" | "retry";

export async function postResult(env: Record<string, unknown>, sessionId: string, report: ResultReport): Promise<ReportOutcome> {
  const backend = backendOf(env);
  if (!backend) return "retry";
  try {
    const res = await call(backend, internalResultPath(sessionId), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
    });
    await res.body?.cancel();
    if (res.ok) return "recorded";
    // 401 is a credential being rotated or mistyped: worth retrying once it is fixed.
    return res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429 ? "refused" : "retry";
  } catch {
    return "retry";
  }
}
