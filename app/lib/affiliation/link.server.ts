import type { AppLoadContext } from "@remix-run/cloudflare";
import { CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_REFUSED, serializeCookie } from "../cookies";
import { safeReturnPath } from "../safe-path";
import { referrerOfCode } from "./codes.server";
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, referralCookieValue } from "./rules";

/**
 * A visit through a referral link (ADR 040). With the visitor's consent (`_val=1`) the code is kept 30 days in a
 * first-party cookie. Undecided, nothing is stored: the code stays in the address (`/?ref=`) while the cookie bar
 * asks, and accepting there keeps it (`referralCookieFromReturnPath`). Refused, the link is a plain link home.
 */

type Context = Pick<AppLoadContext, "db" | "cookies">;

export function referralCookie(code: string, secure: boolean, now = Date.now()): string {
  return serializeCookie(REFERRAL_COOKIE, referralCookieValue(code, now), { maxAge: REFERRAL_MAX_AGE, httpOnly: true, secure });
}

export async function followReferralLink(context: Context, request: Request, code: string | undefined): Promise<Response> {
  const known = (await referrerOfCode(context.db, code)) !== null;
  const headers = new Headers({ Location: "/", "Cache-Control": "no-store" });
  const consent = context.cookies[CONSENT_COOKIE];
  if (known && consent === CONSENT_ACCEPTED) headers.append("Set-Cookie", referralCookie(code!, new URL(request.url).protocol === "https:"));
  else if (known && consent !== CONSENT_REFUSED) headers.set("Location", `/?ref=${code}`);
  return new Response(null, { status: 302, headers });
}

/** The cookie bar's "accept" on a page reached by a referral link: the code in its return path is kept then. */
export async function referralCookieFromReturnPath(context: Pick<AppLoadContext, "db">, returnPath: string | undefined, secure: boolean): Promise<string | null> {
  if (!returnPath) return null;
  const code = new URL(safeReturnPath(returnPath), "http://x").searchParams.get("ref");
  return (await referrerOfCode(context.db, code)) ? referralCookie(code!, secure) : null;
}
