import { errorFields, log } from "../app/lib/observability/log.server";

/**
 * The rooms' side of the error adapter (ADR 048), the same shape as the worker's `reportError`: an error as one JSON
 * line. Log-only: PartyKit runs the rooms inside its own Durable Object wrapper on a 2024 workerd without
 * `nodejs_compat`, where Sentry's Workers SDK (its handler wrapper and AsyncLocalStorage scopes) has nothing to wrap.
 * The lines reach `partykit tail` and the platform's log drain; a room error is never lost silently.
 */
export function reportRoomError(error: unknown, fields: { party: string; room: string; requestId?: string; connection?: string }): void {
  log("error", { msg: "room error", ...fields, ...errorFields(error) });
}
