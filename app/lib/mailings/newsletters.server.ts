import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, exists, isNull, lt, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { LOCALES, type BaseLanguage } from "~/i18n/locales";
import { mailPreferences, newsletterDeliveries, newsletters, staffActions, users } from "../../../db/schema";
import { randomId } from "../accounts/random.server";
import type { Person } from "../admin/audit.server";
import type { Database } from "../db.server";
import { mailerFor, type Mailer } from "../mail/mailer.server";
import { BODY_MAX, NEWSLETTER_LANGUAGES, SUBJECT_MAX } from "./limits";
import { newsletterMail } from "./mails.server";
import { unsubscribeParts } from "./signed-links.server";
import { confirmedSubscriber, recipientOf } from "./subscription.server";

/**
 * The newsletter (ADR 049): staff write a subject and a plain-text body per language (French required, the others
 * falling back to it), preview, then send. Sending writes one delivery row per confirmed subscriber and the audit
 * line in one batch; the rows are then mailed in batches, the first at once and the rest by the mail cron, each
 * batch claiming its rows so no one gets the newsletter twice.
 */

type Context = Pick<AppLoadContext, "db" | "env">;

export const BATCH = 50;
/** A claimed row not sent after this (its run died) is claimed again. */
const CLAIM_MS = 10 * 60_000;
const BASE_LANGUAGES = NEWSLETTER_LANGUAGES;
const ATTEMPTS = 3;

export type Edition = { subject: string; body: string };
export type NewsletterContent = Record<BaseLanguage, Edition>;

const text = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, "tooLong"));
const fieldsSchema = v.object(Object.fromEntries(BASE_LANGUAGES.flatMap((l) => [[`subject_${l}`, text(SUBJECT_MAX)], [`body_${l}`, text(BODY_MAX)]])));

export type ContentError = "frRequired" | "half" | "tooLong";

/** The form's fields as a newsletter, or what is wrong: French complete, any other language whole or empty. */
export function parseContent(form: Record<string, unknown>): { ok: true; content: NewsletterContent } | { ok: false; error: ContentError; language: BaseLanguage } {
  const parsed = v.safeParse(fieldsSchema, form);
  if (!parsed.success) {
    const key = String(parsed.issues[0].path?.[0]?.key ?? "subject_fr");
    return { ok: false, error: "tooLong", language: key.slice(-2) as BaseLanguage };
  }
  const fields = parsed.output as Record<string, string>;
  const content = Object.fromEntries(BASE_LANGUAGES.map((l) => [l, { subject: fields[`subject_${l}`], body: fields[`body_${l}`] }])) as NewsletterContent;
  if (!content.fr.subject || !content.fr.body) return { ok: false, error: "frRequired", language: "fr" };
  const half = BASE_LANGUAGES.find((l) => Boolean(content[l].subject) !== Boolean(content[l].body));
  if (half) return { ok: false, error: "half", language: half };
  return { ok: true, content };
}

export function readContent(json: string): NewsletterContent {
  const empty = { subject: "", body: "" };
  let stored: Partial<Record<string, Partial<Edition>>> = {};
  try {
    stored = JSON.parse(json) as typeof stored;
  } catch {
    stored = {};
  }
  return Object.fromEntries(BASE_LANGUAGES.map((l) => [l, { ...empty, ...(stored[l] ?? {}) }])) as NewsletterContent;
}

/** The edition a language reads: its own when written, else the French one. */
export function editionFor(content: NewsletterContent, language: BaseLanguage): Edition {
  return content[language].subject && content[language].body ? content[language] : content.fr;
}

export async function createNewsletter(db: Database, staff: Person, content: NewsletterContent, now = new Date()): Promise<string> {
  const id = randomId("nl");
  await db.insert(newsletters).values({ id, content: JSON.stringify(content), createdBy: staff.id, createdAt: now, updatedAt: now });
  return id;
}

/** Only a draft changes: once sent, the words are what people received. */
export async function updateNewsletter(db: Database, id: string, content: NewsletterContent, now = new Date()): Promise<boolean> {
  const done = await db
    .update(newsletters)
    .set({ content: JSON.stringify(content), updatedAt: now })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, "draft")));
  return done.meta.changes > 0;
}

export type Progress = { total: number; sent: number; failed: number; waiting: number };

