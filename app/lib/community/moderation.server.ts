import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { gameReports, games, reviews, users } from "../../../db/schema";
import type { LocaleCode } from "~/i18n/locales";
import { readPreferences } from "../account/preferences.server";
import type { Database } from "../db.server";
import { mailerFor } from "../mail/mailer.server";
import { gameHiddenMail, reviewRejectedMail } from "../mail/templates.server";
import { REVIEW_BONUS_BYTES } from "../plans";
import { recordActivity } from "../mailings/activity.server";
import { REJECTION_MAX } from "./types";
import { purgePages } from "../page-cache.server";

/**
 * The moderation queue (ADR 028): pending reviews oldest first, open reports grouped by game. Every
 * decision is written on the item itself, refused on one's own review or game, and told to the person
 * it concerns (a rejected review's author, a hidden game's creator) by mail if they accept game mails.
 */

export type Moderator = { id: string };
type Context = Pick<AppLoadContext, "db" | "env">;

const QUEUE_SIZE = 50;

export async function moderationQueue(db: Database, moderator: Moderator) {
  const reporter = alias(users, "reporter");
  const [pending, reports] = await Promise.all([
    db
      .select({
        id: reviews.id,
        gameId: reviews.gameId,
        gameTitle: games.title,
        author: users.username,
        userId: reviews.userId,
        rating: reviews.rating,
        comment: reviews.comment,
        edited: reviews.edited,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(games, eq(games.id, reviews.gameId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.status, "pending"))
      .orderBy(asc(reviews.createdAt))
      .limit(QUEUE_SIZE),
    db
      .select({
        id: gameReports.id,
        gameId: gameReports.gameId,
        gameTitle: games.title,
        creatorId: games.creatorId,
        reporter: reporter.username,
        reason: gameReports.reason,
        description: gameReports.description,
        createdAt: gameReports.createdAt,
      })
      .from(gameReports)
      .innerJoin(games, eq(games.id, gameReports.gameId))
      .innerJoin(reporter, eq(reporter.id, gameReports.reporterId))
      .where(eq(gameReports.status, "open"))
      .orderBy(asc(gameReports.createdAt))
      .limit(QUEUE_SIZE * 4),
  ]);
  const groups = new Map<string, { gameId: string; gameTitle: string; own: boolean; reports: { id: string; reporter: string; reason: string; description: string; createdAt: number }[] }>();
  for (const r of reports) {
    const group = groups.get(r.gameId) ?? { gameId: r.gameId, gameTitle: r.gameTitle, own: r.creatorId === moderator.id, reports: [] };
    group.reports.push({ id: r.id, reporter: r.reporter, reason: r.reason, description: r.description, createdAt: r.createdAt.getTime() });
    groups.set(r.gameId, group);
  }
  return {
    reviews: pending.map(({ userId, ...r }) => ({ ...r, own: userId === moderator.id, createdAt: r.createdAt.getTime() })),
    games: [...groups.values()],
  };
}

export type DecisionError = "own" | "gone" | "reason" | "note";
export type DecisionResult = { ok: true } | { ok: false; error: DecisionError };

const cleanText = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

async function pendingReview(db: Database, reviewId: string) {
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId, gameId: reviews.gameId, title: games.title, creatorId: games.creatorId })
    .from(reviews)
    .innerJoin(games, eq(games.id, reviews.gameId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
    .limit(1);
  return row ?? null;
}

/** Approves a pending review; an account's first approved review of a game earns the storage bonus, once (spec section 9). */
export async function approveReview(db: Database, moderator: Moderator, reviewId: string, now = new Date()): Promise<DecisionResult> {
  const review = await pendingReview(db, reviewId);
  if (!review) return { ok: false, error: "gone" };
  if (review.userId === moderator.id) return { ok: false, error: "own" };
  const done = await db
    .update(reviews)
    .set({ status: "approved", moderatedBy: moderator.id, moderatedAt: now, rejectionReason: null })
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")));
  // D1 counts the rows the triggers wrote too, so any count above zero means this row changed.
  if (done.meta.changes === 0) return { ok: false, error: "gone" };
  if (review.userId) await grantBonus(db, review.userId, review.gameId);
  await recordActivity(db, { userId: review.creatorId, kind: "review-approved", title: review.title }, now);
  await purgePages();
  return { ok: true };
}

/** The bonus row's primary key makes the grant happen once per person and game, whatever is deleted and rewritten. */
async function grantBonus(db: Database, userId: string, gameId: string) {
  const granted = await db.run(sql`INSERT INTO review_bonuses (user_id, game_id, bytes) VALUES (${userId}, ${gameId}, ${REVIEW_BONUS_BYTES}) ON CONFLICT DO NOTHING`);
  if (granted.meta.changes > 0) await db.run(sql`UPDATE users SET storage_bonus_bytes = storage_bonus_bytes + ${REVIEW_BONUS_BYTES} WHERE id = ${userId}`);
}

async function recipient(db: Database, userId: string): Promise<{ name: string; email: string; locale: LocaleCode } | null> {
  const [row] = await db.select({ name: users.username, email: users.email, locale: users.locale, grade: users.grade }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.grade < 0 || !(await readPreferences(db, userId)).gameActivity) return null;
  return { name: row.name, email: row.email, locale: row.locale as LocaleCode };
}

export async function rejectReview(context: Context, moderator: Moderator, reviewId: string, input: unknown, origin: string, now = new Date()): Promise<DecisionResult> {
  const reason = cleanText(input).slice(0, REJECTION_MAX);
  if (!reason) return { ok: false, error: "reason" };
  const review = await pendingReview(context.db, reviewId);
  if (!review) return { ok: false, error: "gone" };
  if (review.userId === moderator.id) return { ok: false, error: "own" };
  const done = await context.db
    .update(reviews)
    .set({ status: "rejected", moderatedBy: moderator.id, moderatedAt: now, rejectionReason: reason })
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")));
  // D1 counts the rows the triggers wrote too, so any count above zero means this row changed.
  if (done.meta.changes === 0) return { ok: false, error: "gone" };
  await recordActivity(context.db, { userId: review.creatorId, kind: "review-rejected", title: review.title }, now);
  const author = review.userId ? await recipient(context.db, review.userId) : null;
  if (author) {
    const link = `${context.env.PUBLIC_URL || origin}/escape/${encodeURIComponent(review.gameId)}#my-review-title`;
    await mailerFor(context).send(reviewRejectedMail(author.locale, { ...author, title: review.title, reason, link }));
  }
  return { ok: true };
}

async function reportedGame(db: Database, gameId: string) {
  const [row] = await db.select({ id: games.id, title: games.title, creatorId: games.creatorId }).from(games).where(eq(games.id, gameId)).limit(1);
  return row ?? null;
}

const openReportsOf = (gameId: string) => and(eq(gameReports.gameId, gameId), eq(gameReports.status, "open"));

/** Hides a reported game: out of the catalogue, its page gone, offline, republishing refused; its open reports closed as actioned. */
export async function hideGame(context: Context, moderator: Moderator, gameId: string, input: unknown, origin: string, now = new Date()): Promise<DecisionResult> {
  const note = cleanText(input).slice(0, REJECTION_MAX);
  if (!note) return { ok: false, error: "note" };
  const game = await reportedGame(context.db, gameId);
  if (!game) return { ok: false, error: "gone" };
  if (game.creatorId === moderator.id) return { ok: false, error: "own" };
  const [hidden] = await context.db.batch([
    context.db
      .update(games)
      .set({ hiddenAt: now, hiddenReason: note, status: sql`CASE WHEN ${games.status} = 'removed' THEN 'removed' ELSE 'offline' END`, updatedAt: now })
      .where(and(eq(games.id, gameId), sql`${games.hiddenAt} IS NULL`)),
    context.db.update(gameReports).set({ status: "actioned", decidedBy: moderator.id, decidedAt: now, decisionNote: note }).where(openReportsOf(gameId)),
  ]);
  if (hidden.meta.changes === 0) return { ok: false, error: "gone" };
  await purgePages();
  const creator = await recipient(context.db, game.creatorId);
  if (creator) {
    await mailerFor(context).send(gameHiddenMail(creator.locale, { ...creator, title: game.title, reason: note, link: `${context.env.PUBLIC_URL || origin}/project` }));
  }
  return { ok: true };
}

/** Closes a game's open reports without action; the creator, who read of them in the daily digest (ADR 049), is not told more. */
export async function dismissReports(db: Database, moderator: Moderator, gameId: string, now = new Date()): Promise<DecisionResult> {
  const game = await reportedGame(db, gameId);
  if (!game) return { ok: false, error: "gone" };
  if (game.creatorId === moderator.id) return { ok: false, error: "own" };
  const done = await db.update(gameReports).set({ status: "dismissed", decidedBy: moderator.id, decidedAt: now }).where(openReportsOf(gameId));
  return done.meta.changes > 0 ? { ok: true } : { ok: false, error: "gone" };
}
