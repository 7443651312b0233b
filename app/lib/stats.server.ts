import { and, count, eq, sum } from "drizzle-orm";
import { games, projects, reviews } from "../../db/schema";
import type { Database } from "./db.server";

export type PlatformStats = { gamesPlayed: number; gamesOnline: number; projects: number; reviews: number };

/** The home page's four figures; games played is the sum of the per-game counters, not a scan of results. */
export async function platformStats(db: Database): Promise<PlatformStats> {
  const online = and(eq(games.status, "online"), eq(games.visibility, "public"));
  const [played, onlineCount, projectCount, reviewCount] = await db.batch([
    db.select({ n: sum(games.playedCount) }).from(games),
    db.select({ n: count() }).from(games).where(online),
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, "approved")),
  ]);
  return {
    gamesPlayed: Number(played[0]?.n ?? 0),
    gamesOnline: onlineCount[0]?.n ?? 0,
    projects: projectCount[0]?.n ?? 0,
    reviews: reviewCount[0]?.n ?? 0,
  };
}
