import { REFERRAL_MAX_AGE } from "../cookies";

/**
 * Affiliation's rules (ADR 040), pure and shared by the server, the account tab and /affiliation: what a
 * commission is worth, how long a referral link is remembered, and when a commission may be paid.
 */

/** The referrer's share of each paid invoice. */
export const COMMISSION_RATE = 0.2;
/** Invoices paid within this long of the referred customer's first paid invoice earn a commission. */
export const COMMISSION_YEAR_MS = 365 * 86_400_000;
/** The consumer's withdrawal period: a commission becomes payable when it has passed. */
export const WITHDRAWAL_MS = 14 * 86_400_000;

export { REFERRAL_COOKIE, REFERRAL_MAX_AGE } from "../cookies";

const CODE = /^[a-z0-9]{8}$/;
export const isReferralCode = (value: unknown): value is string => typeof value === "string" && CODE.test(value);

export const commissionCents = (amountPaid: number) => Math.round(amountPaid * COMMISSION_RATE);

/**
 * The cookie's value: the code and when the link was followed (seconds), so the server refuses a copy kept past
 * 30 days even if a browser kept the cookie longer.
 */
export const referralCookieValue = (code: string, now: number) => `${code}.${Math.floor(now / 1000)}`;

export function readReferralCookie(value: string | undefined, now: number): string | null {
  const match = /^([a-z0-9]{8})\.(\d{1,12})$/.exec(value ?? "");
  if (!match) return null;
  const at = Number(match[2]) * 1000;
  return at <= now + 60_000 && now - at <= REFERRAL_MAX_AGE * 1000 ? match[1] : null;
}

/**
 * One mailbox behind two spellings: case, a "+tag" in the local part, and Gmail's ignored dots. Referring
 * oneself through a second address of one's own mailbox is self-referral.
 */
export function mailbox(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  const base = local.split("+")[0];
  return `${gmail ? base.replaceAll(".", "") : base}@${gmail ? "gmail.com" : domain}`;
}

export type CommissionStatus = "pending" | "payable" | "paid" | "cancelled";

/** A stored pending commission is payable once the withdrawal period is over. */
export function commissionStatus(row: { status: "pending" | "paid" | "cancelled"; payableAt: Date | number }, now: number): CommissionStatus {
  if (row.status !== "pending") return row.status;
  return new Date(row.payableAt).getTime() <= now ? "payable" : "pending";
}
