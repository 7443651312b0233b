import { eq } from "drizzle-orm";
import { referralCodes } from "../../../db/schema";
import type { Database } from "../db.server";
import { isReferralCode } from "./rules";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Eight characters without the look-alikes (l, o, 0, 1): a code people may read out or type from a slide. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The account's code, made on first use; a clash with another account's code draws again. */
export async function referralCodeOf(db: Database, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (row) return row.code;
    await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error("referralCodeOf: no free code");
}

/** The account a code belongs to, if it is a code at all. */
export async function referrerOfCode(db: Database, code: unknown): Promise<string | null> {
  if (!isReferralCode(code)) return null;
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId ?? null;
}

export const referralPath = (code: string) => `/r/${code}`;
