import { and, desc, eq, type SQL } from "drizzle-orm";
import { games, users } from "../../../db/schema";
import { cardColumns, listed, toCards, type GameCard } from "../catalogue.server";
import type { Database } from "../db.server";
import { paged, PROFILE_PAGE_SIZE, type Paged } from "./paging";

/** /c/{name}/games: the person's listed games, newest first, a page at a time (games_creator index). */
export async function creatorGames(db: Database, creatorId: string | SQL, page: number): Promise<Paged<GameCard>> {
  const rows = await db
    .select(cardColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(eq(games.creatorId, creatorId), listed))
    .orderBy(desc(games.publishedAt))
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
  return paged(toCards(rows), page);
}
