import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { games, playSessions } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import { clientAddress, hitRateLimit, type RateRule } from "../accounts/rate-limit.server";
import { randomToken } from "../accounts/random.server";
import { currentUser, type CurrentUser } from "../session.server";
import { signTicket, ticketTtlMs } from "../tickets";
import { ACCESS_STATUS, openGame } from "./access.server";
import { visitorSubject } from "./internal";
import {
  PROGRESS_KEPT_HOURS,
  type AccessError,
  type SessionGrant,
  type SessionProblem,
  type SessionRefusal,
  type SessionRequest,
} from "./types";

/**
 * Opening and resuming solo sessions (POST /resources/play-session). A session is a play_sessions row
 * owned by a user or, without an account, by the `_pos` visitor id; its room admits whoever holds a
 * ticket signed here, so tickets go to the owner only.
 */

type SessionContext = Pick<AppLoadContext, "db" | "env" | "locale" | "cookies" | "visitorId">;

export type SessionAnswer = { status: number; body: SessionGrant | SessionRefusal | SessionProblem; retryAfterSeconds?: number };

/**
 * Each session costs a D1 row and a room. Per player a burst of restarts is plenty; per address
 * there is room for a class or an office opening their games together (ADR 005).
 */
export const SESSION_RATE_RULES = {
  owner: { limit: 30, windowMs: 10 * 60_000 },
  address: { limit: 300, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

const progressKeptMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;

export async function answerSessionRequest(context: SessionContext, request: Request, input: SessionRequest): Promise<SessionAnswer> {
  const secret = context.env.TICKET_SECRET;
  if (!secret) {
    // Checked before any write: without the secret no room would ever admit the player.
    console.error("play sessions: TICKET_SECRET is not set, so no room ticket can be signed (wrangler secret put TICKET_SECRET, same value for PartyKit)");
    return { status: 503, body: sessionProblem(context, "unavailable") };
  }
  const user = await currentUser(context);
  return input.intent === "create"
    ? createSession(context, request, input, user, secret)
    : resumeSession(context, input.sessionId, user, secret);
}

async function createSession(
  context: SessionContext,
  request: Request,
  input: Extract<SessionRequest, { intent: "create" }>,
  user: CurrentUser | null,
  secret: string,
): Promise<SessionAnswer> {
  const owner = user ? `user:${user.id}` : visitorSubject(context.visitorId);
  // Counted before the rules run, so activation keys cannot be guessed faster than games can be opened.
  const limits = await Promise.all([
    hitRateLimit(context.db, `play-session:${owner}`, SESSION_RATE_RULES.owner),
    hitRateLimit(context.db, `play-session-ip:${clientAddress(request)}`, SESSION_RATE_RULES.address),
  ]);
  if (limits.some((limit) => !limit.allowed)) {
    return { ...refusal(context, "rate-limited"), retryAfterSeconds: Math.max(...limits.map((limit) => limit.retryAfterSeconds)) };
  }

  const demo = input.routeKind === "demo";
  const opened = await openGame(context.db, input.gameId, {
    // /demoprivate2D is the only demo route: it plays Interface games.
    route: { kind: input.routeKind, type: demo ? "interface" : undefined },
    mode: input.mode,
    loggedIn: user !== null,
    key: { given: input.key },
  });
  if (!opened.ok) return refusal(context, opened.error);

  const session = {
    id: randomToken(16),
    gameId: opened.game.id,
    mode: input.mode,
    userId: user?.id ?? null,
    visitorId: user ? null : context.visitorId,
    demo,
  };
  const insert = context.db.insert(playSessions).values(session);
  if (demo) await insert;
  else {
    // One batch: a session is never counted without existing, nor exists uncounted.
    const bump = context.db
      .update(games)
      .set({ startedCount: sql`${games.startedCount} + 1` })
      .where(eq(games.id, opened.game.id));
    await context.db.batch([insert, bump]);
  }
  return { status: 201, body: await grant(context, session, user, secret) };
}

async function resumeSession(context: SessionContext, sessionId: string, user: CurrentUser | null, secret: string): Promise<SessionAnswer> {
  const [session] = await context.db.select().from(playSessions).where(eq(playSessions.id, sessionId)).limit(1);
  const mine = session && (session.userId ? session.userId === user?.id : session.visitorId === context.visitorId);
  const resumable = session && session.status === "open" && Date.now() - session.createdAt.getTime() < progressKeptMs;
  // Someone else's session gets the same answer as a stale one: a session id reveals nothing.
  if (!session || !mine || !resumable) return refusal(context, "session-expired");
  return { status: 200, body: await grant(context, session, user, secret) };
}

type Owned = { id: string; gameId: string; userId: string | null; visitorId: string | null };

async function grant(context: SessionContext, session: Owned, user: CurrentUser | null, secret: string): Promise<SessionGrant> {
  const iat = Date.now();
  const exp = iat + ticketTtlMs;
  const ticket = await signTicket(secret, {
    party: "game",
    room: session.id,
    // The room admits the session's owner: for a visitor who logged in since, still the visitor.
    sub: session.userId ?? visitorSubject(session.visitorId ?? ""),
    name: ticketName(user?.username ?? translate(context.locale, "access.player")),
    role: session.userId ? "user" : "guest",
    iat,
    exp,
  });
  return { sessionId: session.id, gameId: session.gameId, host: context.env.GAME_SOCKET_HOST, party: "game", ticket, expiresAt: exp };
}

/** Tickets carry at most 40 characters of name; never cut a character in half. */
function ticketName(name: string): string {
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
