import type { AppLoadContext } from "@remix-run/cloudflare";
import { siteHosts, type LocaleCode } from "~/i18n/locales";

/**
 * The links of ADR 049's mails work without a login: a newsletter confirmation and a one-click unsubscribe name the
 * account and what to do, signed with an HMAC under the session secret (kept apart from other uses by its purpose).
 * Nothing is stored, so a mail sent years ago still unsubscribes; a confirmation expires, and names the address it was
 * sent to, so it cannot confirm another one.
 */

export type MailList = "newsletter" | "activity";
export const MAIL_LISTS: readonly MailList[] = ["newsletter", "activity"];
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

type Env = Pick<AppLoadContext["env"], "SESSION_SECRET">;

const encoder = new TextEncoder();
const toBase64Url = (text: string) => btoa(String.fromCharCode(...encoder.encode(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
function fromBase64Url(text: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

async function mac(env: Env, purpose: string, payload: string): Promise<string> {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error("Signed mail links need SESSION_SECRET");
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(`mail-link:${purpose}\n${payload}`));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function sign(env: Env, purpose: string, fields: string[]): Promise<string> {
  const payload = fields.join("\n");
  return `${toBase64Url(payload)}.${await mac(env, purpose, payload)}`;
}

/** The token's fields when its signature is this purpose's, compared in constant time; null for anything else. */
async function verify(env: Env, purpose: string, token: unknown, count: number): Promise<string[] | null> {
  if (typeof token !== "string" || token.length > 2000) return null;
  const [encoded, sent, extra] = token.split(".");
  if (!encoded || !sent || extra !== undefined) return null;
  const payload = fromBase64Url(encoded);
  if (payload === null) return null;
  const expected = await mac(env, purpose, payload);
  if (sent.length !== expected.length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ sent.charCodeAt(i);
  if (diff !== 0) return null;
  const fields = payload.split("\n");
  return fields.length === count ? fields : null;
}

export const unsubscribeToken = (env: Env, userId: string, list: MailList) => sign(env, "unsubscribe", [userId, list]);

export async function readUnsubscribeToken(env: Env, token: unknown): Promise<{ userId: string; list: MailList } | null> {
  const fields = await verify(env, "unsubscribe", token, 2);
  if (!fields) return null;
  const [userId, list] = fields;
  return MAIL_LISTS.includes(list as MailList) ? { userId, list: list as MailList } : null;
}

export const confirmToken = (env: Env, userId: string, email: string, now: number) => sign(env, "newsletter-confirm", [userId, email.toLowerCase(), String(now)]);

export async function readConfirmToken(env: Env, token: unknown, now: number): Promise<{ userId: string; email: string } | null> {
  const fields = await verify(env, "newsletter-confirm", token, 3);
  if (!fields) return null;
  const [userId, email, issued] = fields;
  const at = Number(issued);
  if (!Number.isFinite(at) || at > now || now - at > CONFIRM_TTL_MS) return null;
  return { userId, email };
}

/** Where a mail made outside any request (the cron's digests, the newsletter's batches) points: the person's own site. */
export function mailOrigin(env: Pick<AppLoadContext["env"], "PUBLIC_URL" | "SITE_HOSTS">, locale: LocaleCode): string {
  return env.PUBLIC_URL || `https://${siteHosts(env.SITE_HOSTS)[locale]}`;
}

/**
 * The one-click unsubscribe of a list mail (RFC 8058, RFC 2369): the link in its words and the two headers a mail
 * client turns into its own "unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the same address.
 */
export async function unsubscribeParts(env: Env & Pick<AppLoadContext["env"], "PUBLIC_URL" | "SITE_HOSTS">, userId: string, list: MailList, locale: LocaleCode) {
  const link = `${mailOrigin(env, locale)}/unsubscribe?t=${encodeURIComponent(await unsubscribeToken(env, userId, list))}`;
  return { link, headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
