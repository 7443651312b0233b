import * as v from "valibot";
import { ACCESS_ERRORS, SESSION_ENDPOINT, type AccessError, type SessionGrant, type SessionRequest, type TestSessionRequest } from "~/lib/play/types";

/**
 * The browser side of POST /resources/play-session (and of its test-play twin, which answers the same
 * shapes): opens or joins a session, or fetches a fresh ticket.
 */

const GrantSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  gameId: v.string(),
  host: v.pipe(v.string(), v.minLength(1)),
  party: v.literal("game"),
  ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  expiresAt: v.number(),
  // Multiplayer grants say which code and which player this ticket is for.
  multi: v.optional(v.object({ code: v.string(), creator: v.boolean(), playerId: v.string() })),
});

const RefusalSchema = v.object({ error: v.picklist(ACCESS_ERRORS), message: v.optional(v.string()) });
// A request the endpoint could not take at all (server not set up, malformed): no access rule to explain.
const ProblemSchema = v.object({ error: v.string(), message: v.pipe(v.string(), v.maxLength(500)) });

export type SessionAnswer =
  | { ok: true; grant: SessionGrant }
  | { ok: false; error: AccessError | "connection"; message?: string };

export async function requestSession(
  request: SessionRequest | TestSessionRequest,
  signal?: AbortSignal,
  endpoint = SESSION_ENDPOINT,
): Promise<SessionAnswer> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal,
    });
  } catch {
    return { ok: false, error: "connection" };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: judged by the status below
  }
  if (response.ok) {
    const grant = v.safeParse(GrantSchema, body);
    return grant.success ? { ok: true, grant: grant.output } : { ok: false, error: "connection" };
  }
  const refusal = v.safeParse(RefusalSchema, body);
  if (refusal.success) return { ok: false, error: refusal.output.error, message: refusal.output.message };
  const problem = v.safeParse(ProblemSchema, body);
  return { ok: false, error: "connection", message: problem.success ? problem.output.message : undefined };
}

/** PartySocket strips the scheme from `host`; we keep it to pick ws or wss ourselves. */
export function socketProtocol(host: string): "ws" | "wss" | undefined {
  if (host.startsWith("http://") || host.startsWith("ws://")) return "ws";
  if (host.startsWith("https://") || host.startsWith("wss://")) return "wss";
  return undefined;
}
