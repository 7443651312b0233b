import { and, eq } from "drizzle-orm";
import { playSessions, savedGames } from "../../../db/schema";
import type { Database } from "../db.server";
import { loadDefinition } from "./definitions.server";
import type { ProgressReport } from "./internal";
import { SAVED_PROGRESS_DAYS, type SavedGameView } from "./types";

/**
 * Solo games saved to a logged-in player's account (table saved_games): the session reference the
 * account keeps so the game resumes on any device, and what the player may read about it. Visitors
 * have none: their resume stays in their browser for PROGRESS_KEPT_HOURS.
 */

export const savedKeptMs = SAVED_PROGRESS_DAYS * 24 * 60 * 60 * 1000;

const fresh = (row: { updatedAt: Date }, now: number) => now - row.updatedAt.getTime() < savedKeptMs;

/** The insert that saves a newly opened solo session, replacing any earlier saved game of that game. */
export function saveNewSession(db: Database, userId: string, gameId: string, sessionId: string, now = new Date()) {
  const values = { userId, gameId, sessionId, place: "", solvedCount: 0, timerSeconds: 0, startedAt: now, updatedAt: now };
  return db
    .insert(savedGames)
    .values(values)
    .onConflictDoUpdate({ target: [savedGames.userId, savedGames.gameId], set: { sessionId, place: "", solvedCount: 0, timerSeconds: 0, startedAt: now, updatedAt: now } });
}

/** The player's saved game of this game, or null (none, or kept past SAVED_PROGRESS_DAYS). */
export async function savedGameOf(db: Database, userId: string, gameId: string, now = Date.now()): Promise<SavedGameView | null> {
  const [row] = await db
    .select({
      sessionId: savedGames.sessionId,
      place: savedGames.place,
      solvedCount: savedGames.solvedCount,
      timerSeconds: savedGames.timerSeconds,
      startedAt: savedGames.startedAt,
      updatedAt: savedGames.updatedAt,
      status: playSessions.status,
    })
    .from(savedGames)
    .innerJoin(playSessions, eq(playSessions.id, savedGames.sessionId))
    .where(and(eq(savedGames.userId, userId), eq(savedGames.gameId, gameId)))
    .limit(1);
  if (!row || row.status !== "open" || !fresh(row, now)) return null;
  return {
    sessionId: row.sessionId,
    place: row.place,
    solvedCount: row.solvedCount,
    timerSeconds: row.timerSeconds,
    startedAt: row.startedAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** Whether the account still keeps this session for its owner (so it resumes past the browser's 24 hours). */
export async function keptByAccount(db: Database, userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ updatedAt: savedGames.updatedAt })
    .from(savedGames)
    .where(and(eq(savedGames.userId, userId), eq(savedGames.sessionId, sessionId)))
    .limit(1);
  return row !== undefined && fresh(row, now);
}

/**
 * A room's progress report. The room sends ids and counts; the place is named here from the version
 * the session plays, so the room never needs to know what a player may read. False when the account
 * keeps nothing for this session.
 */
export async function recordProgress(db: Database, sessionId: string, report: ProgressReport, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: savedGames.userId, gameId: savedGames.gameId, version: playSessions.gameVersion, status: playSessions.status })
    .from(savedGames)
    .innerJoin(playSessions, eq(playSessions.id, savedGames.sessionId))
    .where(eq(savedGames.sessionId, sessionId))
    .limit(1);
  if (!row || row.status !== "open") return false;
  const definition = await loadDefinition(db, row.gameId, row.version);
  const room = definition?.rooms.find((candidate) => candidate.id === report.roomId);
  // An id the game does not have is not a place to show; the counts are still the player's.
  const place = room ? { place: room.name } : {};
  await db
    .update(savedGames)
    .set({ ...place, solvedCount: report.solvedCount, timerSeconds: report.timerSeconds, updatedAt: now })
    .where(and(eq(savedGames.userId, row.userId), eq(savedGames.gameId, row.gameId), eq(savedGames.sessionId, sessionId)));
  return true;
}

/** The statement that forgets a session's saved game once the session has ended. */
export function forgetSavedSession(db: Database, sessionId: string) {
  return db.delete(savedGames).where(eq(savedGames.sessionId, sessionId));
}

/**
 * Abandons the player's saved game of this game: the saved game goes and its session is ended, so no
 * ticket to its room is signed again and the next Start opens a new game. False when they have none.
 */
export async function abandonSavedGame(db: Database, userId: string, gameId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: savedGames.sessionId })
    .from(savedGames)
    .where(and(eq(savedGames.userId, userId), eq(savedGames.gameId, gameId)))
    .limit(1);
  if (!row) return false;
  await db.batch([
    db.delete(savedGames).where(and(eq(savedGames.userId, userId), eq(savedGames.gameId, gameId))),
    db
      .update(playSessions)
      .set({ status: "ended", endedAt: now })
      .where(and(eq(playSessions.id, row.sessionId), eq(playSessions.userId, userId), eq(playSessions.status, "open"))),
  ]);
  return true;
}
