import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { playParticipants, playResults, playSessions, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { loadDefinition } from "../play/definitions.server";

/**
 * The play sessions of one game as its creator's results list them: what the backend opened
 * (play_sessions), what the room reported at the end (play_results) and who joined (play_participants).
 */

export const SESSIONS_PER_PAGE = 20;
export const RECENT_SESSIONS = 5;

/** A session without a report is still running ("inProgress") or was closed without one ("unrecorded"). */
export type SessionOutcome = "won" | "lost" | "timeUp" | "left" | "inProgress" | "unrecorded";

/** `name` null: a visitor without an account, whom nothing names. */
export type SessionPlayer = { name: string | null; kind: "creator" | "user" | "guest" | "visitor"; finished: boolean | null };

export type SessionLine = {
  id: string;
  createdAt: number;
  mode: "solo" | "multi";
  outcome: SessionOutcome;
  seconds: number | null;
  hints: number | null;
  wrongAnswers: number | null;
  roomsReached: number | null;
  players: SessionPlayer[];
};

const sessionColumns = {
  id: playSessions.id,
  createdAt: playSessions.createdAt,
  mode: playSessions.mode,
  status: playSessions.status,
  userId: playSessions.userId,
  username: users.username,
  outcome: playResults.outcome,
  timerSeconds: playResults.timerSeconds,
  hintsUsed: playResults.hintsUsed,
  wrongAnswers: playResults.wrongAnswers,
  roomsReached: playResults.roomsReached,
  achievements: playResults.achievements,
};

function baseQuery(db: Database) {
  return db
    .select(sessionColumns)
    .from(playSessions)
    .leftJoin(playResults, eq(playResults.sessionId, playSessions.id))
    .leftJoin(users, eq(users.id, playSessions.userId));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

/** Multiplayer sessions name their players from who joined; a solo one from its account, or none for a visitor. */
async function playersOf(db: Database, rows: Row[]): Promise<Map<string, SessionPlayer[]>> {
  const players = new Map<string, SessionPlayer[]>();
  const multi = rows.filter((row) => row.mode === "multi").map((row) => row.id);
  if (multi.length > 0) {
    const joined = await db
      .select({ sessionId: playParticipants.sessionId, name: playParticipants.name, kind: playParticipants.kind, finished: playParticipants.finished })
      .from(playParticipants)
      .where(inArray(playParticipants.sessionId, multi))
      // Joined in the same millisecond: the order they were written in.
      .orderBy(playParticipants.joinedAt, sql`rowid`);
    for (const player of joined) {
      const list = players.get(player.sessionId) ?? [];
      list.push({ name: player.name, kind: player.kind, finished: player.finished });
      players.set(player.sessionId, list);
    }
  }
  for (const row of rows) {
    if (row.mode === "multi") continue;
    const finished = row.outcome === null ? null : row.outcome !== "left";
    players.set(row.id, [row.username ? { name: row.username, kind: "user", finished } : { name: null, kind: "visitor", finished }]);
  }
  return players;
}

function lineOf(row: Row, players: SessionPlayer[]): SessionLine {
  const outcome: SessionOutcome = row.outcome ?? (row.status === "open" ? "inProgress" : "unrecorded");
  return {
    id: row.id,
    createdAt: row.createdAt.getTime(),
    mode: row.mode,
    outcome,
    seconds: row.timerSeconds,
    hints: row.hintsUsed,
    wrongAnswers: row.wrongAnswers,
    roomsReached: row.roomsReached,
    players,
  };
}

async function linesOf(db: Database, rows: Row[]): Promise<SessionLine[]> {
  const players = await playersOf(db, rows);
  return rows.map((row) => lineOf(row, players.get(row.id) ?? []));
}

/** How many rooms the game has, from its published definition: what "how far" is measured against. */
export async function roomCount(db: Database, gameId: string): Promise<number | null> {
  const definition = await loadDefinition(db, gameId);
  return definition ? definition.rooms.length : null;
}

/** One page of a game's sessions, newest first; a page past the last shows the last. */
export async function sessionPage(db: Database, gameId: string, requested: number, size = SESSIONS_PER_PAGE) {
  const [{ total }] = await db.select({ total: count() }).from(playSessions).where(eq(playSessions.gameId, gameId));
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pages);
  const rows = await baseQuery(db)
    .where(eq(playSessions.gameId, gameId))
    .orderBy(desc(playSessions.createdAt), desc(playSessions.id))
    .limit(size)
    .offset((page - 1) * size);
  return { sessions: await linesOf(db, rows), page, pages, total };
}

/** One session of this game with the achievements its report lists, named; another game's session is null. */
export async function sessionOf(db: Database, gameId: string, sessionId: string) {
  const [row] = await baseQuery(db)
    .where(and(eq(playSessions.id, sessionId), eq(playSessions.gameId, gameId)))
    .limit(1);
  if (!row) return null;
  const [line] = await linesOf(db, [row]);
  const definition = await loadDefinition(db, gameId);
  const ids = parseIds(row.achievements);
  const names = new Map(definition?.achievements.map((achievement) => [achievement.id, achievement.name]) ?? []);
  return { ...line, achievements: ids.map((id) => names.get(id) ?? id) };
}

function parseIds(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
