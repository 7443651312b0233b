import { numberFormat } from "./intl-formats";

/**
 * The plans of spec sections 6 and 9 as data, shared by the pricing page, the legal pages and (later)
 * quota checks. Pure: no server or browser API, so the worker, the client and the tests all import it.
 */

export const PLAN_IDS = ["basic", "pro", "education", "company"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ["month", "year"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type Currency = "EUR" | "CHF";

/** Yearly billing saves 16 % (spec section 9). */
export const YEARLY_DISCOUNT = 0.16;

/** Decimal units, as storage is sold: 0.05 MB stays a whole number of bytes. */
export const MB = 1_000_000;
export const GB = 1_000 * MB;

/** Each published review grants 0.05 MB of extra storage (spec section 9). */
export const REVIEW_BONUS_BYTES = 0.05 * MB;

/** Every feature a plan can include, in the order the pricing page lists them. */
export const PLAN_FEATURES = ["publish", "saveProgress", "privateSharing", "guestInvites", "results", "collections", "whiteLabel", "customDomain"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Features still in beta carry a badge wherever they are listed (once they are available). */
export const BETA_FEATURES: readonly PlanFeature[] = ["results", "collections"];

/** Every line an offer lists: the plan's limits and its features. */
export type OfferItem = "projects" | "storage" | "collaborators" | "aiImages" | "seats" | PlanFeature;

/**
 * What the offers list but the platform does not do yet (issue 10): each is marked "coming soon"
 * wherever an offer is described. The limits stay the offer; when a feature ships, remove its key here.
 * Storage is live (profile pictures count against it), as are guest invitations, saved progress, the
 * project quotas of the creator's workspace, the results (beta) of a creator's games, the
 * collaborators per project (issue 14: invited by the owner, pending invitations counted) and the
 * collections of chapters (beta, issue 15), the Company plan's white label and custom domain (issue 26), and the
 * AI images of the project files (issue 27, ADR 045).
 */
export const UPCOMING_FEATURES: readonly OfferItem[] = [];

export function isUpcoming(item: OfferItem): boolean {
  return UPCOMING_FEATURES.includes(item);
}

export type PlanLimits = {
  /** null: unlimited. */
  projects: number | null;
  storageBytes: number;
  collaboratorsPerProject: number;
  /** 0: AI image generation is not included. */
  aiImagesPerMonth: number;
  /** People an account may bring into its company (issue 26, ADR 043); they share its plan. 0: no company seats. */
  seats: number;
};

export type Plan = {
  id: PlanId;
  /** Account grades of spec section 4 that carry this plan. */
  grades: readonly number[];
  limits: PlanLimits;
  features: readonly PlanFeature[];
  /** How the plan is paid for: free, monthly or yearly at will, on request, or yearly only. */
  billing: "free" | "flexible" | "request" | "yearly";
};

const PRO_FEATURES: readonly PlanFeature[] = [
  "publish",
  "saveProgress",
  "privateSharing",
  "guestInvites",
  "results",
  "collections",
];

const PRO_LIMITS: PlanLimits = { projects: null, storageBytes: GB, collaboratorsPerProject: 10, aiImagesPerMonth: 50, seats: 0 };

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    grades: [0, 1],
    limits: { projects: 3, storageBytes: 10 * MB, collaboratorsPerProject: 2, aiImagesPerMonth: 0, seats: 0 },
    features: ["publish", "saveProgress"],
    billing: "free",
  },
  pro: { id: "pro", grades: [3, 5], limits: PRO_LIMITS, features: PRO_FEATURES, billing: "flexible" },
  education: {
    id: "education",
    grades: [4],
    limits: { projects: null, storageBytes: 250 * MB, collaboratorsPerProject: 10, aiImagesPerMonth: 40, seats: 0 },
    features: PRO_FEATURES,
    billing: "request",
  },
  company: {
    id: "company",
    grades: [6],
    // Ten seats: a team (marketing, training) around the account that pays, not a whole staff.
    limits: { ...PRO_LIMITS, aiImagesPerMonth: 100, seats: 10 },
    features: [...PRO_FEATURES, "whiteLabel", "customDomain"],
    billing: "yearly",
  },
};

export function planForGrade(grade: number): Plan {
  return Object.values(PLANS).find((plan) => plan.grades.includes(grade)) ?? PLANS.basic;
}

/**
 * Price list in cents. Euros come from the spec; the Swiss site sells in francs at fixed,
 * rounded prices rather than a daily conversion, so a price never changes between two visits.
 */
export const PRICES: Record<Currency, { proMonthly: number; teacherMonthly: number; companyYearly: number }> = {
  EUR: { proMonthly: 799, teacherMonthly: 499, companyYearly: 49_000 },
  CHF: { proMonthly: 790, teacherMonthly: 490, companyYearly: 48_000 },
};

/** Twelve months less the yearly discount, rounded to the cent; integer maths avoids float drift. */
export function yearlyPrice(monthlyCents: number): number {
  const keptPercent = 100 - Math.round(YEARLY_DISCOUNT * 100);
  return Math.round((monthlyCents * 12 * keptPercent) / 100);
}

export type Price = { cents: number; period: BillingPeriod };

/**
 * What a plan costs for the chosen billing period: null when there is no public price (education is
 * on request). Company is sold yearly only, whatever the period asked.
 */
export function planPrice(id: PlanId, period: BillingPeriod, currency: Currency): Price | null {
  const list = PRICES[currency];
  switch (id) {
    case "basic":
      return { cents: 0, period };
    case "pro":
      return period === "year" ? { cents: yearlyPrice(list.proMonthly), period } : { cents: list.proMonthly, period };
    case "company":
      return { cents: list.companyYearly, period: "year" };
    case "education":
      return null;
  }
}

/** The teacher offer for Pro (spec section 9), granted on request. */
export function teacherPrice(period: BillingPeriod, currency: Currency): Price {
  const monthly = PRICES[currency].teacherMonthly;
  return period === "year" ? { cents: yearlyPrice(monthly), period } : { cents: monthly, period };
}

/** What yearly billing saves over twelve monthly payments. */
export function yearlySaving(monthlyCents: number): number {
  return monthlyCents * 12 - yearlyPrice(monthlyCents);
}

/** A price in the site's currency; whole amounts drop their cents ("490 €", "7,99 €"). */
export function formatPrice(cents: number, currency: Currency, locale: string): string {
  const whole = cents % 100 === 0;
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Storage in the largest round unit ("10 MB", "1 GB"), with the locale's digits. */
export function formatStorage(bytes: number, locale: string): string {
  const [unit, size] = bytes >= GB ? (["gigabyte", GB] as const) : (["megabyte", MB] as const);
  return numberFormat(locale, { style: "unit", unit, maximumFractionDigits: 2 }).format(bytes / size);
}
