import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import * as v from "valibot";
import { devPayments } from "../../../db/schema";
import type { Database } from "../db.server";
import { checkoutSessionObject, eventObject, invoiceObject, localId, signedDelivery, subscriptionObject } from "./local-objects.server";
import { normalisedOffer, offerCents, PAID_PLANS } from "./offers";
import { LOCAL_WEBHOOK_SECRET, verifyWithStripe, type Payments } from "./payments.server";

/**
 * The local payments provider (ADR 037), for `npm start` and the tests: no network, no key. A checkout is a page
 * on this server, /dev/checkout/{id}, where a developer confirms or declines; confirming creates the subscription
 * here and sends Stripe's events for it, signed by Stripe's library, to the site's real webhook endpoint.
 */

const checkoutSchema = v.object({
  id: v.string(),
  userId: v.string(),
  email: v.string(),
  customerId: v.nullable(v.string()),
  plan: v.picklist(PAID_PLANS),
  period: v.picklist(["month", "year"] as const),
  currency: v.picklist(["EUR", "CHF"] as const),
  amount: v.number(),
  status: v.picklist(["open", "paid", "declined"] as const),
  successUrl: v.string(),
  cancelUrl: v.string(),
});
export type LocalCheckout = v.InferOutput<typeof checkoutSchema>;

export function localPayments(db: Database): Payments {
  return {
    kind: "local",
    async createCheckout({ userId, email, customerId, offer, currency, origin }) {
      const { plan, period } = normalisedOffer(offer);
      const id = localId("cs");
      const checkout: LocalCheckout = {
        id,
        userId,
        email,
        customerId,
        plan,
        period,
        currency,
        amount: offerCents({ plan, period }, currency),
        status: "open",
        successUrl: `${origin}/account/pro/success?session_id=${id}`,
        cancelUrl: `${origin}/plans?checkout=cancelled`,
      };
      await db.insert(devPayments).values({ id, kind: "checkout", userId, data: JSON.stringify(checkout) });
      return { id, url: `${origin}/dev/checkout/${id}` };
    },
    async createPortal({ customerId, returnUrl }) {
      return { url: `${new URL(returnUrl).origin}/dev/portal/${encodeURIComponent(customerId)}?return=${encodeURIComponent(returnUrl)}` };
    },
    async retrieveSubscription(id) {
      const [row] = await db.select().from(devPayments).where(and(eq(devPayments.id, id), eq(devPayments.kind, "subscription")));
      if (!row) throw new Error(`No such local subscription: ${id}`);
      return JSON.parse(row.data) as Stripe.Subscription;
    },
    async cancelNow(id) {
      const [row] = await db.select().from(devPayments).where(and(eq(devPayments.id, id), eq(devPayments.kind, "subscription")));
      if (!row) throw new Error(`No such local subscription: ${id}`);
      const subscription = JSON.parse(row.data) as Stripe.Subscription;
      const at = Math.floor(Date.now() / 1000);
      const cancelled: Stripe.Subscription = { ...subscription, status: "canceled", canceled_at: at, ended_at: at };
      await saveLocalSubscription(db, row.userId, cancelled);
      return cancelled;
    },
    verifiedEvent: (rawBody, signature) => verifyWithStripe(rawBody, signature, LOCAL_WEBHOOK_SECRET),
  };
}

export async function localCheckout(db: Database, id: string): Promise<LocalCheckout | null> {
  const [row] = await db.select().from(devPayments).where(and(eq(devPayments.id, id), eq(devPayments.kind, "checkout")));
  if (!row) return null;
  const parsed = v.safeParse(checkoutSchema, JSON.parse(row.data));
  return parsed.success ? parsed.output : null;
}

async function saveCheckout(db: Database, checkout: LocalCheckout) {
  await db.update(devPayments).set({ data: JSON.stringify(checkout) }).where(eq(devPayments.id, checkout.id));
}

/** The local provider's copy of a subscription changes the way Stripe's would, before its event is sent. */
export async function saveLocalSubscription(db: Database, userId: string, subscription: Stripe.Subscription) {
  const data = JSON.stringify(subscription);
  await db.insert(devPayments).values({ id: subscription.id, kind: "subscription", userId, data }).onConflictDoUpdate({ target: devPayments.id, set: { data } });
}

/** One period later, on the calendar (a month from 31 January ends on 3 March, as Stripe's own anchors do not). */
export function periodAfter(start: number, period: "month" | "year"): number {
  const end = new Date(start);
  if (period === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime();
}

/** Posts a signed event to the site's webhook endpoint, the hono route Stripe itself calls in production. */
export async function deliverLocally(context: Pick<AppLoadContext, "env" | "ctx">, origin: string, event: Stripe.Event): Promise<Response> {
  const { payload, signature } = await signedDelivery(event, LOCAL_WEBHOOK_SECRET);
  // Loaded on use: the API imports this module's callers, and the route table is not needed to build a checkout.
  const { api } = await import("../../../workers/api");
  const request = new Request(`${origin}/v1/billing/webhook`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
  const response = await api.fetch(request, context.env, context.ctx as ExecutionContext);
  if (!response.ok) throw new Error(`The webhook refused the local event ${event.type}: ${response.status}`);
  return response;
}

/**
 * The developer pays: the subscription starts now for one period, and the events Stripe sends for a paid
 * checkout follow, in Stripe's usual order. Returns where the browser goes next.
 */
export async function confirmLocalCheckout(context: Pick<AppLoadContext, "env" | "ctx" | "db">, checkout: LocalCheckout, origin: string, now = Date.now()): Promise<string> {
  if (checkout.status !== "open") return checkout.status === "paid" ? checkout.successUrl : checkout.cancelUrl;
  const { db } = context;
  const customer = checkout.customerId ?? localId("cus");
  const metadata = { userId: checkout.userId, plan: checkout.plan, period: checkout.period };
  const subscription = subscriptionObject({
    id: localId("sub"),
    customer,
    userId: checkout.userId,
    plan: checkout.plan,
    period: checkout.period,
    currency: checkout.currency,
    amount: checkout.amount,
    status: "active",
    periodStart: now,
    periodEnd: periodAfter(now, checkout.period),
  });
  await saveLocalSubscription(db, checkout.userId, subscription);
  await saveCheckout(db, { ...checkout, status: "paid", customerId: customer });
  const session = checkoutSessionObject({ id: checkout.id, userId: checkout.userId, customer, subscription: subscription.id, email: checkout.email, amount: checkout.amount, currency: checkout.currency, metadata });
  const invoice = invoiceObject({ id: localId("in"), customer, subscription: subscription.id, metadata, amount: checkout.amount, currency: checkout.currency, status: "paid", at: now });
  for (const event of [eventObject("customer.subscription.created", subscription, now), eventObject("invoice.paid", invoice, now), eventObject("checkout.session.completed", session, now)]) {
    await deliverLocally(context, origin, event);
  }
  return checkout.successUrl;
}

/** The developer declines: nothing is charged and no event is sent, as when someone leaves Stripe's page. */
export async function declineLocalCheckout(db: Database, checkout: LocalCheckout): Promise<string> {
  if (checkout.status === "open") await saveCheckout(db, { ...checkout, status: "declined" });
  return checkout.cancelUrl;
}
