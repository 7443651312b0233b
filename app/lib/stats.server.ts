import { inArray } from "drizzle-orm";
import { platformCounters } from "../../db/schema";
import type { Database } from "./db.server";

export type PlatformStats = { gamesPlayed: number; gamesOnline: number; projects: number; reviews: number };

const NAMES = { gamesPlayed: "games_played", gamesOnline: "games_online", projects: "projects", reviews: "reviews" } as const;

/**
 * The home page's four figures: counters the triggers of migration 0010 keep as games, projects and
 * reviews change (ADR 029), read in one indexed statement, never a scan. Reviews are the published
 * reviews of the games that have a page, by the same definitions the game pages use.
 */
export function platformStatsQuery(db: Database) {
  return db.select().from(platformCounters).where(inArray(platformCounters.name, Object.values(NAMES)));
}

export function toPlatformStats(rows: { name: string; value: number }[]): PlatformStats {
  const value = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0);
  return {
    gamesPlayed: value(NAMES.gamesPlayed),
    gamesOnline: value(NAMES.gamesOnline),
    projects: value(NAMES.projects),
    reviews: value(NAMES.reviews),
  };
}

export async function platformStats(db: Database): Promise<PlatformStats> {
  return toPlatformStats(await platformStatsQuery(db));
}
