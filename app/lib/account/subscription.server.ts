import { and, count, eq, isNull } from "drizzle-orm";
import { planGrants, projects } from "../../../db/schema";
import type { Database } from "../db.server";
import { showsUpgradePrompt } from "../grades";
import { planForGrade } from "../plans";
import { storageBonus } from "../projects/files/storage.server";
import type { CurrentUser } from "../session.server";

/** The account's plan (by grade, spec section 4) with its limits and what the account uses of them. */
export async function subscriptionOf(db: Database, user: CurrentUser) {
  const plan = planForGrade(user.grade);
  const [[row], bonus, [grant]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.ownerId, user.id)),
    storageBonus(db, user.id),
    // A plan granted by staff until a date (ADR 038): the person is told when it ends.
    db.select({ endsAt: planGrants.endsAt }).from(planGrants).where(and(eq(planGrants.userId, user.id), isNull(planGrants.endedAt))).limit(1),
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
  };
}

export type Subscription = Awaited<ReturnType<typeof subscriptionOf>>;
