import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { send, squeeze, visibleText } from "./account-area-fixtures";
import { adminPage, tokenFor, type Account, type Page } from "./admin-fixtures";
import { LOCAL, pathOf } from "./billing-fixtures";
import { post } from "./http";

/** Shared by the Education request tests (ADR 039): the form of /education and the admins' decisions, as a browser posts them. */

export const REQUEST = {
  organisationKind: "school",
  organisationName: "Collège Jean-Moulin, Lyon",
  role: "Professeure de SVT",
  proof: "Je figure dans l'annuaire de l'établissement : https://college-jean-moulin.example/equipe",
  contactEmail: "",
};

async function page(res: Response): Promise<Page> {
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), setCookie: res.headers.get("Set-Cookie") ?? "" };
}

/** Sends the form of /education as the person's browser does, the account's address in the mail field unless told. */
export async function sendRequest(who: Account, form: Partial<typeof REQUEST> = {}): Promise<Page> {
  return page(await send("/education", { ...REQUEST, contactEmail: who.email, ...form }, who.cookie));
}

export const educationPage = (who: { cookie: string } | null) => adminPage("/education", who);

/** An `education.*` text as the page shows it. */
export function educationText(key: string, params: Record<string, string | number> = {}, locale: LocaleCode = "fr") {
  const value = translate(locale, `education.${key}`, params);
  expect(value, `education.${key} exists`).not.toBe(`education.${key}`);
  return squeeze(value);
}

export async function requestRows(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, status, organisation_kind AS kind, organisation_name AS organisation, contact_email AS contactEmail, decision_reason AS reason, decided_by AS decidedBy FROM education_requests WHERE user_id = ? ORDER BY created_at, rowid",
  )
    .bind(userId)
    .all<{ id: string; status: string; kind: string; organisation: string; contactEmail: string; reason: string | null; decidedBy: string | null }>();
  return results;
}

/** A teacher's request waiting for staff, and its id. */
export async function pendingRequest(who: Account, form: Partial<typeof REQUEST> = {}): Promise<string> {
  const sent = await sendRequest(who, form);
  expect(sent.status, "the request is accepted").toBe(200);
  const rows = await requestRows(who.id);
  return rows.at(-1)!.id;
}

/** An admin's decision, posted with this session's form token unless another is given. */
export async function decide(who: { cookie: string } | null, form: Record<string, string>, token?: string): Promise<Page> {
  const sent = { ...form, token: token ?? (who ? await tokenFor(who) : "") };
  return page(await send("/admin/education", sent, who?.cookie ?? ""));
}

export async function teacherOfferAt(userId: string): Promise<number | null> {
  return (await env.DB.prepare("SELECT teacher_offer_at AS at FROM users WHERE id = ?").bind(userId).first<{ at: number | null }>())!.at;
}

/** Where the teacher offer's buy button leads this account: a checkout, or back to /plans with the reason. */
export async function teacherCheckout(who: { cookie: string }): Promise<string | null> {
  const res = await post("/resources/checkout", { plan: "education", period: "month" }, LOCAL, { Cookie: who.cookie, Accept: "text/html" });
  return pathOf(res.headers.get("Location"));
}

const ANSWERS = (["fr", "de", "en", "es", "it"] as const).flatMap((locale) => ["approved", "refused"].map((kind) => translate(locale, `education.mail.${kind}.subject`)));

/** The answers to Education requests an address received (its account's verification mail aside), oldest first. */
export async function mailsTo(to: string) {
  const { results } = await env.DB.prepare('SELECT subject, text FROM dev_mailbox WHERE "to" = ? ORDER BY created_at, rowid').bind(to).all<{ subject: string; text: string }>();
  return results.filter((mail) => ANSWERS.includes(mail.subject));
}


