import { and, eq, sql } from "drizzle-orm";
import { games, reviews } from "../../db/schema";

/**
 * One definition of a published review and of a game whose page exists, used by the rating, the
 * listed reviews and the home total alike: the three cannot disagree, whatever the data holds.
 * Literals rather than bound values: drizzle's D1 batch cannot bind parameters of a raw db.all()
 * (the home page batches its statistics that way).
 */
export const publishedReview = sql`${reviews.status} = 'approved'`;
export const gameWithPage = sql`${games.status} <> 'removed'`;

const ofThisGame = and(eq(reviews.gameId, games.id), publishedReview);

/** Columns for a select from `games`: the rating computed from its published reviews (indexed by reviews_game). */
export const ratingColumns = {
  ratingAverage: sql<number | null>`(SELECT avg(${reviews.rating}) FROM ${reviews} WHERE ${ofThisGame})`,
  ratingCount: sql<number>`(SELECT count(*) FROM ${reviews} WHERE ${ofThisGame})`.mapWith(Number),
};

/** The average to one decimal, as every page shows it; null when nobody has a published review. */
export function ratingOf(average: number | string | null, count: number): number | null {
  return count > 0 && average !== null ? Math.round(Number(average) * 10) / 10 : null;
}
