import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { isLocaleCode, type LocaleCode } from "~/i18n/locales";
import { mailPreferences, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { mailerFor } from "../mail/mailer.server";
import { newsletterConfirmMail } from "./mails.server";
import { confirmToken, readConfirmToken, readUnsubscribeToken, type MailList } from "./signed-links.server";

/**
 * The newsletter's double opt-in and the lists' one-click unsubscribe (ADR 049). Asking for the newsletter sends a
 * signed link to the account's address; only following it makes the address a subscriber. Unsubscribing needs no
 * login: the signed link says who and from which list.
 */

type Context = Pick<AppLoadContext, "db" | "env">;

export type Recipient = { id: string; name: string; email: string; locale: LocaleCode };

export async function recipientOf(db: Database, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ id: users.id, name: users.username, email: users.email, locale: users.locale, grade: users.grade, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.grade < 0 || row.bannedAt) return null;
  return { id: row.id, name: row.name, email: row.email, locale: isLocaleCode(row.locale) ? row.locale : "fr" };
}

/** Mails the confirmation link, in the account's language, to the account's address. */
export async function sendNewsletterConfirmation(context: Context, userId: string, origin: string, now = Date.now()): Promise<void> {
  const who = await recipientOf(context.db, userId);
  if (!who) return;
  const token = await confirmToken(context.env, who.id, who.email, now);
  const link = `${context.env.PUBLIC_URL || origin}/newsletter/confirm?t=${encodeURIComponent(token)}`;
  await mailerFor(context).send(newsletterConfirmMail(who.locale, { name: who.name, email: who.email, link }));
}

export type ConfirmResult = { ok: true } | { ok: false; error: "invalid" };

/** The link's account, at the address the link was sent to, becomes a subscriber; anything else is refused. */
export async function confirmNewsletter(context: Context, token: unknown, now = Date.now()): Promise<ConfirmResult> {
  const claim = await readConfirmToken(context.env, token, now);
  if (!claim) return { ok: false, error: "invalid" };
  const who = await recipientOf(context.db, claim.userId);
  if (!who || who.email.toLowerCase() !== claim.email) return { ok: false, error: "invalid" };
  const at = new Date(now);
  await context.db
    .insert(mailPreferences)
    .values({ userId: who.id, newsletter: true, newsletterConfirmedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      // A second click keeps the first confirmation's date.
      set: { newsletter: true, newsletterConfirmedAt: sql`coalesce(${mailPreferences.newsletterConfirmedAt}, ${now})`, updatedAt: at },
    });
  return { ok: true };
}

/** Whom a signed unsubscribe link names, without changing anything (the GET page asks before doing it). */
export async function unsubscribeTarget(context: Context, token: unknown): Promise<{ userId: string; list: MailList } | null> {
  const claim = await readUnsubscribeToken(context.env, token);
  if (!claim) return null;
  // Any account that still exists may leave a list, banned or not.
  const [row] = await context.db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId)).limit(1);
  return row ? claim : null;
}

/** Takes the account off the list the link names: the newsletter (its confirmation forgotten) or the activity digest. */
export async function unsubscribe(context: Context, token: unknown, now = new Date()): Promise<MailList | null> {
  const claim = await unsubscribeTarget(context, token);
  if (!claim) return null;
  const change = claim.list === "newsletter" ? { newsletter: false, newsletterConfirmedAt: null } : { gameActivity: false };
  await context.db
    .insert(mailPreferences)
    .values({ userId: claim.userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...change, updatedAt: now } });
  return claim.list;
}

/** The confirmed subscribers: what a newsletter is sent to. Banned and removed accounts are not. */
export const confirmedSubscriber = and(eq(mailPreferences.newsletter, true), isNotNull(mailPreferences.newsletterConfirmedAt), sql`${users.grade} >= 0`, sql`${users.bannedAt} IS NULL`);
