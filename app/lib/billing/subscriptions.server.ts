import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { billingCustomers, planGrants, subscriptions, users } from "../../../db/schema";
import type { Database } from "../db.server";
import { FREE_GRADE, GRACE_MS, gradeForPlan, PAID_PLANS, type PaidPlan } from "./offers";

/**
 * A subscription's state and the grade it gives (ADR 037). The state is always a copy of Stripe's subscription
 * object as retrieved while handling an event, kept only when it is not older than the one stored (two deliveries
 * handled at once may finish in either order); the grade is then derived from all of an account's subscriptions
 * and the time, so the order events arrived in never decides what someone has.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

const LIVE = new Set(["active", "trialing"]);

/** Whether a subscription still gives its plan at `now`. */
export function entitled(row: Pick<SubscriptionRow, "status" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "paymentFailedAt" | "stateAt">, now: number): boolean {
  if (LIVE.has(row.status)) return !row.cancelAtPeriodEnd || now < row.currentPeriodEnd.getTime();
  // Stripe retries the card; the plan stays for the grace period counted from the first failure.
  if (row.status === "past_due") return now < (row.paymentFailedAt ?? row.stateAt).getTime() + GRACE_MS;
  return false;
}

/** Who a subscription belongs to: the id the checkout put in its metadata, else the customer already known. */
async function ownerOf(db: Database, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata) return fromMetadata;
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.customerId, customer));
  return row?.userId ?? null;
}

/**
 * Stores Stripe's subscription as of `stateAt` (ms) unless a newer state is already stored, then settles the
 * owner's grade. Returns the owner, or null for a subscription this site did not sell (ignored).
 */
export async function applySubscription(db: Database, subscription: Stripe.Subscription, stateAt: number, now = Date.now()): Promise<string | null> {
  const userId = await ownerOf(db, subscription);
  const item = subscription.items.data[0];
  const plan = subscription.metadata?.plan as PaidPlan | undefined;
  if (!userId || !item || !plan || !PAID_PLANS.includes(plan)) return null;
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!known) return null;
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const period = item.price.recurring?.interval === "year" ? "year" : "month";
  const currency = subscription.currency.toUpperCase() === "CHF" ? "CHF" : "EUR";
  const values = {
    id: subscription.id,
    userId,
    customerId,
    plan,
    period,
    currency,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    stateAt: new Date(stateAt),
    updatedAt: new Date(now),
  } as const;
  await db.batch([
    db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing(),
    db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: {
          plan: values.plan,
          period: values.period,
          currency: values.currency,
          status: values.status,
          cancelAtPeriodEnd: values.cancelAtPeriodEnd,
          currentPeriodEnd: values.currentPeriodEnd,
          stateAt: values.stateAt,
          updatedAt: values.updatedAt,
          // A card that works again ends the unpaid stretch.
          paymentFailedAt: LIVE.has(values.status) ? null : sql`${subscriptions.paymentFailedAt}`,
        },
        // An event delivered late carries an older state: it must not undo a newer one.
        setWhere: lte(subscriptions.stateAt, values.stateAt),
      }),
  ]);
  await settleGrade(db, userId, now);
  return userId;
}

/**
 * Sets the account's grade from what it has at `now`: the highest of its paid plans still in force and the plan staff
 * granted it, if one is running (ADR 038), else Basic. An account that never subscribed is left alone (a grant sets
 * and ends its own grade), and so are the grades below 1 (unverified, removed).
 */
export async function settleGrade(db: Database, userId: string, now = Date.now()): Promise<number | null> {
  const [rows, grants] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select({ grade: planGrants.grade, endsAt: planGrants.endsAt }).from(planGrants).where(and(eq(planGrants.userId, userId), isNull(planGrants.endedAt))),
  ]);
  if (rows.length === 0) return null;
  const granted = grants.filter((grant) => !grant.endsAt || grant.endsAt.getTime() > now).reduce((best, grant) => Math.max(best, grant.grade), FREE_GRADE);
  const grade = rows.filter((row) => entitled(row, now)).reduce((best, row) => Math.max(best, gradeForPlan(row.plan, row.period)), granted);
  await db
    .update(users)
    .set({ grade })
    .where(and(eq(users.id, userId), sql`${users.grade} >= ${FREE_GRADE}`, sql`${users.grade} <> ${grade}`));
  return grade;
}

/**
 * The hourly check (workers/app.ts): plans whose paid-up time has run out drop to Basic even when Stripe's last
 * word came before that moment (a cancellation at the period's end, a grace period over). Only accounts still
 * above Basic with such a subscription are looked at.
 */
export async function settleDueSubscriptions(db: Database, now = Date.now()): Promise<number> {
  const due = await db
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        gt(users.grade, FREE_GRADE),
        or(
          and(eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, new Date(now))),
          and(isNotNull(subscriptions.paymentFailedAt), lte(subscriptions.paymentFailedAt, new Date(now - GRACE_MS))),
          sql`${subscriptions.status} NOT IN ('active', 'trialing', 'past_due')`,
        ),
      ),
    );
  for (const { userId } of due) await settleGrade(db, userId, now);
  return due.length;
}

