import { sql } from "drizzle-orm";
import type { Database } from "../db.server";
import { planForGrade } from "../plans";

/**
 * The plan's AI images per calendar month (UTC), counted in ai_image_months (ADR 045). The image is taken before
 * the model runs by one conditional upsert (D1 runs one statement at a time, so of two requests racing for the
 * last image only one changes a row), and given back to the same month if generation or saving fails.
 */

/** "2026-11": the UTC calendar month a generation counts in. */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function monthlyImages(grade: number): number {
  return planForGrade(grade).limits.aiImagesPerMonth;
}

export async function imagesUsed(db: Database, ownerId: string, month: string): Promise<number> {
  const row = await db.get<{ used: number } | undefined>(sql`SELECT used FROM ai_image_months WHERE owner_id = ${ownerId} AND month = ${month}`);
  return row?.used ?? 0;
}

/** True when one image of `limit` was still free this month and is now taken. */
export async function takeImage(db: Database, ownerId: string, month: string, limit: number): Promise<boolean> {
  const result = await db.run(sql`INSERT INTO ai_image_months (owner_id, month, used) SELECT ${ownerId}, ${month}, 1 WHERE ${limit} > 0
    ON CONFLICT (owner_id, month) DO UPDATE SET used = used + 1 WHERE used < ${limit}`);
  return result.meta.changes === 1;
}

export async function giveImageBack(db: Database, ownerId: string, month: string): Promise<void> {
  await db.run(sql`UPDATE ai_image_months SET used = max(0, used - 1) WHERE owner_id = ${ownerId} AND month = ${month}`);
}
