import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { collectionGames, collections, games } from "../../../db/schema";
import type { Database } from "../db.server";
import { planForGrade } from "../plans";
import type { CurrentUser } from "../session.server";
import type { CollectionsSection, ManagedCollection } from "./types";

/** The creator's side of collections (beta): reading them for the workspace and the rules every write checks. */

export const canCollect = (user: Pick<CurrentUser, "grade">) => planForGrade(user.grade).features.includes("collections");

export const newCollectionId = () => `col_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;

/** A published game that can be a chapter: the creator's own, not taken down. */
const ownPublished = (userId: string) => and(eq(games.creatorId, userId), ne(games.status, "removed"));

export async function collectionsSection(db: Database, user: CurrentUser): Promise<CollectionsSection> {
  const owned = await db.select().from(collections).where(eq(collections.ownerId, user.id)).orderBy(asc(collections.createdAt), asc(collections.id));
  const ids = owned.map((row) => row.id);
  const chapterRows = ids.length
    ? await db
        .select({ collectionId: collectionGames.collectionId, gameId: games.id, title: games.title, position: collectionGames.position, status: games.status, hiddenAt: games.hiddenAt })
        .from(collectionGames)
        .innerJoin(games, eq(games.id, collectionGames.gameId))
        .where(inArray(collectionGames.collectionId, ids))
        .orderBy(asc(collectionGames.position))
    : [];
  const candidates = await db
    .select({ id: games.id, title: games.title })
    .from(games)
    .where(and(ownPublished(user.id), sql`NOT EXISTS (SELECT 1 FROM collection_games c WHERE c.game_id = ${games.id})`))
    .orderBy(asc(games.title));
  const list: ManagedCollection[] = owned.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    chapters: chapterRows
      .filter((chapter) => chapter.collectionId === row.id)
      .map((chapter) => ({ gameId: chapter.gameId, title: chapter.title, position: chapter.position, online: chapter.status === "online" && chapter.hiddenAt === null })),
  }));
  return { allowed: canCollect(user), collections: list, candidates };
}

/** The collection when `userId` owns it; anyone else's and none look the same. */
export async function ownCollection(db: Database, userId: string, id: string) {
  const [row] = await db.select().from(collections).where(and(eq(collections.id, id), eq(collections.ownerId, userId))).limit(1);
  return row ?? null;
}

export async function chaptersOf(db: Database, collectionId: string) {
  return db.select().from(collectionGames).where(eq(collectionGames.collectionId, collectionId)).orderBy(asc(collectionGames.position));
}

export async function ownPublishedGame(db: Database, userId: string, gameId: string) {
  const [row] = await db.select({ id: games.id, title: games.title }).from(games).where(and(eq(games.id, gameId), ownPublished(userId))).limit(1);
  return row ?? null;
}

/** The collection a game is already a chapter of, with its title (to say which). */
export async function collectionOfGame(db: Database, gameId: string) {
  const [row] = await db
    .select({ id: collections.id, title: collections.title })
    .from(collectionGames)
    .innerJoin(collections, eq(collections.id, collectionGames.collectionId))
    .where(eq(collectionGames.gameId, gameId))
    .limit(1);
  return row ?? null;
}
