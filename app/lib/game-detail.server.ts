import { and, eq } from "drizzle-orm";
import { games, users } from "../../db/schema";
import { relatedQuery, toCards } from "./catalogue.server";
import type { Database } from "./db.server";
import { gameWithPage, ratingColumns, ratingOf } from "./ratings.server";
import { notHiddenWhiteLabel } from "./brand/catalogue-rule";

export type GameStats = { started: number; played: number; averageSeconds: number | null; successRate: number | null; averageHints: number | null };

/** Averages from the counters kept on the game row (spec section 3, Game stats). */
export function statsOf(row: { startedCount: number; playedCount: number; wonCount: number; totalSeconds: number; totalHints: number }): GameStats {
  const played = row.playedCount;
  return {
    started: row.startedCount,
    played,
    averageSeconds: played ? Math.round(row.totalSeconds / played) : null,
    successRate: played ? Math.round((row.wonCount / played) * 100) : null,
    averageHints: played ? Math.round((row.totalHints / played) * 10) / 10 : null,
  };
}

/**
 * A game's page: its rating and count are the counters the triggers keep from the approved reviews
 * (ADR 029); the reviews themselves are listed page by page by app/lib/community. A white-label game kept out
 * of the catalogue has no page of the platform's either (ADR 041).
 */
export async function gameDetail(db: Database, id: string) {
  // The related games are read beside the game itself, not after it: both reach D1 in the request's batch (ADR 033).
  const [[row], relatedRows] = await Promise.all([
    db
      .select({ game: games, creatorName: users.username, ...ratingColumns })
      .from(games)
      .innerJoin(users, eq(users.id, games.creatorId))
      .where(and(eq(games.id, id), gameWithPage, notHiddenWhiteLabel))
      .limit(1),
    relatedQuery(db, id, 4),
  ]);
  if (!row) return null;
  const { game } = row;
  const related = toCards(relatedRows);
  return {
    game: {
      id: game.id,
      title: game.title,
      summary: game.summary,
      type: game.type,
      theme: game.theme,
      difficulty: game.difficulty,
      language: game.language,
      coverPath: game.coverPath,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      recommendedAge: game.recommendedAge,
      playMinutes: game.playMinutes,
      hintRechargeSeconds: game.hintRechargeSeconds,
      skills: { search: game.skillSearch, manipulation: game.skillManipulation, reflection: game.skillReflection },
      solo: game.solo,
      multi: game.multi,
      visibility: game.visibility,
      online: game.status === "online",
      publishedAt: game.publishedAt.getTime(),
      updatedAt: game.updatedAt.getTime(),
      rating: ratingOf(row.ratingAverage, row.ratingCount),
      ratingCount: row.ratingCount,
      creatorName: row.creatorName,
    },
    stats: statsOf(game),
    related: related.filter((g) => g.id !== id).slice(0, 3),
  };
}

export type GameDetail = NonNullable<Awaited<ReturnType<typeof gameDetail>>>;
