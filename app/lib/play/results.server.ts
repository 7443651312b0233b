import { and, eq, inArray, sql } from "drizzle-orm";
import { games, playParticipants, playResults, playSessions, userAchievements } from "../../../db/schema";
import { replay, resultOf, type GameDefinition, type GameEvent, type GameResult } from "~/engine";
import type { Database } from "../db.server";
import { withEventRules } from "../events/event-rules.server";
import { teamOfSession } from "../events/teams.server";
import { loadDefinition } from "./definitions.server";
import type { ResultReport } from "./internal";
import { sessionRow, type SessionRow } from "./room-session.server";
import { forgetSavedSession } from "./saved-games.server";

/**
 * Recording the end of a session a game room reports. The room is trusted to run the engine, not to
 * tell the truth about it: the log is replayed here and only what the replay reaches is written.
 */

export type RecordOutcome =
  | { ok: true; duplicate: boolean }
  | { ok: false; status: 400 | 404; error: "not_found" | "no_definition" | "not_ended" | "replay_mismatch" };

/**
 * Rooms entered, counted from the replay's own `roomEntered` events: they follow every way into a room
 * (the rooms list, a scene link, an interaction that moves the player), which neither the log's
 * `enterRoom` intents nor `unlockedRooms` (open is not visited) do alone. A session left before its
 * start reached no room.
 */
export function roomsReached(events: readonly GameEvent[]): number {
  const rooms = new Set<string>();
  for (const event of events) if (event.type === "roomEntered") rooms.add(event.roomId);
  return rooms.size;
}

// `started`: a session left on its intro was opened, not played, and stays out of the played count.
type Verified = { result: GameResult; roomsReached: number; puzzlesSolved: number; started: boolean };

function verify(definition: GameDefinition, report: ResultReport): Verified | "not_ended" | "replay_mismatch" {
  const reported = resultOf(report.state);
  if (!reported) return "not_ended";
  let replayed: ReturnType<typeof replay>;
  try {
    replayed = replay(definition, report.log);
  } catch {
    // The reducer does not throw on any valid action; a log that makes it throw is not a real session.
    return "replay_mismatch";
  }
  const result = resultOf(replayed.state);
  // resultOf builds both with the same keys in the same order, so their JSON is comparable.
  if (!result || JSON.stringify(result) !== JSON.stringify(reported)) return "replay_mismatch";
  return {
    result,
    roomsReached: roomsReached(replayed.events),
    puzzlesSolved: replayed.state.solvedPuzzles.length,
    started: replayed.state.startedAt !== null,
  };
}

async function hasResult(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: playResults.sessionId }).from(playResults).where(eq(playResults.sessionId, sessionId)).limit(1);
  return row !== undefined;
}

/** A reported multiplayer player, as the session's own participants list knows them. */
type Finisher = { subject: string; userId: string | null };

/**
 * The reported players who really are participants of this session: the room names them by ticket
 * subject, and only the backend's own list says who is a logged-in account.
 */
async function finishersOf(db: Database, session: SessionRow, report: ResultReport): Promise<Finisher[]> {
  if (session.mode !== "multi" || !report.players?.length) return [];
  const subjects = [...new Set(report.players.map((player) => player.id))];
  return db
    .select({ subject: playParticipants.subject, userId: playParticipants.userId })
    .from(playParticipants)
    .where(and(eq(playParticipants.sessionId, session.id), inArray(playParticipants.subject, subjects)));
}

// D1 binds at most 100 parameters per statement; an achievement row takes 5.
const ACHIEVEMENT_ROWS_PER_INSERT = 20;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Who keeps the achievements: a solo session's account, or every logged-in player who saw a multiplayer one through. */
function achievers(session: SessionRow, finishers: Finisher[]): string[] {
  if (session.mode !== "multi") return session.userId ? [session.userId] : [];
  return [...new Set(finishers.flatMap((finisher) => (finisher.userId ? [finisher.userId] : [])))];
}

