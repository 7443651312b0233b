import { and, desc, eq, ne, sql } from "drizzle-orm";
import { games, reviews, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { hitRateLimit, type RateRule } from "../accounts/rate-limit.server";
import { randomId } from "../accounts/random.server";
import { visitorSubject } from "../play/internal";
import { gameWithPage, publishedReview } from "../ratings.server";
import { recordActivity } from "../mailings/activity.server";
import { COMMENT_MAX, REVIEWS_PER_PAGE, type ReviewError, type ReviewStatus } from "./types";

/**
 * Reviews (spec section 4): written after a finished session of the game, sent to moderation
 * (`pending`), shown once approved; the author edits (back to pending, marked edited) or deletes
 * (`removed`). The game's rating and the home total follow the approved rows through triggers
 * (ADR 029), so nothing here touches a counter.
 */

/** Who writes: an account, or a visitor known by the `_pos` cookie (only where the game accepts guests). */
export type Reviewer = { userId: string; visitorId: null } | { userId: null; visitorId: string };

export const REVIEW_RATE: RateRule = { limit: 10, windowMs: 10 * 60_000 };

const subjectOf = (who: Reviewer) => (who.userId !== null ? who.userId : visitorSubject(who.visitorId));
const ownedBy = (who: Reviewer) => (who.userId !== null ? eq(reviews.userId, who.userId) : eq(reviews.visitorId, who.visitorId));
const live = ne(reviews.status, "removed");

export type FinishedSession = { sessionId: string; playedSeconds: number; hintsUsed: number };

/**
 * The latest session of this game the reviewer saw to its end (won, lost or out of time; a session left
 * midway does not count): their own solo or multiplayer result, or a multiplayer session they were in
 * until the end, each found through the person's own indexes (a visitor's by visitor id and subject).
 */
export async function finishedSession(db: Database, who: Reviewer, gameId: string): Promise<FinishedSession | null> {
  const ended = sql`r.outcome IN ('won', 'lost', 'timeUp')`;
  const query = who.userId !== null
    ? sql`SELECT session_id AS sessionId, played_seconds AS playedSeconds, hints_used AS hintsUsed, created_at AS at FROM (
        SELECT r.* FROM play_results r WHERE r.user_id = ${who.userId} AND r.game_id = ${gameId} AND ${ended}
        UNION ALL
        SELECT r.* FROM play_participants p JOIN play_results r ON r.session_id = p.session_id
          WHERE p.user_id = ${who.userId} AND p.finished = 1 AND r.game_id = ${gameId} AND ${ended}
      ) ORDER BY at DESC LIMIT 1`
    : sql`SELECT session_id AS sessionId, played_seconds AS playedSeconds, hints_used AS hintsUsed, created_at AS at FROM (
        SELECT r.* FROM play_results r WHERE r.visitor_id = ${who.visitorId} AND r.game_id = ${gameId} AND ${ended}
        UNION ALL
        SELECT r.* FROM play_participants p JOIN play_results r ON r.session_id = p.session_id
          WHERE p.subject = ${visitorSubject(who.visitorId)} AND p.finished = 1 AND r.game_id = ${gameId} AND ${ended}
      ) ORDER BY at DESC LIMIT 1`;
  const [row] = await db.all<FinishedSession>(query);
  return row ?? null;
}

export type ReviewGame = { id: string; title: string; creatorId: string; guestReviews: boolean };

/** The game as the review rules need it, if its page exists (not removed, not hidden). */
export async function reviewGame(db: Database, gameId: string): Promise<ReviewGame | null> {
  const [row] = await db
    .select({ id: games.id, title: games.title, creatorId: games.creatorId, guestReviews: games.guestReviews })
    .from(games)
    .where(and(eq(games.id, gameId), gameWithPage))
    .limit(1);
  return row ?? null;
}

export type OwnReview = { id: string; rating: number; comment: string; status: ReviewStatus; edited: boolean; rejectionReason: string | null };

export async function ownReview(db: Database, who: Reviewer, gameId: string): Promise<OwnReview | null> {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, status: reviews.status, edited: reviews.edited, rejectionReason: reviews.rejectionReason })
    .from(reviews)
    .where(and(eq(reviews.gameId, gameId), ownedBy(who), live))
    .limit(1);
  return row && row.status !== "removed" ? { ...row, status: row.status } : null;
}

