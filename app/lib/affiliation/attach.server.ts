import { eq } from "drizzle-orm";
import { referrals, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { referrerOfCode } from "./codes.server";
import { mailbox, readReferralCookie, REFERRAL_COOKIE } from "./rules";

export type Refusal = "none" | "self" | "unknown";

/**
 * A new account (e-mail or Google) made on a browser that followed a referral link within 30 days: its referrer is
 * written once. Self-referral is refused: the referrer's own account, or the referrer's own mailbox under
 * another spelling. Returns why nothing was written, for the tests and the log.
 */
export async function attachReferrer(db: Database, cookies: Record<string, string> | undefined, account: { id: string; email: string }, now = Date.now()): Promise<"attached" | Refusal> {
  const code = readReferralCookie(cookies?.[REFERRAL_COOKIE], now);
  if (!code) return "none";
  const referrerId = await referrerOfCode(db, code);
  if (!referrerId) return "unknown";
  const [referrer] = await db.select({ email: users.email, grade: users.grade }).from(users).where(eq(users.id, referrerId));
  if (!referrer || referrer.grade < 0) return "unknown";
  if (referrerId === account.id || mailbox(referrer.email) === mailbox(account.email)) return "self";
  await db.insert(referrals).values({ referredUserId: account.id, referrerId }).onConflictDoNothing();
  return "attached";
}
