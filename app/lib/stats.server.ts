import { sql } from "drizzle-orm";
import type { Database } from "./db.server";

export type PlatformStats = { gamesPlayed: number; gamesOnline: number; projects: number; reviews: number };

/**
 * The home page's four figures in one statement (one D1 round trip); games played is the sum of the
 * per-game counters, never a scan of play results.
 */
export function platformStatsQuery(db: Database) {
  return db.all<{ gamesPlayed: number | null; gamesOnline: number; projects: number; reviews: number }>(sql`
    SELECT
      (SELECT sum(played_count) FROM games) AS gamesPlayed,
      (SELECT count(*) FROM games WHERE status = 'online' AND visibility = 'public') AS gamesOnline,
      (SELECT count(*) FROM projects) AS projects,
      (SELECT count(*) FROM reviews WHERE status = 'approved') AS reviews`);
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
