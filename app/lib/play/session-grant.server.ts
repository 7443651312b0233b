import type { AppLoadContext } from "@remix-run/cloudflare";
import { translate } from "~/i18n/catalog.server";
import { clientAddress, hitRateLimit, type RateRule } from "../accounts/rate-limit.server";
import { signTicket, ticketTtlMs, type TicketInput } from "../tickets";
import { ACCESS_STATUS } from "./access.server";
import type { AccessError, SessionGrant, SessionProblem, SessionRefusal } from "./types";

/**
 * What solo and multiplayer sessions share on the session endpoint: its answers, its rate limits and
 * the signing of room tickets.
 */

export type SessionContext = Pick<AppLoadContext, "db" | "env" | "locale" | "cookies" | "visitorId">;

export type SessionAnswer = { status: number; body: SessionGrant | SessionRefusal | SessionProblem; retryAfterSeconds?: number };

/**
 * Each session costs a D1 row and a room. Per player a burst of restarts is plenty; per address
 * there is room for a class or an office opening their games together (ADR 005). Joining a
 * multiplayer session counts against the same limits, so codes and keys cannot be tried faster.
 */
export const SESSION_RATE_RULES = {
  owner: { limit: 30, windowMs: 10 * 60_000 },
  address: { limit: 300, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

/** Counts one attempt of `player` (a ticket subject) from this address; a refusal when over either limit. */
export async function sessionRateLimit(context: SessionContext, request: Request, player: string): Promise<SessionAnswer | null> {
  const limits = await Promise.all([
    hitRateLimit(context.db, `play-session:${player}`, SESSION_RATE_RULES.owner),
    hitRateLimit(context.db, `play-session-ip:${clientAddress(request)}`, SESSION_RATE_RULES.address),
  ]);
  if (limits.every((limit) => limit.allowed)) return null;
  return { ...refusal(context, "rate-limited"), retryAfterSeconds: Math.max(...limits.map((limit) => limit.retryAfterSeconds)) };
}

export type TicketHolder = { sub: string; name: string; role: "user" | "guest"; img?: string };

/** A SessionGrant: a ticket to the `game` room named by the session id, for one subject. */
export async function grantTicket(
  context: SessionContext,
  secret: string,
  session: { id: string; gameId: string },
  holder: TicketHolder,
  multi?: SessionGrant["multi"],
): Promise<SessionGrant> {
  const iat = Date.now();
  const exp = iat + ticketTtlMs;
  const claims: TicketInput = { party: "game", room: session.id, sub: holder.sub, name: ticketName(holder.name), role: holder.role, iat, exp };
  // An avatar is a nicety: a path too long for a ticket is left out rather than failing the grant.
  if (holder.img && holder.img.length <= 300) claims.img = holder.img;
  const ticket = await signTicket(secret, claims);
  return {
    sessionId: session.id,
    gameId: session.gameId,
    host: context.env.GAME_SOCKET_HOST,
    party: "game",
    ticket,
    expiresAt: exp,
    ...(multi ? { multi } : {}),
  };
}

/** Tickets carry at most 40 characters of name; never cut a character in half. */
export function ticketName(name: string): string {
  const cut = name.slice(0, 40);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function refusal(context: Pick<AppLoadContext, "locale">, error: AccessError): SessionAnswer {
  return { status: ACCESS_STATUS[error], body: { error, message: translate(context.locale, `access.errors.${error}.text`) } };
}

export function sessionProblem(context: Pick<AppLoadContext, "locale">, error: SessionProblem["error"]): SessionProblem {
  const key = error === "unavailable" ? "access.unavailable" : "access.generic.text";
  return { error, message: translate(context.locale, key) };
}
