import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { collectionGames, collections, games } from "../../../db/schema";
import type { CurrentUser } from "../session.server";
import { canCollect, chaptersOf, collectionOfGame, newCollectionId, ownCollection, ownPublishedGame } from "./manage.server";
import { SUMMARY_MAX, TITLE_MAX, type CollectionDone, type CollectionError, type CollectionIntent, type CollectionOutcome } from "./types";

/**
 * The workspace's collection forms (`intent` = one of COLLECTION_INTENTS). Each write is the owner's only and
 * checked here; making or growing a collection needs a plan with collections, while taking one apart (removing a
 * chapter, deleting it) stays open to an owner whose plan has lapsed, so nothing of theirs is stuck online.
 */

// A field left out reads as empty, so it gets the same clear message as an empty one.
const Id = v.pipe(v.optional(v.string(), ""), v.trim(), v.minLength(1, "invalid"), v.maxLength(64, "invalid"));
const Title = v.pipe(v.optional(v.string(), ""), v.trim(), v.minLength(1, "titleEmpty"), v.maxLength(TITLE_MAX, "titleTooLong"));
const Summary = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SUMMARY_MAX, "summaryTooLong")), "");

const Schemas = {
  createCollection: v.object({ title: Title, summary: Summary }),
  renameCollection: v.object({ collectionId: Id, title: Title, summary: Summary }),
  deleteCollection: v.object({ collectionId: Id }),
  addChapter: v.object({ collectionId: Id, gameId: Id }),
  removeChapter: v.object({ collectionId: Id, gameId: Id }),
  moveChapterUp: v.object({ collectionId: Id, gameId: Id }),
  moveChapterDown: v.object({ collectionId: Id, gameId: Id }),
} as const;

const OPEN_WITHOUT_PLAN: readonly CollectionIntent[] = ["deleteCollection", "removeChapter"];

const STATUS: Record<CollectionError, number> = {
  plan: 403,
  titleEmpty: 400,
  titleTooLong: 400,
  summaryTooLong: 400,
  invalid: 400,
  notFound: 404,
  gameNotYours: 404,
  gameTaken: 409,
  alreadyFirst: 400,
  alreadyLast: 400,
};

type Done = { done: CollectionDone; title: string; collectionId: string | null; gameId?: string; position?: number; total?: number };
type Refusal = { error: CollectionError; other?: string };

export async function collectionAction(context: AppLoadContext, user: CurrentUser, intent: CollectionIntent, form: Record<string, string>) {
  const result = await run(context, user, intent, form);
  const collectionId = form.collectionId ?? null;
  if ("error" in result) {
    const failed: CollectionOutcome = { scope: "collections", ok: false, error: result.error, intent, collectionId, values: form, other: result.other ?? null };
    return data(failed, { status: STATUS[result.error] });
  }
  const outcome: CollectionOutcome = {
    scope: "collections",
    ok: true,
    intent,
    done: result.done,
    title: result.title,
    collectionId: result.collectionId,
    gameId: result.gameId ?? null,
    position: result.position ?? null,
    total: result.total ?? null,
  };
  return data(outcome);
}

