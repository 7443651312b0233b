import { env } from "cloudflare:test";
import { referralCodeOf } from "../../app/lib/affiliation/codes.server";
import { REFERRAL_COOKIE, referralCookieValue } from "../../app/lib/affiliation/rules";
import { createDb } from "../../app/lib/db.server";
import { signedIn } from "./account-area-fixtures";
import { newAccount, registrationForm, type NewAccount } from "./accounts-fixtures";
import { post } from "./http";

/** Shared by the affiliation tests (ADR 040): referrers with their code, and registrations from a browser holding `_ref`. */

export const db = createDb(env.DB);
export const DAY = 86_400_000;

export async function referrer() {
  const who = await signedIn(1);
  return { ...who, code: await referralCodeOf(db, who.id) };
}

/** The `_ref` cookie as a browser holds it, `daysAgo` days after following the link. */
export const refCookie = (code: string, daysAgo = 0) => `${REFERRAL_COOKIE}=${referralCookieValue(code, Date.now() - daysAgo * DAY)}`;

/** Registers through the real /join form, from a browser that sends `cookie`; returns the new account's id. */
export async function registerWith(cookie: string, account: NewAccount = newAccount("filleul")): Promise<string> {
  const res = await post("/join", await registrationForm(account), "escaplay.fr", { Cookie: cookie, Accept: "text/html" });
  if (res.status !== 302) throw new Error(`registration refused: ${res.status}`);
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ? COLLATE NOCASE").bind(account.email).first<{ id: string }>();
  return row!.id;
}

export async function referrerOf(userId: string): Promise<string | null> {
  const row = await env.DB.prepare("SELECT referrer_id AS id FROM referrals WHERE referred_user_id = ?").bind(userId).first<{ id: string }>();
  return row?.id ?? null;
}

type Commission = { referrer_id: string; referred_user_id: string; invoice_id: string; amount: number; currency: string; status: string; payable_at: number; invoice_paid_at: number; payout_ref: string | null };

export async function commissionsOf(referrerId: string): Promise<Commission[]> {
  const { results } = await env.DB.prepare("SELECT * FROM commissions WHERE referrer_id = ? ORDER BY invoice_paid_at").bind(referrerId).all<Commission>();
  return results;
}
