import { eq, sql } from "drizzle-orm";
import { recordUsage } from "../observability/usage-events.server";
import { games, playParticipants, playSessions } from "../../../db/schema";
import type { Database } from "../db.server";
import { avatarUrl, type CurrentUser } from "../session.server";
import { findGame, openGame, PRO_GRADE } from "./access.server";
import { guestsWelcome } from "./guests.server";
import { checkJoin, joinableSession, participantOf, routeOfGame, subjectOf, type Participant } from "./multi-access.server";
import { teamOfSession } from "../events/teams.server";
import { sessionRow } from "./room-session.server";
import { grantTicket, keyAttempt, refusal, sessionProblem, sessionRateLimit, type SessionAnswer, type SessionContext } from "./session-grant.server";
import type { SessionRequest } from "./types";

/**
 * Opening and joining multiplayer sessions (ADR 009). The session's id is its nine-digit code; its
 * `game` room admits anyone holding a ticket for it, so every ticket signed here follows the game's
 * rules and the session's options, and every joiner is written down as a participant.
 */

type CreateMulti = Extract<SessionRequest, { intent: "create"; mode: "multi" }>;
type JoinRequest = Pick<Extract<SessionRequest, { intent: "join" }>, "sessionId" | "key" | "name">;

// Codes are 100000000..999999999: nine digits, the first never 0 (a code typed with a leading 0 is another code).
const CODE_SPAN = 900_000_000;
const CODE_BASE = 100_000_000;
// The largest multiple of CODE_SPAN a Uint32 reaches: values above it would make low codes likelier.
const CODE_DRAW_LIMIT = Math.floor(2 ** 32 / CODE_SPAN) * CODE_SPAN;
// A conflict is one chance in hundreds of thousands while live codes are few; several in a row mean
// something else is wrong.
const MAX_CODE_DRAWS = 5;

/** A fresh game code, uniform over every nine-digit code (crypto, rejection sampling). */
export function drawSessionCode(): string {
  const values = new Uint32Array(1);
  do crypto.getRandomValues(values);
  while (values[0] >= CODE_DRAW_LIMIT);
  return String(CODE_BASE + (values[0] % CODE_SPAN));
}

/** The creator's numbers must fit the game's own: at least its minimum, at most its maximum. */
export function playersFit(chosen: { minPlayers: number; maxPlayers: number }, game: { minPlayers: number; maxPlayers: number }): boolean {
  return chosen.minPlayers >= game.minPlayers && chosen.minPlayers <= chosen.maxPlayers && chosen.maxPlayers <= game.maxPlayers;
}

export async function createMultiSession(context: SessionContext, request: Request, input: CreateMulti, user: CurrentUser | null, secret: string): Promise<SessionAnswer> {
  // Spec section 5: creating a multiplayer session requires an account, and a verified one.
  if (!user) return refusal(context, "account-needed");
  if (user.grade === 0) return refusal(context, "verify-account");
  const limited = await sessionRateLimit(context, request, `user:${user.id}`);
  if (limited) return limited;
  const keyed = await keyAttempt(context, request, input.key);
  if (keyed.refused) return keyed.refused;

  const opened = await openGame(context.db, input.gameId, {
    route: { kind: input.routeKind },
    mode: "multi",
    loggedIn: true,
    key: { given: input.key },
  });
  await keyed.settle(opened);
  if (!opened.ok) return refusal(context, opened.error);
  if (!playersFit(input, opened.definition.meta)) return refusal(context, "bad-players");
  if (input.guests && user.grade < PRO_GRADE) return refusal(context, "guests-pro-only");

  const code = await insertSession(context.db, { ...input, gameId: opened.game.id }, opened.game.currentVersion, user);
  if (!code) {
    console.error(`play sessions: ${MAX_CODE_DRAWS} game codes drawn in a row were taken; is crypto.getRandomValues working?`);
    return { status: 503, body: sessionProblem(context, "unavailable") };
  }
  await recordUsage(context.env, "play_started");
  const body = await grantTicket(
    context,
    secret,
    { id: code, gameId: opened.game.id },
    { sub: user.id, name: user.username, role: "user", img: avatarUrl(user) },
    { code, creator: true, playerId: user.id },
  );
  return { status: 201, body };
}