async function run(context: AppLoadContext, user: CurrentUser, intent: CollectionIntent, form: Record<string, string>): Promise<Done | Refusal> {
  if (!canCollect(user) && !OPEN_WITHOUT_PLAN.includes(intent)) return { error: "plan" };
  const parsed = v.safeParse(Schemas[intent], form);
  if (!parsed.success) {
    const message = parsed.issues[0]?.message ?? "";
    return { error: message in STATUS ? (message as CollectionError) : "invalid" };
  }
  // Each intent's schema has checked the fields it reads; the others are absent and read as empty.
  const output: Partial<Record<"title" | "summary" | "collectionId" | "gameId", string>> = parsed.output;
  const input = { title: output.title ?? "", summary: output.summary ?? "", collectionId: output.collectionId ?? "", gameId: output.gameId ?? "" };
  const { db } = context;
  if (intent === "createCollection") {
    const id = newCollectionId();
    await db.insert(collections).values({ id, ownerId: user.id, title: input.title, summary: input.summary });
    return { done: "created", title: input.title, collectionId: id };
  }
  const collection = await ownCollection(db, user.id, input.collectionId);
  if (!collection) return { error: "notFound" };
  const where = eq(collections.id, collection.id);
  if (intent === "renameCollection") {
    await db.update(collections).set({ title: input.title, summary: input.summary, updatedAt: new Date() }).where(where);
    return { done: "renamed", title: input.title, collectionId: collection.id };
  }
  if (intent === "deleteCollection") {
    // Chapters go with it (ON DELETE CASCADE needs the pragma; an explicit batch does not).
    await db.batch([db.delete(collectionGames).where(eq(collectionGames.collectionId, collection.id)), db.delete(collections).where(where)]);
    return { done: "deleted", title: collection.title, collectionId: null };
  }
  if (intent === "addChapter") return addChapter(context, user, collection, input.gameId);
  return changeChapters(context, collection, intent, input.gameId);
}

async function addChapter(context: AppLoadContext, user: CurrentUser, collection: { id: string; title: string }, gameId: string): Promise<Done | Refusal> {
  const { db } = context;
  const game = await ownPublishedGame(db, user.id, gameId);
  if (!game) return { error: "gameNotYours" };
  const taken = await collectionOfGame(db, game.id);
  if (taken) return { error: "gameTaken", other: taken.title };
  try {
    // The position is computed in the insert itself: two adds at once still get distinct places.
    await db.run(
      sql`INSERT INTO collection_games (collection_id, game_id, position) SELECT ${collection.id}, ${game.id}, coalesce(max(position), 0) + 1 FROM collection_games WHERE collection_id = ${collection.id}`,
    );
  } catch {
    // The unique index on game_id: another collection took it in between.
    const other = await collectionOfGame(db, game.id);
    return { error: "gameTaken", other: other?.title ?? "" };
  }
  await touch(context, collection.id);
  return { done: "added", title: game.title, collectionId: collection.id, gameId: game.id };
}

async function changeChapters(context: AppLoadContext, collection: { id: string }, intent: CollectionIntent, gameId: string): Promise<Done | Refusal> {
  const { db } = context;
  const chapters = await chaptersOf(db, collection.id);
  const at = chapters.findIndex((chapter) => chapter.gameId === gameId);
  if (at < 0) return { error: "notFound" };
  const order = chapters.map((chapter) => chapter.gameId);
  if (intent === "removeChapter") order.splice(at, 1);
  else {
    const to = intent === "moveChapterUp" ? at - 1 : at + 1;
    if (to < 0) return { error: "alreadyFirst" };
    if (to >= order.length) return { error: "alreadyLast" };
    [order[at], order[to]] = [order[to]!, order[at]!];
  }
  const inCollection = (id: string) => and(eq(collectionGames.collectionId, collection.id), eq(collectionGames.gameId, id));
  // Positions are rewritten 1..n, so they stay a plain order whatever happened before.
  const writes = order.map((id, index) => db.update(collectionGames).set({ position: index + 1 }).where(inCollection(id)));
  const removal = intent === "removeChapter" ? [db.delete(collectionGames).where(inCollection(gameId))] : [];
  const touched = db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collection.id));
  await db.batch([touched, ...removal, ...writes]);
  const [game] = await db.select({ title: games.title }).from(games).where(eq(games.id, gameId)).limit(1);
  const moved = intent === "removeChapter" ? {} : { position: order.indexOf(gameId) + 1, total: order.length };
  return { done: intent === "removeChapter" ? "removed" : "moved", title: game?.title ?? "", collectionId: collection.id, gameId, ...moved };
}

async function touch(context: AppLoadContext, id: string) {
  await context.db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));
}

