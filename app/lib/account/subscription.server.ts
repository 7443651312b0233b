import { and, count, desc, eq, isNull } from "drizzle-orm";
import { planGrants, projects, subscriptions } from "../../../db/schema";
import { GRACE_MS } from "../billing/offers";
import { entitled } from "../billing/subscriptions.server";
import type { Database } from "../db.server";
import { showsUpgradePrompt } from "../grades";
import { planForGrade } from "../plans";
import { storageBonus } from "../projects/files/storage.server";
import { membershipsOf } from "../company/members.server";
import type { CurrentUser } from "../session.server";

/** The account's plan (by grade, spec section 4) with its limits and what the account uses of them. */
export async function subscriptionOf(db: Database, user: CurrentUser) {
  const plan = planForGrade(user.grade);
  const [[row], bonus, [grant], [paid]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.ownerId, user.id)),
    storageBonus(db, user.id),
    // A plan granted by staff until a date (ADR 038): the person is told when it ends.
    db.select({ endsAt: planGrants.endsAt }).from(planGrants).where(and(eq(planGrants.userId, user.id), isNull(planGrants.endedAt))).limit(1),
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.stateAt)).limit(1),
  ]);
  // Reviews earn extra storage on top of the plan (spec section 9).
  const limit = plan.limits.storageBytes + bonus;
  return {
    planId: plan.id,
    limits: plan.limits,
    features: plan.features,
    projects: row?.n ?? 0,
    storage: { used: user.storageBytes, limit, percent: Math.min(100, Math.round((user.storageBytes / limit) * 100)) },
    upgrade: showsUpgradePrompt(user.grade),
    grantEndsAt: grant?.endsAt ?? null,
    billing: paid ? billingOf(paid) : null,
    // The plan comes from a seat (ADR 043): the tab names the company whose plan it is.
    through: user.grade !== user.ownGrade ? ((await membershipsOf(db, user.id)).find((row) => row.active)?.name ?? null) : null,
  };
}

/**
 * What the subscription tab says of the account's latest Stripe subscription (ADR 037): how it is billed and what
 * happens next, renewal, end at the period's end, a failed payment's grace, or the end already reached.
 */
function billingOf(row: typeof subscriptions.$inferSelect, now = Date.now()) {
  const inForce = entitled(row, now);
  let next: "renews" | "ends" | "failed" | "ended" = "renews";
  if (!inForce) next = "ended";
  else if (row.status === "past_due") next = "failed";
  else if (row.cancelAtPeriodEnd) next = "ends";
  const until = next === "failed" ? (row.paymentFailedAt ?? row.stateAt).getTime() + GRACE_MS : row.currentPeriodEnd.getTime();
  return { period: row.period, next, date: new Date(until).toISOString() };
}

export type Subscription = Awaited<ReturnType<typeof subscriptionOf>>;
