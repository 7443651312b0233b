import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { emailChanges, users } from "../../../db/schema";
import { constantTimeEqualText } from "../accounts/password.server";
import { randomCode } from "../accounts/random.server";
import { hitRateLimit, RATE_RULES, type RateRule } from "../accounts/rate-limit.server";
import { spendResetLinks } from "../accounts/recovery.server";
import { CODE_LENGTH, emailSchema, fieldErrors } from "../accounts/schemas";
import { userByEmail } from "../accounts/users.server";
import { codeHash } from "../accounts/verification.server";
import { mailerFor } from "../mail/mailer.server";
import { emailChangeCodeMail, emailChangedMail, emailChangeRequestedMail } from "../mail/templates.server";
import type { CurrentUser } from "../session.server";
import { confirmPassword, refreshedCookie, type ProfileResult } from "./profile.server";

/**
 * Changing the account's e-mail (security review): the new address becomes the login and the mail target
 * only when the code mailed to it comes back. Until then `users.email` keeps the old one, which is told of
 * the request and, later, of the change.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "cookies" | "locale">;

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** Wrong codes one pending change takes; the last one cancels it. */
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;
/** Codes tried per account, whatever the resends and new requests: six digits must not be guessed. */
const CODE_RULE: RateRule = { limit: 10, windowMs: 15 * 60_000 };

const requestForm = v.object({ email: emailSchema, password: v.pipe(v.string("incomplete"), v.nonEmpty("incomplete")) }, "incomplete");
const codeForm = v.object(
  {
    code: v.pipe(
      v.string("incomplete"),
      // A code pasted as "123 456" or with the line's spaces is still the code.
      v.transform((text) => text.replace(/\s+/g, "")),
      v.nonEmpty("incomplete"),
      v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "codeFormat"),
    ),
  },
  "incomplete",
);

export type PendingEmailChange = { email: string; expired: boolean };

/** The pending change the account page shows, if any (an expired one says so, and asks for a new request). */
export async function pendingEmailChange(db: Context["db"], userId: string, now = Date.now()): Promise<PendingEmailChange | null> {
  const [row] = await db.select({ email: emailChanges.email, expiresAt: emailChanges.expiresAt }).from(emailChanges).where(eq(emailChanges.userId, userId)).limit(1);
  return row ? { email: row.email, expired: row.expiresAt.getTime() <= now } : null;
}

/** The code is bound to the account and to the address it was sent to. */
const hashOf = (context: Context, userId: string, email: string, code: string) => codeHash(context, `${userId}:${email}`, code);

const origin = (context: Context, request: Request) => context.env.PUBLIC_URL || new URL(request.url).origin;

const dropPending = (context: Context, userId: string) => context.db.delete(emailChanges).where(eq(emailChanges.userId, userId));

async function mailCode(context: Context, user: CurrentUser, email: string, code: string): Promise<boolean> {
  try {
    await mailerFor(context).send(emailChangeCodeMail(context.locale, { name: user.username, email, code }));
    return true;
  } catch (error) {
    console.error("e-mail change code failed", error);
    return false;
  }
}

/** The old address is told, never given the code. Its mailbox may be gone (often why it changes): a failure is logged, not fatal. */
async function tellOldAddress(context: Context, send: () => ReturnType<typeof emailChangedMail>) {
  try {
    await mailerFor(context).send(send());
  } catch (error) {
    console.error("e-mail change notice failed", error);
  }
}

/**
 * Step one: the registration rules for the address (format, not used by another account), the current
 * password, then a code to the new address and a notice to the old one. `users.email` does not change.
 */
export async function requestEmailChange(context: Context, request: Request, user: CurrentUser, form: Record<string, unknown>): Promise<ProfileResult> {
  const values = { email: typeof form.email === "string" ? form.email : "" };
  const parsed = v.safeParse(requestForm, form);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.issues), values };
  const { email, password } = parsed.output;
  if (email === user.email.toLowerCase()) return { ok: false, status: 400, errors: { email: "emailUnchanged" }, values };
  const denied = await confirmPassword(context, user, password, "password");
  if (denied) return { ok: false, ...denied, values };
  const owner = await userByEmail(context.db, email);
  if (owner && owner.id !== user.id) return { ok: false, status: 400, errors: { email: "emailTaken" }, values };

  const code = randomCode();
  const row = { userId: user.id, email, codeHash: await hashOf(context, user.id, email, code), attempts: 0, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) };
  await context.db.insert(emailChanges).values(row).onConflictDoUpdate({ target: emailChanges.userId, set: row });
  if (!(await mailCode(context, user, email, code))) {
    await dropPending(context, user.id);
    return { ok: false, status: 500, errors: { form: "error" }, values };
  }
  await tellOldAddress(context, () =>
    emailChangeRequestedMail(context.locale, { name: user.username, email: user.email, newEmail: email, link: `${origin(context, request)}/account` }),
  );
  return { ok: true };
}

