import { and, desc, eq, ne } from "drizzle-orm";
import { games } from "../../../db/schema";
import type { Database } from "../db.server";
import { statsOf } from "../game-detail.server";

/**
 * A game's results are its creator's alone: a game that does not exist and another creator's game
 * both answer null, so the page cannot be used to learn which ids exist.
 */
export async function ownedGame(db: Database, userId: string, gameId: string) {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.creatorId, userId), ne(games.status, "removed")))
    .limit(1);
  if (!game) return null;
  return { id: game.id, title: game.title, type: game.type, status: game.status, visibility: game.visibility, stats: statsOf(game) };
}

export type OwnedGame = NonNullable<Awaited<ReturnType<typeof ownedGame>>>;

/** The creator's published games, for the links to their results on /account. */
export async function gamesOf(db: Database, userId: string) {
  return db
    .select({ id: games.id, title: games.title, playedCount: games.playedCount })
    .from(games)
    .where(and(eq(games.creatorId, userId), ne(games.status, "removed")))
    .orderBy(desc(games.publishedAt))
    .limit(50);
}