export async function progressOf(db: Database, id: string): Promise<Progress> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`,
      sent: sql<number>`count(${newsletterDeliveries.sentAt})`,
      failed: sql<number>`count(${newsletterDeliveries.failedAt})`,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, id));
  const total = row?.total ?? 0;
  const sent = row?.sent ?? 0;
  const failed = row?.failed ?? 0;
  return { total, sent, failed, waiting: total - sent - failed };
}

export async function newsletterById(db: Database, id: string) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  return row ? { ...row, content: readContent(row.content) } : null;
}

export async function newsletterList(db: Database, limit = 50) {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt)).limit(limit);
  return Promise.all(rows.map(async (row) => ({ id: row.id, subject: readContent(row.content).fr.subject, status: row.status, sentAt: row.sentAt?.getTime() ?? null, updatedAt: row.updatedAt.getTime(), progress: row.status === "draft" ? null : await progressOf(db, row.id) })));
}

export async function subscriberCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(mailPreferences).innerJoin(users, eq(users.id, mailPreferences.userId)).where(confirmedSubscriber);
  return row?.n ?? 0;
}

/**
 * Starts sending a draft: its status, one delivery per confirmed subscriber at this instant and the audit line, in
 * one batch under the same condition (still a draft), so two clicks send it once. False when it was not a draft.
 */
export async function startSending(db: Database, staff: Person, id: string, now = new Date()): Promise<boolean> {
  const draft = and(eq(newsletters.id, id), eq(newsletters.status, "draft"));
  const found = await newsletterById(db, id);
  if (!found || found.status !== "draft") return false;
  // One transaction. The rows and the line follow only this request's start (the status it set, with its instant):
  // a second click, finding the newsletter already sending, adds no recipient and no audit line.
  const ours = and(eq(newsletters.id, id), eq(newsletters.status, "sending"), eq(newsletters.sentBy, staff.id), eq(newsletters.sentAt, now));
  const [started] = await db.batch([
    db.update(newsletters).set({ status: "sending", sentBy: staff.id, sentAt: now, updatedAt: now }).where(draft),
    db.insert(newsletterDeliveries).select(
      db
        .select({ newsletterId: sql<string>`${id}`.as("newsletter_id"), userId: mailPreferences.userId, claimedAt: sql`NULL`.as("claimed_at"), attempts: sql`0`.as("attempts"), sentAt: sql`NULL`.as("sent_at"), failedAt: sql`NULL`.as("failed_at") })
        .from(mailPreferences)
        .innerJoin(users, eq(users.id, mailPreferences.userId))
        .where(and(confirmedSubscriber, exists(db.select({ id: newsletters.id }).from(newsletters).where(ours)))),
    ),
    db.insert(staffActions).select(
      db
        .select({
          id: sql`${randomId("a")}`.as("id"),
          staffId: sql`${staff.id}`.as("staff_id"),
          staffName: sql`${staff.username}`.as("staff_name"),
          action: sql`'newsletter-send'`.as("action"),
          targetId: sql`${id}`.as("target_id"),
          targetName: sql`${found.content.fr.subject}`.as("target_name"),
          reason: sql`''`.as("reason"),
          detail: sql`json_object('recipients', (SELECT count(*) FROM newsletter_deliveries WHERE newsletter_id = ${id}))`.as("detail"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(newsletters)
        .where(ours),
    ),
  ]);
  return started.meta.changes > 0;
}

/** One batch of one newsletter: claims up to BATCH rows, mails each in its reader's language, records the outcome. */
async function sendBatch(context: Context, mailer: Mailer, id: string, content: NewsletterContent, now: Date): Promise<number> {
  const { db } = context;
  const due = and(
    eq(newsletterDeliveries.newsletterId, id),
    isNull(newsletterDeliveries.sentAt),
    isNull(newsletterDeliveries.failedAt),
    or(isNull(newsletterDeliveries.claimedAt), lt(newsletterDeliveries.claimedAt, new Date(now.getTime() - CLAIM_MS))),
  );
  const claimed = await db
    .update(newsletterDeliveries)
    .set({ claimedAt: now, attempts: sql`${newsletterDeliveries.attempts} + 1` })
    .where(sql`rowid IN (SELECT rowid FROM ${newsletterDeliveries} WHERE ${due} LIMIT ${BATCH})`)
    .returning({ userId: newsletterDeliveries.userId, attempts: newsletterDeliveries.attempts });
  const row = (userId: string) => and(eq(newsletterDeliveries.newsletterId, id), eq(newsletterDeliveries.userId, userId));
  for (const { userId, attempts } of claimed) {
    const [still] = await db.select({ id: mailPreferences.userId }).from(mailPreferences).innerJoin(users, eq(users.id, mailPreferences.userId)).where(and(eq(mailPreferences.userId, userId), confirmedSubscriber)).limit(1);
    const who = still ? await recipientOf(db, userId) : null;
    // Left the list (or the site) after the send began: no longer one of its recipients.
    if (!who) {
      await db.delete(newsletterDeliveries).where(row(userId));
      continue;
    }
    const edition = editionFor(content, LOCALES[who.locale].language);
    try {
      const unsubscribe = await unsubscribeParts(context.env, who.id, "newsletter", who.locale);
      await mailer.send(newsletterMail(who.locale, { name: who.name, email: who.email, ...edition, unsubscribe }));
      await db.update(newsletterDeliveries).set({ sentAt: new Date() }).where(row(userId));
    } catch (error) {
      console.warn("newsletter not sent", error instanceof Error ? error.message : error);
      if (attempts >= ATTEMPTS) await db.update(newsletterDeliveries).set({ failedAt: new Date() }).where(row(userId));
      else await db.update(newsletterDeliveries).set({ claimedAt: null }).where(row(userId));
    }
  }
  return claimed.length;
}

/**
 * Works through every newsletter being sent, batch after batch, until none is left or the deadline (the request's
 * or the cron's time) passes; a newsletter with nothing left waiting is marked sent.
 */
export async function runNewsletterBatches(context: Context, options: { deadline: number; mailer?: Mailer }): Promise<void> {
  const { db } = context;
  const mailer = options.mailer ?? mailerFor(context);
  const sending = await db.select({ id: newsletters.id, content: newsletters.content }).from(newsletters).where(eq(newsletters.status, "sending"));
  for (const newsletter of sending) {
    const content = readContent(newsletter.content);
    while (Date.now() < options.deadline) {
      if ((await sendBatch(context, mailer, newsletter.id, content, new Date())) === 0) break;
    }
    const { waiting } = await progressOf(db, newsletter.id);
    if (waiting === 0) await db.update(newsletters).set({ status: "sent", updatedAt: new Date() }).where(and(eq(newsletters.id, newsletter.id), eq(newsletters.status, "sending")));
  }
}