/** A new code for the pending change (the last one did not arrive): fresh attempts and 24 hours again. */
export async function resendEmailChange(context: Context, user: CurrentUser): Promise<ProfileResult> {
  const limit = await hitRateLimit(context.db, `email-change-resend:${user.id}`, RATE_RULES.resendAccount);
  if (!limit.allowed) return { ok: false, status: 429, errors: { form: "rateLimited" } };
  const pending = await pendingEmailChange(context.db, user.id);
  if (!pending) return { ok: false, status: 400, errors: { form: "noPendingEmail" } };
  if (pending.expired) {
    await dropPending(context, user.id);
    return { ok: false, status: 400, errors: { form: "codeExpired" } };
  }
  const code = randomCode();
  await context.db
    .update(emailChanges)
    .set({ codeHash: await hashOf(context, user.id, pending.email, code), attempts: 0, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) })
    .where(eq(emailChanges.userId, user.id));
  if (!(await mailCode(context, user, pending.email, code))) return { ok: false, status: 500, errors: { form: "error" } };
  return { ok: true };
}

export async function cancelEmailChange(context: Context, user: CurrentUser): Promise<ProfileResult> {
  await dropPending(context, user.id);
  return { ok: true };
}

/**
 * Step two: the right code makes the pending address the account's, unless another account took it
 * meanwhile. An expired change, or the last of its wrong codes, cancels it: a new request is needed.
 */
export async function confirmEmailChange(context: Context, request: Request, user: CurrentUser, form: Record<string, unknown>): Promise<ProfileResult> {
  const parsed = v.safeParse(codeForm, form);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.issues) };
  const limit = await hitRateLimit(context.db, `email-change-code:${user.id}`, CODE_RULE);
  if (!limit.allowed) return { ok: false, status: 429, errors: { form: "rateLimited" } };

  const [row] = await context.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id)).limit(1);
  if (!row) return { ok: false, status: 400, errors: { form: "noPendingEmail" } };
  if (row.expiresAt.getTime() <= Date.now() || row.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS) {
    await dropPending(context, user.id);
    // On the whole form, not the code field: the change is gone, and the page shows the request form again.
    return { ok: false, status: 400, errors: { form: row.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS ? "codeAttempts" : "codeExpired" } };
  }
  if (!constantTimeEqualText(row.codeHash, await hashOf(context, user.id, row.email, parsed.output.code))) {
    const [counted] = await context.db
      .update(emailChanges)
      .set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(eq(emailChanges.userId, user.id))
      .returning({ attempts: emailChanges.attempts });
    if ((counted?.attempts ?? EMAIL_CHANGE_MAX_ATTEMPTS) >= EMAIL_CHANGE_MAX_ATTEMPTS) {
      await dropPending(context, user.id);
      return { ok: false, status: 400, errors: { form: "codeAttempts" } };
    }
    return { ok: false, status: 400, errors: { code: "codeWrong" } };
  }

  const taken = async () => {
    const owner = await userByEmail(context.db, row.email).catch(() => null);
    return Boolean(owner && owner.id !== user.id);
  };
  if (await taken()) {
    await dropPending(context, user.id);
    return { ok: false, status: 400, errors: { form: "emailTaken" } };
  }
  try {
    // (An unverified account never gets here: the request guard lets it post nothing but its validation.)
    await context.db.batch([
      context.db.update(users).set({ email: row.email }).where(eq(users.id, user.id)),
      context.db.delete(emailChanges).where(eq(emailChanges.userId, user.id)),
    ]);
  } catch {
    // Two accounts racing for one address: the unique index decides. Any other failure is ours, and
    // must not tell the person their address belongs to someone else.
    if (await taken()) {
      await dropPending(context, user.id);
      return { ok: false, status: 400, errors: { form: "emailTaken" } };
    }
    return { ok: false, status: 500, errors: { form: "error" } };
  }
  // A recovery link mailed to the old address no longer opens the account.
  await spendResetLinks(context.db, user.id);
  await tellOldAddress(context, () =>
    emailChangedMail(context.locale, { name: user.username, email: user.email, newEmail: row.email, link: `${origin(context, request)}/contact` }),
  );
  return { ok: true, setCookie: await refreshedCookie(context, user.id, request) };
}
