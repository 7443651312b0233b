import { sql } from "drizzle-orm";
import { users } from "../../../../db/schema";
import type { Database } from "../../db.server";
import { planForGrade } from "../../plans";

/**
 * The storage quota as a condition of the write itself (ADR 016): an upload reserves its declared size
 * in users.storage_bytes before a byte goes to R2, in one statement, so two uploads at once cannot both
 * slip under the plan's limit. The reservation is released when the upload fails.
 */

/** The plan's storage plus what reviews earned (spec section 9: users.storage_bonus_bytes). */
export function storageLimit(grade: number, bonusBytes = 0): number {
  return planForGrade(grade).limits.storageBytes + bonusBytes;
}

export async function storageBonus(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ bonus: users.storageBonusBytes }).from(users).where(sql`${users.id} = ${userId}`).limit(1);
  return rows[0]?.bonus ?? 0;
}

/** True when `bytes` fit under the plan and are now counted. */
export async function reserveStorage(db: Database, user: { id: string; grade: number }, bytes: number): Promise<boolean> {
  const limit = storageLimit(user.grade);
  const result = await db.run(sql`UPDATE users SET storage_bytes = storage_bytes + ${bytes}
    WHERE id = ${user.id} AND storage_bytes + ${bytes} <= ${limit} + storage_bonus_bytes`);
  return result.meta.changes === 1;
}

export async function releaseStorage(db: Database, userId: string, bytes: number): Promise<void> {
  await db.run(sql`UPDATE users SET storage_bytes = max(0, storage_bytes - ${bytes}) WHERE id = ${userId}`);
}

export async function storageUsed(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ used: users.storageBytes }).from(users).where(sql`${users.id} = ${userId}`).limit(1);
  return rows[0]?.used ?? 0;
}
