/**
 * One JSON line per event (ADR 048), so Workers Logs / `wrangler tail` / Logpush can filter by field. Callers pass
 * names and figures only: no secret, password, token, mail body or answer is ever a field, so the logger keeps no
 * redaction list that could be forgotten. `requestId` ties the worker's line to the rooms' lines of the same call.
 */

export type LogLevel = "info" | "warn" | "error";
export type LogFields = { msg: string; requestId?: string; [field: string]: string | number | boolean | null | undefined };

export const REQUEST_ID_HEADER = "X-Request-Id";

// Cloudflare's ray ids and our own (a UUID) fit; anything else a client sends is not echoed into logs or headers.
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's id: a valid incoming X-Request-Id first (a room calling /v1/internal sends its connection's, so both
 * sides' lines share it), else Cloudflare's ray (the hex id before its "-colo" suffix), else a new one.
 */
// Only headers are read, so the rooms' (PartyKit's own workers-types) requests fit as well as the worker's.
type WithHeaders = { headers: { get(name: string): string | null } };

export function requestIdOf(request: WithHeaders): string {
  const sent = request.headers.get(REQUEST_ID_HEADER);
  if (sent && REQUEST_ID.test(sent)) return sent;
  const ray = request.headers.get("cf-ray")?.split("-")[0];
  if (ray && REQUEST_ID.test(ray)) return ray;
  return crypto.randomUUID();
}

/** Whether an id read from another service's call may be carried on (the same rule as an incoming request's). */
export function validRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

export function log(level: LogLevel, fields: LogFields): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error's name and message (never its cause's data): stacks go to the error tracker, not to every log line. */
export function errorFields(error: unknown): { error: string; errorMessage: string } {
  if (error instanceof Error) return { error: error.name, errorMessage: error.message.slice(0, 500) };
  return { error: typeof error, errorMessage: String(error).slice(0, 500) };
}
