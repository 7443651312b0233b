import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { users } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../accounts/password.server";
import { spendResetLinks } from "../accounts/recovery.server";
import { hitRateLimit } from "../accounts/rate-limit.server";
import { fieldErrors, PASSWORD_MIN, type FieldErrors } from "../accounts/schemas";
import { userById } from "../accounts/users.server";
import { destroyOtherSessions, isSecure, sessionCookie, sessionToken, type CurrentUser } from "../session.server";

type Context = Pick<AppLoadContext, "db" | "env" | "cookies">;

export type ProfileResult =
  | { ok: true; setCookie?: string }
  | { ok: false; status: 400 | 429 | 500; errors: FieldErrors; values?: Record<string, string> };

/** A stolen session must not become a password oracle: confirmations are counted per account. */
const CONFIRM_RULE = { limit: 10, windowMs: 15 * 60_000 };

const required = v.pipe(v.string("incomplete"), v.nonEmpty("incomplete"));
const newPassword = v.pipe(required, v.minLength(PASSWORD_MIN, "passwordShort"), v.maxLength(200, "passwordLong"));

const passwordForm = v.pipe(
  v.object({ current: v.optional(v.string(), ""), password: newPassword, confirm: required }),
  v.forward(
    v.check((input) => input.password === input.confirm, "mismatch"),
    ["confirm"],
  ),
);

async function storedHash(context: Context, userId: string): Promise<string | null> {
  const [row] = await context.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** Accounts made with Google have no password until they set one; they then have nothing to confirm. */
export async function hasPassword(context: Context, userId: string): Promise<boolean> {
  return Boolean(await storedHash(context, userId));
}

/** Null when the password is right; otherwise the error to show, on `field` or (throttled) on the whole form. */
export async function confirmPassword(context: Context, user: CurrentUser, password: string, field: string) {
  const limit = await hitRateLimit(context.db, `account-confirm:${user.id}`, CONFIRM_RULE);
  if (!limit.allowed) return { status: 429 as const, errors: { form: "rateLimited" } };
  const ok = await verifyPassword(password, await storedHash(context, user.id));
  return ok ? null : { status: 400 as const, errors: { [field]: "passwordWrong" } };
}

/** The session cookie repeats the name, e-mail, avatar and storage: rewritten whenever one changes. */
export async function refreshedCookie(context: Context, userId: string, request: Request): Promise<string | undefined> {
  const [user, token] = await Promise.all([userById(context.db, userId), sessionToken(context)]);
  return user && token ? sessionCookie(context, user, token, isSecure(request)) : undefined;
}

/** E-mail change: `requestEmailChange` and the code's steps in ./email-change.server.ts. */

/** Password change: the account's other sessions end, this one stays (spec: a password change ends the others). */
export async function changePassword(context: Context, user: CurrentUser, form: Record<string, unknown>): Promise<ProfileResult> {
  const parsed = v.safeParse(passwordForm, form);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.issues) };
  const { current, password } = parsed.output;
  if (await hasPassword(context, user.id)) {
    if (!current) return { ok: false, status: 400, errors: { form: "incomplete", current: "incomplete" } };
    const denied = await confirmPassword(context, user, current, "current");
    if (denied) return { ok: false, ...denied };
  }
  await context.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  const token = await sessionToken(context);
  await Promise.all([destroyOtherSessions(context.db, user.id, token ?? undefined), spendResetLinks(context.db, user.id)]);
  return { ok: true };
}

/** Used by the avatar upload: the account's stored bytes never go below zero, whatever drifted. */
export function adjustedStorage(delta: number) {
  return sql`max(0, ${users.storageBytes} + ${delta})`;
}
