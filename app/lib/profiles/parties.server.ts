import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db.server";
import { notHiddenWhiteLabelAs } from "../brand/catalogue-rule";
import { paged, PROFILE_PAGE_SIZE, type Paged } from "./paging";

export type PartyOutcome = "won" | "lost" | "timeUp" | "left" | "open" | "none";

export type Party = {
  id: string;
  gameId: string;
  /** Null when the game is not listed and the viewer is not the person: a private game's title stays private. */
  gameTitle: string | null;
  listed: boolean;
  mode: "solo" | "multi";
  startedAt: number;
  outcome: PartyOutcome;
  playedSeconds: number | null;
  played: boolean;
  created: boolean;
};

type Row = {
  id: string;
  gameId: string;
  title: string;
  listed: number;
  mode: "solo" | "multi";
  startedAt: number;
  status: "open" | "ended";
  outcome: Exclude<PartyOutcome, "open" | "none"> | null;
  playedSeconds: number | null;
  played: number;
  created: number;
};

/*
 * Played: a solo result of theirs, or a multiplayer session the room reported them in at the end (a
 * multiplayer result row names the session's creator, who may not have played). Created: the
 * multiplayer sessions they opened. Demo sessions are the creator's rehearsals, not parties.
 */
const playedBy = (userId: string | SQL) => sql`
  SELECT session_id FROM play_results WHERE user_id = ${userId} AND mode = 'solo'
  UNION SELECT session_id FROM play_participants WHERE user_id = ${userId} AND finished = 1`;

/** /c/{name}/parties: newest first, a page at a time. */
export async function partiesOf(db: Database, userId: string, page: number, owner: boolean): Promise<Paged<Party>> {
  const rows = await db.all<Row>(sql`
    SELECT s.id AS id, s.game_id AS gameId, g.title AS title,
      (g.status = 'online' AND g.visibility = 'public' AND g.hidden_at IS NULL AND ${notHiddenWhiteLabelAs("g")}) AS listed,
      s.mode AS mode, s.created_at AS startedAt, s.status AS status,
      r.outcome AS outcome, r.played_seconds AS playedSeconds,
      (s.id IN (${playedBy(userId)})) AS played,
      (s.mode = 'multi' AND s.user_id = ${userId}) AS created
    FROM play_sessions s
    JOIN games g ON g.id = s.game_id
    LEFT JOIN play_results r ON r.session_id = s.id
    WHERE s.demo = 0 AND s.id IN (${playedBy(userId)} UNION SELECT id FROM play_sessions WHERE user_id = ${userId} AND mode = 'multi')
    ORDER BY s.created_at DESC, s.id
    LIMIT ${PROFILE_PAGE_SIZE + 1} OFFSET ${(page - 1) * PROFILE_PAGE_SIZE}`);
  const parties = rows.map((row): Party => ({
    id: row.id,
    gameId: row.gameId,
    gameTitle: row.listed || owner ? row.title : null,
    listed: Boolean(row.listed),
    mode: row.mode,
    startedAt: Number(row.startedAt),
    outcome: row.outcome ?? (row.status === "open" ? "open" : "none"),
    playedSeconds: row.playedSeconds,
    played: Boolean(row.played),
    created: Boolean(row.created),
  }));
  return paged(parties, page);
}

/** The "sessions played" figure of the profile. */
export async function partiesPlayedCount(db: Database, userId: string | SQL): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM play_sessions WHERE demo = 0 AND id IN (${playedBy(userId)})`);
  return Number(row?.n ?? 0);
}
