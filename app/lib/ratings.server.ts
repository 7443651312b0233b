import { sql } from "drizzle-orm";
import { games, reviews } from "../../db/schema";

/**
 * One definition of a published review and of a game whose page exists, used by the rating, the
 * listed reviews and the home total alike. The rating's sum and count live on the game row and are
 * kept by triggers on `reviews` (migration 0010, ADR 029), so they agree with the approved reviews
 * whichever code path wrote them. Literals rather than bound values: drizzle's D1 batch cannot bind
 * parameters of a raw db.all().
 */
export const publishedReview = sql`${reviews.status} = 'approved'`;
/** A moderator's hiding takes the page away as removal does (ADR 028). */
export const gameWithPage = sql`${games.status} <> 'removed' AND ${games.hiddenAt} IS NULL`;

/** Columns for a select from `games`: the rating counters the triggers keep. */
export const ratingColumns = {
  ratingAverage: sql<number | null>`CASE WHEN ${games.ratingCount} > 0 THEN ${games.ratingSum} * 1.0 / ${games.ratingCount} END`,
  ratingCount: games.ratingCount,
};

/** The average to one decimal, as every page shows it; null when nobody has a published review. */
export function ratingOf(average: number | string | null, count: number): number | null {
  return count > 0 && average !== null ? Math.round(Number(average) * 10) / 10 : null;
}
