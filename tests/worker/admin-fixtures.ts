import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { staffFormToken } from "../../app/lib/admin/staff-form-token.server";
import { SESSION_COOKIE } from "../../app/lib/cookies";
import { createDb } from "../../app/lib/db.server";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";

/** Shared by the back-office tests (ADR 038): staff accounts, its pages and forms as a browser without JavaScript uses them. */

export type Account = Awaited<ReturnType<typeof signedIn>>;

export const player = (grade = 1): Promise<Account> => signedIn(grade);

export async function staff(role: "admin" | "moderator"): Promise<Account> {
  const who = await signedIn(1);
  await env.DB.prepare("UPDATE users SET staff_role = ? WHERE id = ?").bind(role, who.id).run();
  return who;
}

export type Page = { status: number; html: string; text: string; setCookie: string };

async function page(res: Response): Promise<Page> {
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), setCookie: res.headers.get("Set-Cookie") ?? "" };
}

export const adminPage = async (path: string, who: { cookie: string } | null) => page(await open(path, who?.cookie ?? ""));

/** The form token the account page gives this session: what a staff member's browser posts back. */
export async function formToken(who: { cookie: string }, targetId: string): Promise<string> {
  const { html } = await adminPage(`/admin/accounts/${targetId}`, who);
  const token = html.match(/name="token" value="([0-9a-f]{64})"/)?.[1];
  expect(token, "the account page carries the form token").toBeTruthy();
  return token!;
}

/** The token this session's forms would carry, made by the app's own code: a stranger posting gets a genuine one too. */
export async function tokenFor(who: { cookie: string }): Promise<string> {
  const raw = decodeURIComponent(who.cookie.replace(/^_sr=/, ""));
  return staffFormToken({ db: createDb(env.DB), env, cookies: { [SESSION_COOKIE]: raw } } as never);
}

export async function staffAction(who: { cookie: string } | null, targetId: string, form: Record<string, string>, token?: string): Promise<Page> {
  const sent = { ...form, token: token ?? (who ? await tokenFor(who) : "") };
  return page(await send(`/admin/accounts/${targetId}`, sent, who?.cookie ?? ""));
}

export const adminText = (key: string, params: Record<string, string | number> = {}) => {
  const value = translate("fr", `admin.${key}`, params);
  expect(value, `admin.${key} exists`).not.toBe(`admin.${key}`);
  return value;
};

export async function userRow(id: string) {
  return env.DB.prepare("SELECT grade, banned_at AS bannedAt, ban_reason AS banReason FROM users WHERE id = ?")
    .bind(id)
    .first<{ grade: number; bannedAt: number | null; banReason: string | null }>();
}

export async function sessionCount(userId: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
}

export async function auditLines(targetId: string) {
  const { results } = await env.DB.prepare("SELECT action, staff_id AS staffId, reason, detail FROM staff_actions WHERE target_id = ? ORDER BY created_at, rowid")
    .bind(targetId)
    .all<{ action: string; staffId: string | null; reason: string; detail: string }>();
  return results;
}
