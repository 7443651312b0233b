import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { LOCALES, type LocaleCode } from "../../app/i18n/locales";
import { codeFromMail, registered } from "./accounts-fixtures";
import { get, post } from "./http";

/** Shared by the account-area tests: a signed-in account and the pages as its browser sees them. */

const HOSTS = Object.fromEntries(Object.values(LOCALES).map((locale) => [locale.code, locale.host])) as Record<LocaleCode, string>;

/** A registered account, verified (grade 1) unless told otherwise, with the Cookie header of its session. */
export async function signedIn(grade = 1) {
  const account = await registered();
  await env.DB.prepare("UPDATE users SET grade = ? WHERE id = ?").bind(grade, account.id).run();
  const row = await env.DB.prepare("SELECT file_uid AS fileUid FROM users WHERE id = ?").bind(account.id).first<{ fileUid: string }>();
  return { ...account, fileUid: row!.fileUid, cookie: account.setCookie.split(";")[0] };
}

export const open = (path: string, cookie: string, locale: LocaleCode = "fr") => get(path, HOSTS[locale], { Cookie: cookie });
export const send = (path: string, form: Record<string, string>, cookie: string, locale: LocaleCode = "fr") =>
  post(path, form, HOSTS[locale], { Cookie: cookie, Accept: "text/html" });

/** What a person reads: the page without its scripts (which carry every text of the namespace), tags or entities. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

export const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** An `account.*` text as the page shows it. */
export function accountText(locale: LocaleCode, key: string, params: Record<string, string | number> = {}): string {
  const value = translate(locale, `account.${key}`, params);
  expect(value, `account.${key} exists`).not.toBe(`account.${key}`);
  return squeeze(value);
}

/**
 * Changes a signed-in account's e-mail the whole way (security review): the request with the password,
 * then the code mailed to the new address. Returns the confirmation's answer.
 */
export async function changeEmailFully(account: { cookie: string; password: string }, next: string, locale: LocaleCode = "fr") {
  const requested = await send("/account", { intent: "email", email: next, password: account.password }, account.cookie, locale);
  expect(requested.headers.get("Location"), "the request is accepted").toBe("/account?saved=emailPending");
  return send("/account", { intent: "email-confirm", code: await codeFromMail(next.toLowerCase()) }, account.cookie, locale);
}
