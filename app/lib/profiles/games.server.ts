import { and, desc, eq, isNull } from "drizzle-orm";
import { games, users } from "../../../db/schema";
import type { GameCard } from "../catalogue.server";
import type { Database } from "../db.server";
import { ratingColumns, ratingOf } from "../ratings.server";
import { paged, PROFILE_PAGE_SIZE, type Paged } from "./paging";

/** Listed as the catalogue lists them: online, public, not hidden by moderation. */
export const listedGame = and(eq(games.status, "online"), eq(games.visibility, "public"), isNull(games.hiddenAt));

/** /c/{name}/games: the person's listed games, newest first, a page at a time (games_creator index). */
export async function creatorGames(db: Database, creatorId: string, page: number): Promise<Paged<GameCard>> {
  const rows = await db
    .select({
      id: games.id,
      title: games.title,
      summary: games.summary,
      type: games.type,
      theme: games.theme,
      difficulty: games.difficulty,
      language: games.language,
      coverPath: games.coverPath,
      playMinutes: games.playMinutes,
      minPlayers: games.minPlayers,
      maxPlayers: games.maxPlayers,
      creatorName: users.username,
      ...ratingColumns,
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(eq(games.creatorId, creatorId), listedGame))
    .orderBy(desc(games.publishedAt))
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
  const cards = rows.map(({ ratingAverage, ...row }) => ({ ...row, rating: ratingOf(ratingAverage, row.ratingCount) }));
  return paged(cards, page);
}
