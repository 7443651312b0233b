import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { activityEvents, mailPreferences } from "../../../db/schema";
import { mailerFor, type Mailer } from "../mail/mailer.server";
import { digestMail } from "./mails.server";
import { mailOrigin, unsubscribeParts } from "./signed-links.server";
import { recipientOf } from "./subscription.server";

/**
 * The "activité de mes jeux" daily digest (ADR 049): one mail per creator, in their language, listing what happened
 * on their games up to the day's cut-off, for those who keep the preference on (the default). Lines of people who
 * turned it off are passed over for good, so turning it back on does not bring back old news. Each person's lines
 * are claimed (marked digested) before the mail leaves, so two runs at once never mail them twice; a mail that fails
 * gives them back for the next run.
 */

type Context = Pick<AppLoadContext, "db" | "env">;

/** The daily cron's minute (wrangler.toml): lines after the last one wait for the next day's digest. */
export const DIGEST_HOUR_UTC = 3;
export const DIGEST_MINUTE_UTC = 17;
const BATCH = 50;

/** The latest digest cut-off at or before `now`: today's 03:17 UTC once passed, else yesterday's. */
export function digestCutoff(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC, DIGEST_MINUTE_UTC);
  return new Date(today <= now.getTime() ? today : today - 24 * 60 * 60_000);
}

export type DigestRun = { mailed: number; skipped: number; failed: number };

export async function sendDigests(context: Context, cutoff: Date, options: { deadline?: number; mailer?: Mailer } = {}): Promise<DigestRun> {
  const { db } = context;
  const mailer = options.mailer ?? mailerFor(context);
  const run: DigestRun = { mailed: 0, skipped: 0, failed: 0 };
  const waiting = and(isNull(activityEvents.digestedAt), lte(activityEvents.createdAt, cutoff));
  let after = "";
  for (;;) {
    if (options.deadline && Date.now() > options.deadline) break;
    // People in id order from a cursor: one whose mail fails is not picked again in the same run.
    const people = await db
      .select({ userId: activityEvents.userId, wanted: sql<number>`coalesce(${mailPreferences.gameActivity}, 1)` })
      .from(activityEvents)
      .leftJoin(mailPreferences, eq(mailPreferences.userId, activityEvents.userId))
      .where(and(waiting, gt(activityEvents.userId, after)))
      .groupBy(activityEvents.userId)
      .orderBy(asc(activityEvents.userId))
      .limit(BATCH);
    if (people.length === 0) break;
    for (const person of people) {
      after = person.userId;
      const now = new Date();
      const claimed = await db
        .update(activityEvents)
        .set({ digestedAt: now })
        .where(and(eq(activityEvents.userId, person.userId), waiting))
        .returning({ id: activityEvents.id, kind: activityEvents.kind, title: activityEvents.title, detail: activityEvents.detail, createdAt: activityEvents.createdAt });
      if (claimed.length === 0) continue;
      const who = person.wanted ? await recipientOf(db, person.userId) : null;
      if (!who) {
        run.skipped++;
        continue;
      }
      const events = claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      try {
        const unsubscribe = await unsubscribeParts(context.env, who.id, "activity", who.locale);
        await mailer.send(digestMail(who.locale, { name: who.name, email: who.email, events, link: `${mailOrigin(context.env, who.locale)}/project`, unsubscribe }));
        run.mailed++;
      } catch (error) {
        run.failed++;
        console.warn("activity digest not sent", error instanceof Error ? error.message : error);
        await db.update(activityEvents).set({ digestedAt: null }).where(inArray(activityEvents.id, events.map((e) => e.id)));
      }
    }
  }
  return run;
}
