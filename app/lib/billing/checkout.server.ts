import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { billingCustomers, subscriptions, users } from "../../../db/schema";
import { LOCALES } from "../../i18n/locales";
import { currentUser } from "../session.server";
import { entitled } from "./subscriptions.server";
import { offerSchema, normalisedOffer } from "./offers";
import { paymentsFor } from "./payments.server";

/**
 * Starting a checkout (ADR 037), whatever page's button asked: who may buy what, then the provider's checkout.
 * The answer is always where the browser goes next; a refusal goes back to /plans with its reason, which the page
 * words (`checkout` query).
 */

export type CheckoutRefusal = "unavailable" | "teacher-offer-closed" | "invalid";

export type CheckoutStart = { kind: "redirect"; to: string } | { kind: "refused"; reason: CheckoutRefusal };

/** Whether staff approved this account's Education request, which alone opens the teacher offer. */
export async function teacherOfferOpen(db: AppLoadContext["db"], userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.teacherOfferAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

export async function startCheckout(context: AppLoadContext, request: Request, fields: Record<string, string>): Promise<CheckoutStart> {
  const parsed = v.safeParse(offerSchema, { plan: fields.plan, period: fields.period });
  if (!parsed.success) return { kind: "refused", reason: "invalid" };
  const offer = normalisedOffer(parsed.output);
  const user = await currentUser(context);
  // A visitor makes an account first, then comes back to the same offer.
  if (!user) return { kind: "redirect", to: `/join?r=${encodeURIComponent(`/plans?billing=${offer.period}`)}` };
  const { db } = context;
  if (offer.plan === "education" && !(await teacherOfferOpen(db, user.id))) return { kind: "refused", reason: "teacher-offer-closed" };
  const owned = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  // A second subscription would charge twice: a plan in force is changed from the subscription tab instead.
  if (owned.some((row) => entitled(row, Date.now()))) return { kind: "redirect", to: "/account?tab=subscription" };
  const payments = await paymentsFor(context);
  if (!payments) return { kind: "refused", reason: "unavailable" };
  const [customer] = await db.select({ id: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  const site = LOCALES[context.locale];
  const { url } = await payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: customer?.id ?? null,
    offer,
    currency: site.currency,
    language: site.lang,
    origin: new URL(request.url).origin,
  });
  return { kind: "redirect", to: url };
}

/**
 * Where the "manage my subscription" button leads: the provider's portal for the account's customer; an account
 * that never paid goes to /plans, a visitor logs in first.
 */
export async function openPortal(context: AppLoadContext, request: Request): Promise<string> {
  const user = await currentUser(context);
  if (!user) return `/connect?r=${encodeURIComponent("/account?tab=subscription")}`;
  const [customer] = await context.db.select({ id: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (!customer) return "/plans";
  const payments = await paymentsFor(context);
  if (!payments) return "/plans?checkout=unavailable";
  const origin = new URL(request.url).origin;
  const { url } = await payments.createPortal({ customerId: customer.id, language: LOCALES[context.locale].lang, returnUrl: `${origin}/account?tab=subscription` });
  return url;
}
