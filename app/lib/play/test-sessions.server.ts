import { eq, lt } from "drizzle-orm";
import { testSessions } from "../../../db/schema";
import { parseDefinition } from "~/engine";
import { randomToken } from "../accounts/random.server";
import type { Database } from "../db.server";
import { currentUser, type CurrentUser } from "../session.server";
import type { InternalSession } from "./internal";
import { grantTicket, refusal, sessionProblem, sessionRateLimit, type SessionAnswer, type SessionContext } from "./session-grant.server";
import { checkDraft, currentDraft, testableProject } from "./test-draft.server";
import { PROGRESS_KEPT_HOURS, type TestSessionRequest } from "./types";

/**
 * Test sessions (ADR 020): POST /resources/test-play-session freezes a project's draft into a
 * test_sessions row and signs a ticket to the game room of that id; the room loads it through the
 * internal API like any session. Nothing here touches play_sessions, so a test is never a game's play.
 */

const keptMs = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;

export async function answerTestSessionRequest(context: SessionContext, request: Request, input: TestSessionRequest): Promise<SessionAnswer> {
  const secret = context.env.TICKET_SECRET;
  if (!secret) {
    console.error("test sessions: TICKET_SECRET is not set, so no room ticket can be signed");
    return { status: 503, body: sessionProblem(context, "unavailable") };
  }
  const user = await currentUser(context);
  // Only a project's editors test it: a visitor has none to test.
  if (!user) return refusal(context, "account-needed");
  // As for real play (spec section 6): nothing runs for an account whose e-mail is not verified yet.
  if (user.grade === 0) return refusal(context, "verify-account");
  return input.intent === "create" ? createTestSession(context, request, input.projectId, user, secret) : resumeTestSession(context, input.sessionId, user, secret);
}

async function createTestSession(context: SessionContext, request: Request, projectId: string, user: CurrentUser, secret: string): Promise<SessionAnswer> {
  // Its own budget: a creator restarting a test over and over does not eat into their real games'.
  const limited = await sessionRateLimit(context, request, `test:${user.id}`);
  if (limited) return limited;
  const project = await testableProject(context.db, user, projectId);
  if (!project) return refusal(context, "not-found");
  const checked = checkDraft(project, await currentDraft(context, project), context.locale);
  // The draft broke since the page showed it: the page, reloaded, lists why.
  if (!checked.ok) return refusal(context, "draft-invalid");
  const session = { id: randomToken(16), projectId: project.id, userId: user.id, definition: JSON.stringify(checked.definition) };
  // Cleanup rides on creation: a test older than a room keeps a session is of no use to anyone.
  const stale = context.db.delete(testSessions).where(lt(testSessions.createdAt, new Date(Date.now() - keptMs)));
  await context.db.batch([stale, context.db.insert(testSessions).values(session)]);
  return { status: 201, body: await testGrant(context, secret, session, user) };
}

async function resumeTestSession(context: SessionContext, sessionId: string, user: CurrentUser, secret: string): Promise<SessionAnswer> {
  const [session] = await context.db.select().from(testSessions).where(eq(testSessions.id, sessionId)).limit(1);
  const resumable = session && session.userId === user.id && session.status === "open" && Date.now() - session.createdAt.getTime() < keptMs;
  // Someone else's test and a stale one get the same answer: a session id reveals nothing.
  if (!session || !resumable) return refusal(context, "session-expired");
  return { status: 200, body: await testGrant(context, secret, session, user) };
}

function testGrant(context: SessionContext, secret: string, session: { id: string; projectId: string }, user: CurrentUser) {
  // gameId is the project's: the grant names what is played, and a draft has no game yet.
  return grantTicket(context, secret, { id: session.id, gameId: session.projectId }, { sub: user.id, name: user.username, role: "user" });
}

/**
 * What a game room needs to run a test session, like roomSession for a real one: the frozen draft,
 * answers included. Only the internal API (service credential) may hand this out.
 */
export async function testRoomSession(db: Database, sessionId: string): Promise<{ ok: true; body: InternalSession } | { ok: false; error: "not_found" | "no_definition" }> {
  const [row] = await db.select().from(testSessions).where(eq(testSessions.id, sessionId)).limit(1);
  if (!row) return { ok: false, error: "not_found" };
  let definition: unknown;
  try {
    const parsed = parseDefinition(JSON.parse(row.definition));
    definition = parsed.ok ? parsed.definition : null;
  } catch {
    definition = null;
  }
  if (!definition) return { ok: false, error: "no_definition" };
  return {
    ok: true,
    body: {
      session: { id: row.id, gameId: row.projectId, mode: "solo", ownerId: row.userId, status: row.status, createdAt: row.createdAt.getTime() },
      definition,
    },
  };
}

/**
 * The room's end-of-session report for a test session: nothing is recorded (no result, counter or
 * achievement), the session is only closed. False when the id is no test session.
 */
export async function endTestSession(db: Database, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(testSessions)
    .set({ status: "ended" })
    .where(eq(testSessions.id, sessionId))
    .returning({ id: testSessions.id });
  return ended.length > 0;
}