/** Why this reviewer may not write about this game, or null when they may. */
export async function reviewRefusal(db: Database, who: Reviewer, game: ReviewGame): Promise<ReviewError | null> {
  if (who.userId === null && !game.guestReviews) return "guestsOff";
  if (who.userId === game.creatorId) return "own";
  return (await finishedSession(db, who, game.id)) ? null : "notPlayed";
}

type ReviewInput = { rating: unknown; comment: unknown };

function parse(input: ReviewInput): { rating: number; comment: string } | ReviewError {
  const rating = Number(input.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return "rating";
  const comment = typeof input.comment === "string" ? input.comment.replace(/\r\n/g, "\n").trim() : "";
  // The comment is optional: a rating alone says something, and nobody should invent words to give one.
  if (comment.length > COMMENT_MAX) return "comment";
  return { rating, comment };
}

export type ReviewResult = { ok: true; done: "sent" | "edited" } | { ok: false; error: ReviewError };

/** Writes the reviewer's review of the game, or edits their live one (which goes back to moderation). */
export async function saveReview(db: Database, who: Reviewer, gameId: string, input: ReviewInput, now = new Date()): Promise<ReviewResult> {
  const parsed = parse(input);
  if (typeof parsed === "string") return { ok: false, error: parsed };
  const game = await reviewGame(db, gameId);
  if (!game) return { ok: false, error: "notFound" };
  if (!(await hitRateLimit(db, `review:${subjectOf(who)}`, REVIEW_RATE, now.getTime())).allowed) return { ok: false, error: "rateLimited" };
  const existing = await ownReview(db, who, gameId);
  if (existing) {
    await db
      .update(reviews)
      .set({ ...parsed, status: "pending", edited: true, updatedAt: now, moderatedBy: null, moderatedAt: null, rejectionReason: null })
      .where(and(eq(reviews.id, existing.id), live));
    // An edited review waits for moderation again: the creator hears of it as of a new one.
    await recordActivity(db, { userId: game.creatorId, kind: "review-pending", title: game.title }, now);
    return { ok: true, done: "edited" };
  }
  if (who.userId === null && !game.guestReviews) return { ok: false, error: "guestsOff" };
  if (who.userId === game.creatorId) return { ok: false, error: "own" };
  const session = await finishedSession(db, who, gameId);
  if (!session) return { ok: false, error: "notPlayed" };
  try {
    await db.insert(reviews).values({
      id: randomId("r"),
      gameId,
      userId: who.userId,
      visitorId: who.visitorId,
      sessionId: session.sessionId,
      playSeconds: session.playedSeconds,
      hintsUsed: session.hintsUsed,
      ...parsed,
      status: "pending",
      createdAt: now,
    });
  } catch {
    // The partial unique index allows one live review per person and game: a double post lands here.
    return { ok: false, error: "exists" };
  }
  await recordActivity(db, { userId: game.creatorId, kind: "review-pending", title: game.title }, now);
  return { ok: true, done: "sent" };
}

/** The author deletes their review: it leaves the page (and the rating, through the triggers); a new one may follow. */
export async function deleteReview(db: Database, who: Reviewer, gameId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .update(reviews)
    .set({ status: "removed", updatedAt: now })
    .where(and(eq(reviews.gameId, gameId), ownedBy(who), live));
  return result.meta.changes > 0;
}

/** One page of a game's approved reviews, newest first; one more row is read to know whether a next page exists. */
export async function approvedReviews(db: Database, gameId: string, page: number) {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      edited: reviews.edited,
      playSeconds: reviews.playSeconds,
      hintsUsed: reviews.hintsUsed,
      author: users.username,
      guestLabel: reviews.guestLabel,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.gameId, gameId), publishedReview))
    .orderBy(desc(reviews.createdAt))
    .limit(REVIEWS_PER_PAGE + 1)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    reviews: rows.slice(0, REVIEWS_PER_PAGE).map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
    hasNext: rows.length > REVIEWS_PER_PAGE,
  };
}
