import { env, SELF } from "cloudflare:test";
import { register } from "../../app/lib/accounts/register.server";
import { createChallenge } from "../../app/lib/accounts/robot.server";
import { createDb } from "../../app/lib/db.server";
import { verifyValue } from "../../app/lib/signed";
import type { LocaleCode } from "../../app/i18n/locales";

/** Shared by the account tests: real server modules against the test file's own D1. */
export const db = createDb(env.DB);

/** What the account modules need from a load context. */
export function context(locale: LocaleCode = "fr") {
  return { db, env, locale };
}

let addressCounter = 0;
/** A new client address each time, so the per-address limits of one test do not spill into the next. */
export function freshAddress(): string {
  addressCounter += 1;
  return `2001:db8::${addressCounter.toString(16)}`;
}

export function browserRequest(path: string, address = freshAddress(), host = "escaplay.fr"): Request {
  return new Request(`https://${host}${path}`, { method: "POST", headers: { Host: host, "CF-Connecting-IP": address } });
}

let userCounter = 0;
export type NewAccount = { username: string; email: string; password: string };

export function newAccount(prefix = "joueur"): NewAccount {
  userCounter += 1;
  const id = `${prefix}${userCounter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: id, email: `${id}@example.org`, password: `mot-de-passe-${id}` };
}

/** A complete registration form with a fresh anti-robot challenge answered correctly. */
export async function registrationForm(account: NewAccount, overrides: Record<string, string> = {}) {
  const challenge = await createChallenge(db);
  return {
    username: account.username,
    email: account.email,
    password: account.password,
    confirm: account.password,
    accountType: "creator",
    usageContext: "personal",
    robotId: challenge.id,
    robotAnswer: challenge.text,
    ...overrides,
  };
}

/** The session token `tk` inside a signed `_sr` Set-Cookie value. */
export async function tokenFromSetCookie(setCookie: string): Promise<string> {
  const raw = setCookie.match(/(?:^|;\s*)_sr=([^;]*)/)?.[1];
  if (!raw) throw new Error(`no _sr cookie in ${setCookie}`);
  const value = (await verifyValue(env.SESSION_SECRET ?? "", decodeURIComponent(raw))) as { tk?: string } | null;
  if (!value?.tk) throw new Error("the _sr cookie does not carry a token");
  return value.tk;
}

/** Registers through the real module; returns the account, its id and its session token. */
export async function registered(account = newAccount()) {
  const result = await register(context(), browserRequest("/join"), await registrationForm(account));
  if (!result.ok) throw new Error(`registration refused: ${JSON.stringify(result.errors)}`);
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(account.email).first<{ id: string }>();
  return { ...account, id: row!.id, token: await tokenFromSetCookie(result.setCookie), setCookie: result.setCookie };
}

type Mail = { to: string; subject: string; text: string; html: string };

/** The newest mail the development transport kept for an address. */
export async function lastMail(to: string): Promise<Mail | null> {
  return env.DB.prepare("SELECT * FROM dev_mailbox WHERE \"to\" = ? ORDER BY created_at DESC, rowid DESC LIMIT 1").bind(to).first<Mail>();
}

export async function mailCount(to: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM dev_mailbox WHERE \"to\" = ?").bind(to).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function codeFromMail(to: string): Promise<string> {
  // The code stands on a line of its own: a name or address above it may hold six digits in a row too.
  const code = (await lastMail(to))?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in the last mail to ${to}`);
  return code;
}

export async function resetTokenFromMail(to: string): Promise<string> {
  const token = (await lastMail(to))?.text.match(/\/reset\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in the last mail to ${to}`);
  return token;
}

/** A call to the /v1 API as a client holding `token` would make it. */
export function v1(path: string, init: { method?: string; token?: string | null; authorization?: string; body?: BodyInit; type?: string; host?: string } = {}) {
  const host = init.host ?? "escaplay.fr";
  const headers: Record<string, string> = { Host: host, Accept: "application/json" };
  if (init.authorization !== undefined) headers.Authorization = init.authorization;
  else if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.type) headers["Content-Type"] = init.type;
  return SELF.fetch(`http://${host}${path}`, { method: init.method ?? "POST", headers, body: init.body });
}

export async function gradeOf(userId: string): Promise<number | undefined> {
  return (await env.DB.prepare("SELECT grade FROM users WHERE id = ?").bind(userId).first<{ grade: number }>())?.grade;
}

/**
 * Rate limits count in fixed windows. A test that counts attempts first waits, if need be, for a window
 * with `needMs` left, so a boundary falling mid-test cannot reset the counters under it.
 */
export async function roomInWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
