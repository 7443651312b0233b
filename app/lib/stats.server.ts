import { sql } from "drizzle-orm";
import { games, reviews } from "../../db/schema";
import type { Database } from "./db.server";
import { gameWithPage, publishedReview } from "./ratings.server";

export type PlatformStats = { gamesPlayed: number; gamesOnline: number; projects: number; reviews: number };

/**
 * The home page's four figures in one statement (one D1 round trip); games played is the sum of the
 * per-game counters, never a scan of play results. Reviews are the published reviews of the games that
 * have a page: the sum of the counts those pages show, by the same definitions.
 */
export function platformStatsQuery(db: Database) {
  return db.all<{ gamesPlayed: number | null; gamesOnline: number; projects: number; reviews: number }>(sql`
    SELECT
      (SELECT sum(played_count) FROM games) AS gamesPlayed,
      (SELECT count(*) FROM games WHERE status = 'online' AND visibility = 'public') AS gamesOnline,
      (SELECT count(*) FROM projects) AS projects,
      (SELECT count(*) FROM ${reviews} JOIN ${games} ON ${games.id} = ${reviews.gameId} WHERE ${publishedReview} AND ${gameWithPage}) AS reviews`);
}

export function toPlatformStats(rows: { gamesPlayed: number | null; gamesOnline: number; projects: number; reviews: number }[]): PlatformStats {
  const row = rows[0];
  return {
    gamesPlayed: Number(row?.gamesPlayed ?? 0),
    gamesOnline: Number(row?.gamesOnline ?? 0),
    projects: Number(row?.projects ?? 0),
    reviews: Number(row?.reviews ?? 0),
  };
}

export async function platformStats(db: Database): Promise<PlatformStats> {
  return toPlatformStats(await platformStatsQuery(db));
}