/**
 * The session, its creator as its first participant and the game's started count, in one batch: a
 * code is never live without its creator, nor counted without existing. A code already taken makes
 * the batch fail on the primary key; another one is drawn.
 */
async function insertSession(db: Database, input: CreateMulti, gameVersion: number, user: CurrentUser): Promise<string | null> {
  for (let draw = 0; draw < MAX_CODE_DRAWS; draw++) {
    const code = drawSessionCode();
    try {
      await db.batch([
        db.insert(playSessions).values({
          id: code,
          gameId: input.gameId,
          gameVersion,
          mode: "multi",
          userId: user.id,
          minPlayers: input.minPlayers,
          maxPlayers: input.maxPlayers,
          guests: input.guests,
        }),
        db.insert(playParticipants).values({ sessionId: code, subject: user.id, userId: user.id, name: user.username, kind: "creator" }),
        db
          .update(games)
          .set({ startedCount: sql`${games.startedCount} + 1` })
          .where(eq(games.id, input.gameId)),
      ]);
      return code;
    } catch (error) {
      // Only a code someone else holds is worth another draw; any other failure is real.
      if (!(await sessionRow(db, code))) throw error;
    }
  }
  return null;
}

/**
 * A ticket to a multiplayer session for whoever may join it, and for a participant coming back
 * (`resume`: participants only). Every way a code cannot be joined answers `session-expired` alike.
 */
export async function joinSession(
  context: SessionContext,
  request: Request,
  input: JoinRequest,
  user: CurrentUser | null,
  secret: string,
  options: { resume?: boolean } = {},
): Promise<SessionAnswer> {
  const subject = subjectOf(user?.id ?? null, context.visitorId);
  // Counted first, like opening a session: codes and keys cannot be tried faster than that.
  const limited = await sessionRateLimit(context, request, user ? `user:${user.id}` : subject);
  if (limited) return limited;

  const session = await joinableSession(context.db, input.sessionId);
  if (!session) return refusal(context, "session-expired");
  const joined = await participantOf(context.db, session.id, subject);
  if (options.resume && !joined) return refusal(context, "session-expired");
  // A team of a live event is joined through its event, which picks the team (ADR 054): its own code
  // admits only the players the event already put in it.
  if (!joined && (await teamOfSession(context.db, session.id))) return refusal(context, "session-expired");
  const game = await findGame(context.db, session.gameId);
  if (!game) return refusal(context, "session-expired");
  const guests = await guestsWelcome(context.db, session);
  const keyed = await keyAttempt(context, request, input.key);
  if (keyed.refused) return keyed.refused;
  const decision = await checkJoin(game, { guests }, routeOfGame(game), { loggedIn: user !== null, joined: joined !== null, key: { given: input.key } });
  await keyed.settle(decision);
  if (!decision.ok) return refusal(context, decision.error);

  let participant = joined;
  if (!participant) {
    // A visitor is known by the nickname they chose; an account by its user name.
    const name = user?.username ?? input.name;
    if (!name) return refusal(context, "nickname-needed");
    const kind = user ? (user.id === session.userId ? "creator" : "user") : "guest";
    const [inserted] = await context.db
      .insert(playParticipants)
      .values({ sessionId: session.id, subject, userId: user?.id ?? null, name, kind })
      // Two joins racing from one browser: the first one's name stands.
      .onConflictDoNothing()
      .returning();
    participant = inserted ?? (await participantOf(context.db, session.id, subject));
    if (!participant) return refusal(context, "session-expired");
  }
  return { status: 200, body: await participantGrant(context, secret, session, participant, user) };
}

function participantGrant(context: SessionContext, secret: string, session: { id: string; gameId: string }, participant: Participant, user: CurrentUser | null) {
  return grantTicket(
    context,
    secret,
    session,
    {
      sub: participant.subject,
      // The name they joined under, so a reload never renames a player in the others' list.
      name: participant.name,
      role: participant.userId ? "user" : "guest",
      img: user && participant.userId === user.id ? avatarUrl(user) : undefined,
    },
    { code: session.id, creator: participant.kind === "creator", playerId: participant.subject },
  );
}
