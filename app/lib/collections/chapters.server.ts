import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { collectionGames, collections, games, playParticipants, playResults } from "../../../db/schema";
import { messagesFor } from "~/i18n/catalog.server";
import { playPath } from "../play-paths";
import { currentUser } from "../session.server";
import type { ChapterProgress } from "./types";

/**
 * A game's collection as a player sees it (the game page and the end screen): the chapters players can open,
 * in order, and which of them this viewer has won, a logged-in user by their results (theirs, or a remote
 * session they finished), a visitor by their `_pos` id. ADR 032.
 */
export async function chapterProgress(context: AppLoadContext, gameId: string): Promise<ChapterProgress | null> {
  const { db } = context;
  const [found] = await db
    .select({ id: collections.id, title: collections.title, summary: collections.summary, visibility: games.visibility })
    .from(collectionGames)
    .innerJoin(collections, eq(collections.id, collectionGames.collectionId))
    .innerJoin(games, eq(games.id, collectionGames.gameId))
    .where(eq(collectionGames.gameId, gameId))
    .limit(1);
  if (!found) return null;
  // Private and unlisted chapters are reached by their link only: a public chapter's page does not give them away.
  const listed = found.visibility === "public" ? sql`${games.visibility} = 'public'` : sql`1 = 1`;
  const rows = await db
    .select({ id: games.id, title: games.title, type: games.type, visibility: games.visibility, position: collectionGames.position })
    .from(collectionGames)
    .innerJoin(games, eq(games.id, collectionGames.gameId))
    .where(
      and(
        eq(collectionGames.collectionId, found.id),
        or(eq(games.id, gameId), and(eq(games.status, "online"), sql`${games.hiddenAt} IS NULL`, listed)),
      ),
    )
    .orderBy(asc(collectionGames.position));
  // A collection whose other chapters are all out of sight has nothing to show beside this game.
  if (rows.length < 2) return null;
  const won = await wonAmong(context, rows.map((row) => row.id));
  return {
    collection: { id: found.id, title: found.title, summary: found.summary },
    chapters: rows.map((row, index) => ({
      id: row.id,
      title: row.title,
      // Shown as 1..n whatever gaps the hidden chapters leave.
      position: index + 1,
      href: `/escape/${row.id}`,
      playHref: playPath(row.type, row.id, row.visibility),
      won: won.has(row.id),
    })),
    currentId: gameId,
  };
}

/** Which of these games the viewer has won at least once. */
async function wonAmong(context: AppLoadContext, gameIds: string[]): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const { db } = context;
  const user = await currentUser(context);
  // A visitor whose `_pos` id was made by this very request has played nothing yet.
  if (!user && context.newVisitor) return new Set();
  const wonHere = and(inArray(playResults.gameId, gameIds), eq(playResults.outcome, "won"));
  const queries = user
    ? [
        db.selectDistinct({ gameId: playResults.gameId }).from(playResults).where(and(wonHere, eq(playResults.userId, user.id))),
        // A remote session this user finished with the others: its one result is the creator's row.
        db
          .selectDistinct({ gameId: playResults.gameId })
          .from(playParticipants)
          .innerJoin(playResults, eq(playResults.sessionId, playParticipants.sessionId))
          .where(and(wonHere, eq(playParticipants.userId, user.id), eq(playParticipants.finished, true))),
      ]
    : [db.selectDistinct({ gameId: playResults.gameId }).from(playResults).where(and(wonHere, eq(playResults.visitorId, context.visitorId), sql`${playResults.userId} IS NULL`))];
  const found = await Promise.all(queries);
  return new Set(found.flat().map((row) => row.gameId));
}

/** The game page's part: the progress and the texts to word it (the page's own namespaces stay as they are). */
export async function gameChapters(context: AppLoadContext, gameId: string) {
  const progress = await chapterProgress(context, gameId);
  return progress ? { ...progress, messages: messagesFor(context.locale, ["collections"]) } : null;
}
