/**
 * How every room reaches the backend's internal API (/v1/internal): where the backend is and the
 * service credential come from the party's vars, never from code.
 */

import { log, REQUEST_ID_HEADER, validRequestId } from "../app/lib/observability/log.server";

export type Backend = { url: string; secret: string };

const timeoutMs = 10_000;
const warned = new Set<string>();

/** The configured backend, or null (said once per room kind) when either var is missing. */
export function backendOf(env: Record<string, unknown>, who: string): Backend | null {
  const url = env.BACKEND_URL;
  const secret = env.ROOM_SERVICE_SECRET;
  if (typeof url === "string" && url && typeof secret === "string" && secret) return { url, secret };
  if (!warned.has(who)) {
    warned.add(who);
    log("warn", { msg: "backend not configured", room: who, missing: "BACKEND_URL or ROOM_SERVICE_SECRET" });
  }
  return null;
}

/**
 * A call with `Authorization: Bearer <ROOM_SERVICE_SECRET>` and a timeout; it rejects when unreachable. It carries
 * `requestId` (the connection's request that led to it, or a new one) in X-Request-Id, which the worker takes as its
 * own request id, and logs one JSON line with it (ADR 048): the room's line and the worker's share the id.
 */
export async function callBackend(backend: Backend, path: string, init: RequestInit = {}, requestId?: string): Promise<Response> {
  const id = validRequestId(requestId) ? requestId : crypto.randomUUID();
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${backend.secret}`);
  headers.set(REQUEST_ID_HEADER, id);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const url = new URL(path, backend.url);
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    log(res.ok ? "info" : "warn", { msg: "backend call", requestId: id, method: init.method ?? "GET", path: url.pathname, status: res.status, ms: Date.now() - started });
    return res;
  } catch (error) {
    log("warn", { msg: "backend call failed", requestId: id, method: init.method ?? "GET", path: url.pathname, ms: Date.now() - started, error: error instanceof Error ? error.name : "unknown" });
    throw error;
  }
}
