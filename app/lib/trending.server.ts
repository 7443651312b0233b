import { eq, sql } from "drizzle-orm";
import { gameDailyPlays, games, platformCounters } from "../../db/schema";
import type { Database } from "./db.server";

/** Days since 1970-01-01 (UTC), the unit of `game_daily_plays.day`. */
export function dayOf(now: number): number {
  return Math.floor(now / 86_400_000);
}

/** The last day the 7-day window was rolled to, read with the page's other queries. */
export function trendingDayQuery(db: Database) {
  return db.select({ value: platformCounters.value }).from(platformCounters).where(eq(platformCounters.name, "trending_day"));
}

/**
 * Moves the trending window (`games.plays_7d`, ADR 029) to today: only games that had plays on the days
 * that just left the window are recomputed from their daily rows, so the work follows recent activity,
 * not the size of the catalogue. Idempotent: two rolls at once write the same values.
 */
export async function rollTrending(db: Database, now = Date.now()): Promise<void> {
  const today = dayOf(now);
  const [row] = await trendingDayQuery(db);
  const last = row?.value ?? today - 7;
  if (last >= today) return;
  const recent = sql`(SELECT coalesce(sum(${gameDailyPlays.plays}), 0) FROM ${gameDailyPlays} WHERE ${gameDailyPlays.gameId} = ${games.id} AND ${gameDailyPlays.day} > ${today - 7})`;
  const leaving = db
    .selectDistinct({ id: gameDailyPlays.gameId })
    .from(gameDailyPlays)
    .where(sql`${gameDailyPlays.day} > ${last - 7} AND ${gameDailyPlays.day} <= ${today - 7}`);
  await db.batch([
    db.update(games).set({ plays7d: recent }).where(sql`${games.id} IN ${leaving}`),
    db.update(platformCounters).set({ value: today }).where(eq(platformCounters.name, "trending_day")),
  ]);
}

/** A page that finds the window a day late rolls it after answering (the hourly cron normally has). */
export function rollIfLate(db: Database, trendingDay: number | undefined, waitUntil: (promise: Promise<unknown>) => void, now = Date.now()) {
  if (trendingDay !== undefined && trendingDay < dayOf(now)) waitUntil(rollTrending(db, now).catch(() => undefined));
}
