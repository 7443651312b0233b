import * as v from "valibot";
import { planPrice, teacherPrice, type BillingPeriod, type Currency } from "../plans";

/**
 * What can be bought (spec sections 6 and 9) and the grade each purchase carries. Pure: the checkout, the webhook
 * and the pages share it. Prices come from plans.ts, so the pricing page and the checkout never disagree.
 */

/** The paid plans a checkout sells; "education" is the teacher offer, open only after an approved request. */
export const PAID_PLANS = ["pro", "education", "company"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const offerSchema = v.object({
  plan: v.picklist(PAID_PLANS),
  period: v.picklist(["month", "year"] as const),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/** Company is sold yearly only: whatever period is asked, it is billed by the year. */
export function normalisedOffer(offer: Offer): Offer {
  return offer.plan === "company" ? { plan: "company", period: "year" } : offer;
}

/** The amount charged each period, in cents, tax included (EU consumer prices are shown with VAT). */
export function offerCents(offer: Offer, currency: Currency): number {
  const { plan, period } = normalisedOffer(offer);
  if (plan === "education") return teacherPrice(period, currency).cents;
  const price = planPrice(plan, period, currency);
  if (!price) throw new Error(`No price for ${plan}/${period}`);
  return price.cents;
}

/**
 * The grade a paid plan gives (spec section 4: 3 and 5 Pro, 4 Education, 6 Company). The spec names two Pro
 * grades without saying what tells them apart; ADR 037 settles it: 3 is Pro billed monthly, 5 Pro billed yearly.
 */
export function gradeForPlan(plan: PaidPlan, period: BillingPeriod): number {
  if (plan === "education") return 4;
  if (plan === "company") return 6;
  return period === "year" ? 5 : 3;
}

/** The grade of an account with no paid plan left: verified, Basic. */
export const FREE_GRADE = 1;

/** How long a subscription whose payment failed keeps its plan while Stripe retries the card. */
export const GRACE_DAYS = 7;
export const GRACE_MS = GRACE_DAYS * 24 * 60 * 60 * 1000;
