import { and, desc, eq, exists, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { planGrants, subscriptions, users } from "../../../db/schema";
import type { Payments } from "../billing/payments.server";
import { applySubscription, entitled, settleGrade } from "../billing/subscriptions.server";
import { randomId } from "../accounts/random.server";
import type { Database } from "../db.server";
import { auditLine, type Person } from "./audit.server";
import { actionTarget, type ActionResult } from "./sanctions.server";
import { GRANT_GRADES, grantEnd, grantSchema, reasonSchema, type GrantablePlan } from "./schemas";

/**
 * Plans given and ended by staff (ADR 038). A grant sets the grade and, with an end date, drops it back to 1 once
 * the date passes: the hourly cron ends every grant that is due, and the session check ends the person's own at
 * once (`expireGrants` with their id), so nobody keeps a plan past its date, whether they come back or not.
 */

const PAID_GRADES = [3, 4, 5, 6];

export async function grantPlan(db: Database, staff: Person, targetId: string, input: unknown, now = new Date()): Promise<ActionResult> {
  const parsed = v.safeParse(grantSchema, input);
  if (!parsed.success) {
    const field = parsed.issues[0].path?.[0]?.key;
    return { ok: false, error: field === "plan" ? "plan" : field === "endsOn" ? "endsOn" : "reason" };
  }
  const { plan, reason, endsOn } = parsed.output;
  const endsAt = endsOn ? grantEnd(endsOn) : null;
  if (endsAt && endsAt <= now) return { ok: false, error: "endsOn" };
  const found = await actionTarget(db, staff, targetId);
  if (!("target" in found)) return found;
  const { target } = found;
  if (target.bannedAt) return { ok: false, error: "banned" };
  // Grade 0 has not proved its mail yet: a plan would skip the verification screen.
  if (target.grade < 1) return { ok: false, error: "unverified" };
  await db.batch(grantStatements(db, staff, target, { plan, reason, endsAt }, now));
  // A plan paid for and higher than the one granted stays: a grant gives, it never takes away.
  await settleGrade(db, target.id, now.getTime());
  return { ok: true };
}

export type Grant = { plan: GrantablePlan; reason: string; endsAt: Date | null };

/**
 * The statements of a grant, for a batch: its audit line, the running grant ended (at most one runs, a unique
 * index says so), the new grant, the grade. With `when`, each statement runs only while that condition holds, so
 * a caller (an approved Education request, ADR 039) can make the grant part of its own change: both or neither.
 */
export function grantStatements(db: Database, staff: Person, target: Person, grant: Grant, now: Date, when?: SQL) {
  const grade = GRANT_GRADES[grant.plan];
  const { reason, endsAt } = grant;
  return [
    auditLine(db, { staff, action: "grant-plan", target, reason, detail: { plan: grant.plan, grade, endsAt: endsAt?.getTime() ?? null } }, now, when),
    db.update(planGrants).set({ endedAt: now }).where(and(eq(planGrants.userId, target.id), isNull(planGrants.endedAt), when)),
    db.insert(planGrants).select(
      db
        .select({
          id: sql`${randomId("pg")}`.as("id"),
          userId: users.id,
          grade: sql`${grade}`.as("grade"),
          reason: sql`${reason}`.as("reason"),
          grantedBy: sql`${staff.id}`.as("granted_by"),
          endsAt: sql`${endsAt?.getTime() ?? null}`.as("ends_at"),
          endedAt: sql`NULL`.as("ended_at"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(users)
        .where(and(eq(users.id, target.id), when)),
    ),
    db.update(users).set({ grade }).where(and(eq(users.id, target.id), when)),
  ] as const;
}

/**
 * Back to the free plan (grade 1) now, whatever gave the plan: a running grant ends, and a paid subscription is
 * cancelled at once with the provider (no renewal, no refund: that is the provider's dashboard's). Nothing is
 * deleted: quotas apply to what comes next.
 */
export async function endPlan(
  db: Database,
  staff: Person,
  targetId: string,
  input: unknown,
  options: { payments: () => Promise<Payments | null> },
  now = new Date(),
): Promise<ActionResult> {
  const parsed = v.safeParse(reasonSchema, input);
  if (!parsed.success) return { ok: false, error: "reason" };
  const found = await actionTarget(db, staff, targetId);
  if (!("target" in found)) return found;
  const { target } = found;
  if (!PAID_GRADES.includes(target.grade)) return { ok: false, error: "noPlan" };
  const paying = (await db.select().from(subscriptions).where(eq(subscriptions.userId, target.id))).filter((row) => entitled(row, now.getTime()));
  const cancelled: string[] = [];
  if (paying.length) {
    const payments = await options.payments();
    if (!payments) return { ok: false, error: "payments" };
    try {
      for (const row of paying) {
        await applySubscription(db, await payments.cancelNow(row.id), now.getTime(), now.getTime());
        cancelled.push(row.id);
      }
    } catch (error) {
      console.warn(`Ending ${target.id}'s plan: the provider refused to cancel a subscription`, error);
      if (!cancelled.length) return { ok: false, error: "payments" };
    }
  }
  const paid = inArray(users.grade, PAID_GRADES);
  // Two staff ending the same plan at once log it once: the line is written only while the plan is still there, or
  // (the cancellation having already brought the grade down) when this request cancelled something.
  await db.batch([
    auditLine(
      db,
      { staff, action: "end-plan", target, reason: parsed.output.reason, detail: cancelled.length ? { from: target.grade, cancelled: cancelled.join(" ") } : { from: target.grade } },
      now,
      cancelled.length ? undefined : paid,
    ),
    db.update(planGrants).set({ endedAt: now }).where(and(eq(planGrants.userId, target.id), isNull(planGrants.endedAt))),
    db.update(users).set({ grade: 1 }).where(and(eq(users.id, target.id), paid)),
  ]);
  return cancelled.length < paying.length ? { ok: false, error: "payments" } : { ok: true };
}

/**
 * Ends the grants whose date has passed (all of them, or one account's) and returns how many. The grade drops only
 * while it is still the one the grant gave: a plan bought or granted since then is left alone.
 */
export async function expireGrants(db: Database, now = new Date(), userId?: string): Promise<number> {
  const due = await db
    .select({ id: planGrants.id, grade: planGrants.grade, userId: users.id, username: users.username })
    .from(planGrants)
    .innerJoin(users, eq(users.id, planGrants.userId))
    .where(and(isNull(planGrants.endedAt), isNotNull(planGrants.endsAt), lte(planGrants.endsAt, now), userId ? eq(planGrants.userId, userId) : undefined));
  let ended = 0;
  for (const grant of due) {
    // Two requests of the same person may find the grant due at once: each statement is conditional on the grant
    // still running, and the batch is one transaction, so only the first ends it, drops the grade and logs it.
    const running = exists(db.select({ id: planGrants.id }).from(planGrants).where(and(eq(planGrants.id, grant.id), isNull(planGrants.endedAt))));
    const [logged] = await db.batch([
      auditLine(db, { staff: null, action: "plan-expired", target: { id: grant.userId, username: grant.username }, detail: { grade: grant.grade } }, now, running),
      db.update(users).set({ grade: 1 }).where(and(eq(users.id, grant.userId), eq(users.grade, grant.grade), running)),
      db.update(planGrants).set({ endedAt: now }).where(and(eq(planGrants.id, grant.id), isNull(planGrants.endedAt))),
    ]);
    ended += logged.meta.changes;
    // A plan still paid for comes back once the grant above it ends.
    if (logged.meta.changes) await settleGrade(db, grant.userId, now.getTime());
  }
  return ended;
}

/** The account's grants, newest first, for its back-office page. */
export async function grantsOf(db: Database, userId: string) {
  const granter = users;
  return db
    .select({
      id: planGrants.id,
      grade: planGrants.grade,
      reason: planGrants.reason,
      grantedBy: granter.username,
      endsAt: planGrants.endsAt,
      endedAt: planGrants.endedAt,
      createdAt: planGrants.createdAt,
    })
    .from(planGrants)
    .leftJoin(granter, eq(granter.id, planGrants.grantedBy))
    .where(eq(planGrants.userId, userId))
    .orderBy(desc(planGrants.createdAt));
}
