/** Cookie names and lifetimes of spec sections 3 and 9. */
export const VISITOR_COOKIE = "_pos";
export const CONSENT_COOKIE = "_val";
// The consent cookie's only two values: the answer, nothing that tells one visitor from another.
export const CONSENT_ACCEPTED = "1";
export const CONSENT_REFUSED = "0";
export const SESSION_COOKIE = "_sr";
export const LOCALE_COOKIE = "_lang";
/** The referral link's code (ADR 040): set only with consent (`_val=1`), kept 30 days. */
export const REFERRAL_COOKIE = "_ref";

export const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;
export const CONSENT_MAX_AGE = 90 * 24 * 60 * 60;
export const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;
export const REFERRAL_MAX_AGE = 30 * 24 * 60 * 60;

const VISITOR_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** 7 letters and digits; rejection sampling keeps every character equally likely. */
export function newVisitorId(): string {
  let id = "";
  const bytes = new Uint8Array(16);
  while (id.length < 7) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b < 248 && id.length < 7) id += VISITOR_ALPHABET[b % 62];
    }
  }
  return id;
}

export function isVisitorId(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{7}$/.test(value);
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; httpOnly?: boolean; secure?: boolean; sameSite?: "Lax" | "Strict" } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The `_pos` visitor cookie as every response that creates it sets it. It owns a visitor's solo
 * sessions and guest reviews, and no script of the site reads it: HttpOnly, and Secure on https.
 */
export function visitorCookie(visitorId: string, secure: boolean): string {
  return serializeCookie(VISITOR_COOKIE, visitorId, { maxAge: VISITOR_MAX_AGE, httpOnly: true, secure });
}
