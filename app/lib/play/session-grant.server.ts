import type { AppLoadContext } from "@remix-run/cloudflare";
import { translate } from "~/i18n/catalog.server";
import { clientAddress, hitRateLimit, refundRateLimit, type RateResult, type RateRule } from "../accounts/rate-limit.server";
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
  /**
   * Resuming a solo session: every reload and every reconnect of the room asks for a fresh ticket, so
   * twice the room of opening, counted apart from it (a player whose connection drops now and then is
   * not kept from starting a game again).
   */
  resumeOwner: { limit: 60, windowMs: 10 * 60_000 },
  resumeAddress: { limit: 600, windowMs: 10 * 60_000 },
  /**
   * Wrong activation keys from one address: as tight as one player's attempts, so that dropping the
   * `_pos` cookie between tries wins nothing. A right key is given back, so a class typing the key its
   * teacher gave is never held up behind its one address.
   */
  keyAddress: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

/** Counts one attempt of `player` (a ticket subject) from this address; a refusal when over either limit. */
export async function sessionRateLimit(context: SessionContext, request: Request, player: string): Promise<SessionAnswer | null> {
  return limitedBy(context, [
    hitRateLimit(context.db, `play-session:${player}`, SESSION_RATE_RULES.owner),
    hitRateLimit(context.db, `play-session-ip:${clientAddress(request)}`, SESSION_RATE_RULES.address),
  ]);
}

/** Counts one resume of a solo session by `player` from this address, apart from opening and joining. */
export async function resumeRateLimit(context: SessionContext, request: Request, player: string): Promise<SessionAnswer | null> {
  return limitedBy(context, [
    hitRateLimit(context.db, `play-resume:${player}`, SESSION_RATE_RULES.resumeOwner),
    hitRateLimit(context.db, `play-resume-ip:${clientAddress(request)}`, SESSION_RATE_RULES.resumeAddress),
  ]);
}

export type KeyAttempt = {
  /** The rate-limited refusal when this address has tried too many wrong keys. */
  refused: SessionAnswer | null;
  /** Gives the attempt back unless the rules answered `wrong-key`; call it once they have decided. */
  settle(decision: { ok: true } | { ok: false; error: AccessError }): Promise<void>;
};

/**
 * Counts an activation key typed from this address before the rules compare it (like failed logins,
 * counted first and refunded when legitimate, so parallel guesses cannot all slip under the limit).
 * Without a key typed nothing is counted.
 */
export async function keyAttempt(context: SessionContext, request: Request, given: string | undefined): Promise<KeyAttempt> {
  if (!given?.trim()) return { refused: null, settle: async () => {} };
  const key = `play-key-ip:${clientAddress(request)}`;
  const refused = await limitedBy(context, [hitRateLimit(context.db, key, SESSION_RATE_RULES.keyAddress)]);
  return {
    refused,
    settle: async (decision) => {
      if (!refused && (decision.ok || decision.error !== "wrong-key")) await refundRateLimit(context.db, key, SESSION_RATE_RULES.keyAddress);
    },
  };
}

async function limitedBy(context: SessionContext, hits: Promise<RateResult>[]): Promise<SessionAnswer | null> {
  const limits = await Promise.all(hits);
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
