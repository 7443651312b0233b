import { eq, sql } from "drizzle-orm";
import { games, playSessions } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import { randomToken } from "../accounts/random.server";
import { currentUser, type CurrentUser } from "../session.server";
import { recordUsage } from "../observability/usage-events.server";
import { openGame } from "./access.server";
import { visitorSubject } from "./internal";
import { createMultiSession, joinSession } from "./multi-sessions.server";
import { keptByAccount, saveNewSession } from "./saved-games.server";
import { grantTicket, keyAttempt, refusal, resumeRateLimit, sessionProblem, sessionRateLimit, type SessionAnswer, type SessionContext } from "./session-grant.server";
import { PROGRESS_KEPT_HOURS, type SessionGrant, type SessionRequest } from "./types";

export { refusal, SESSION_RATE_RULES, sessionProblem, type SessionAnswer } from "./session-grant.server";

/**
 * The session endpoint (POST /resources/play-session): opening and resuming solo sessions here,
 * multiplayer ones in multi-sessions.server.ts. A solo session is a play_sessions row owned by a user
 * or, without an account, by the `_pos` visitor id; its room admits whoever holds a ticket signed here,
 * so tickets go to the owner only.
 */

const progressKeptMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;

export async function answerSessionRequest(context: SessionContext, request: Request, input: SessionRequest): Promise<SessionAnswer> {
  const secret = context.env.TICKET_SECRET;
  if (!secret) {
    // Checked before any write: without the secret no room would ever admit the player.
    console.error("play sessions: TICKET_SECRET is not set, so no room ticket can be signed (wrangler secret put TICKET_SECRET, same value for PartyKit)");
    return { status: 503, body: sessionProblem(context, "unavailable") };
  }
  const user = await currentUser(context);
  // Spec section 6: an account is blocked until its e-mail code is verified. Refused rather than
  // treated as a visitor, so nothing played now is lost under a visitor id once the account is verified.
  if (user?.grade === 0) return refusal(context, "verify-account");
  switch (input.intent) {
    case "create":
      return input.mode === "multi" ? createMultiSession(context, request, input, user, secret) : createSession(context, request, input, user, secret);
    case "join":
      return joinSession(context, request, input, user, secret);
    case "resume":
      return resumeSession(context, request, input.sessionId, user, secret);
  }
}

async function createSession(
  context: SessionContext,
  request: Request,
  input: Extract<SessionRequest, { intent: "create"; mode: "solo" }>,
  user: CurrentUser | null,
  secret: string,
): Promise<SessionAnswer> {
  const owner = user ? `user:${user.id}` : visitorSubject(context.visitorId);
  // Counted before the rules run, so activation keys cannot be guessed faster than games can be opened.
  const limited = await sessionRateLimit(context, request, owner);
  if (limited) return limited;
  const keyed = await keyAttempt(context, request, input.key);
  if (keyed.refused) return keyed.refused;

  const demo = input.routeKind === "demo";
  const opened = await openGame(context.db, input.gameId, {
    // /demoprivate2D is the only demo route: it plays Interface games.
    route: { kind: input.routeKind, type: demo ? "interface" : undefined },
    mode: input.mode,
    loggedIn: user !== null,
    key: { given: input.key },
  });
  await keyed.settle(opened);
  if (!opened.ok) return refusal(context, opened.error);

  const session = {
    id: randomToken(16),
    gameId: opened.game.id,
    gameVersion: opened.game.currentVersion,
    mode: input.mode,
    userId: user?.id ?? null,
    visitorId: user ? null : context.visitorId,
    demo,
  };
  const insert = context.db.insert(playSessions).values(session);
  if (demo) await insert;
  else {
    // One batch: a session is never counted without existing, nor exists uncounted, nor a logged-in
    // player's session unsaved to their account (spec section 6); a visitor's stays in their browser.
    const bump = context.db
      .update(games)
      .set({ startedCount: sql`${games.startedCount} + 1` })
      .where(eq(games.id, opened.game.id));
    if (user) await context.db.batch([insert, bump, saveNewSession(context.db, user.id, opened.game.id, session.id)]);
    else await context.db.batch([insert, bump]);
  }
  await recordUsage(context.env, "play_started");
  return { status: 201, body: await soloGrant(context, session, user, secret) };
}

async function resumeSession(context: SessionContext, request: Request, sessionId: string, user: CurrentUser | null, secret: string): Promise<SessionAnswer> {
  const [session] = await context.db.select().from(playSessions).where(eq(playSessions.id, sessionId)).limit(1);
  // A multiplayer session is resumed the way it is joined, by its participants only.
  if (session?.mode === "multi") return joinSession(context, request, { sessionId }, user, secret, { resume: true });
  // Counted before ownership is checked, like opening and joining: session ids cannot be tried faster either.
  const limited = await resumeRateLimit(context, request, user ? `user:${user.id}` : visitorSubject(context.visitorId));
  if (limited) return limited;
  const mine = session && (session.userId ? session.userId === user?.id : session.visitorId === context.visitorId);
  // A browser keeps a session for a day; a game saved to the account, for as long as the account keeps it.
  const kept = async () =>
    Date.now() - session!.createdAt.getTime() < progressKeptMs || (session!.userId !== null && (await keptByAccount(context.db, session!.userId, session!.id)));
  const resumable = session && mine && session.status === "open" && (await kept());
  // Someone else's session gets the same answer as a stale one: a session id reveals nothing.
  if (!session || !mine || !resumable) return refusal(context, "session-expired");
  return { status: 200, body: await soloGrant(context, session, user, secret) };
}

type Owned = { id: string; gameId: string; userId: string | null; visitorId: string | null };

function soloGrant(context: SessionContext, session: Owned, user: CurrentUser | null, secret: string): Promise<SessionGrant> {
  return grantTicket(context, secret, session, {
    // The room admits the session's owner: for a visitor who logged in since, still the visitor.
    sub: session.userId ?? visitorSubject(session.visitorId ?? ""),
    name: user?.username ?? translate(context.locale, "access.player"),
    role: session.userId ? "user" : "guest",
  });
}