function writes(db: Database, session: SessionRow, verified: Verified, finishers: Finisher[], now: Date) {
  const { result } = verified;
  // Spec section 6: visitors cannot keep achievements, so their results do not list any.
  const achievements = session.userId ? result.achievements : [];
  // A plain INSERT: a concurrent second report makes it fail, and the batch's transaction with it.
  const insertResult = db.insert(playResults).values({
    sessionId: session.id,
    gameId: session.gameId,
    userId: session.userId,
    visitorId: session.visitorId,
    mode: session.mode,
    outcome: result.outcome,
    timerSeconds: result.timerSeconds,
    playedSeconds: result.playedSeconds,
    hintsUsed: result.hintsUsed,
    wrongAnswers: result.wrongAnswers,
    roomsReached: verified.roomsReached,
    puzzlesSolved: verified.puzzlesSolved,
    continuedAfterTimeUp: result.continuedAfterTimeUp,
    achievements: JSON.stringify(achievements),
    createdAt: now,
  });
  const endSession = db.update(playSessions).set({ status: "ended", endedAt: now }).where(eq(playSessions.id, session.id));
  // An ended game is no longer one to resume from the account.
  const rest = [];
  rest.push(forgetSavedSession(db, session.id));
  // Demo links play normally but stay out of the game's stats.
  if (!session.demo && verified.started) {
    rest.push(
      db
        .update(games)
        .set({
          playedCount: sql`${games.playedCount} + 1`,
          wonCount: sql`${games.wonCount} + ${result.outcome === "won" ? 1 : 0}`,
          totalSeconds: sql`${games.totalSeconds} + ${result.timerSeconds}`,
          totalHints: sql`${games.totalHints} + ${result.hintsUsed}`,
        })
        .where(eq(games.id, session.gameId)),
    );
  }
  if (finishers.length > 0) {
    rest.push(
      db
        .update(playParticipants)
        .set({ finished: true })
        .where(and(eq(playParticipants.sessionId, session.id), inArray(playParticipants.subject, finishers.map((finisher) => finisher.subject)))),
    );
  }
  const unlocked = achievers(session, finishers).flatMap((userId) =>
    achievements.map((achievementId) => ({ userId, gameId: session.gameId, achievementId, sessionId: session.id, unlockedAt: now })),
  );
  for (const rows of chunks(unlocked, ACHIEVEMENT_ROWS_PER_INSERT)) {
    // Unlocked in an earlier session: the first unlock stays the one on record.
    rest.push(db.insert(userAchievements).values(rows).onConflictDoNothing());
  }
  return [insertResult, endSession, ...rest] as const;
}

/**
 * Writes the result, ends the session, bumps the game's counters and keeps the players' achievements
 * (a multiplayer session's reported participants are marked finished, and each logged-in one keeps
 * them; reported ids that are not participants are ignored), all in one D1 batch (one transaction). A session is recorded once: a repeated report answers
 * `duplicate` and changes nothing.
 */
export async function recordResult(db: Database, sessionId: string, report: ResultReport, now = new Date()): Promise<RecordOutcome> {
  const session = await sessionRow(db, sessionId);
  if (!session) return { ok: false, status: 404, error: "not_found" };
  // Checked before the replay, so a room retrying a report that did land costs one read.
  if (await hasResult(db, sessionId)) return { ok: true, duplicate: true };

  // Replayed against the version the session played, not the one published since (ADR 017).
  const authored = await loadDefinition(db, session.gameId, session.gameVersion);
  if (!authored) return { ok: false, status: 404, error: "no_definition" };
  // A team of a live event played under the event's rules: the replay must run under the same ones.
  const team = session.mode === "multi" ? await teamOfSession(db, session.id) : null;
  const definition = team ? withEventRules(authored, team.event) : authored;
  const verified = verify(definition, report);
  if (typeof verified === "string") return { ok: false, status: 400, error: verified };

  const finishers = await finishersOf(db, session, report);
  try {
    await db.batch(writes(db, session, verified, finishers, now));
  } catch (error) {
    // The insert is the guard: a report that raced this one and won leaves its row behind.
    if (await hasResult(db, sessionId)) return { ok: true, duplicate: true };
    throw error;
  }
  return { ok: true, duplicate: false };
}
