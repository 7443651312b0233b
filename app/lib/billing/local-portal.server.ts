import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { devPayments } from "../../../db/schema";
import type { Database } from "../db.server";
import { eventObject, invoiceObject, localId } from "./local-objects.server";
import { deliverLocally, periodAfter, saveLocalSubscription } from "./local-payments.server";
import { offerCents, type PaidPlan } from "./offers";

/**
 * The local provider's customer portal (ADR 037): what Stripe's portal and Stripe's own clock do to a subscription
 * (cancel at the period's end, resume, switch period, a renewal paid or refused, the end), done on a development
 * machine and announced to the webhook with the events Stripe sends for each.
 */

export const PORTAL_CHANGES = ["cancel", "resume", "month", "year", "renew", "fail", "end"] as const;
export type PortalChange = (typeof PORTAL_CHANGES)[number];

export async function localSubscriptionsOf(db: Database, customerId: string): Promise<Stripe.Subscription[]> {
  const rows = await db.select().from(devPayments).where(eq(devPayments.kind, "subscription"));
  return rows.map((row) => JSON.parse(row.data) as Stripe.Subscription).filter((subscription) => subscription.customer === customerId);
}

async function localSubscription(db: Database, id: string) {
  const [row] = await db.select().from(devPayments).where(and(eq(devPayments.id, id), eq(devPayments.kind, "subscription")));
  return row ? { userId: row.userId, subscription: JSON.parse(row.data) as Stripe.Subscription } : null;
}

/** The changes that make sense for a subscription in its state (what the portal page offers). */
export function changesFor(subscription: Stripe.Subscription): PortalChange[] {
  if (subscription.status === "canceled") return [];
  const plan = subscription.metadata.plan as PaidPlan;
  const interval = subscription.items.data[0]?.price.recurring?.interval;
  const changes: PortalChange[] = [subscription.cancel_at_period_end ? "resume" : "cancel"];
  if (plan !== "company") changes.push(interval === "year" ? "month" : "year");
  changes.push("renew", "fail", "end");
  return changes;
}

/** Applies one change to the local copy, then sends the events Stripe would. */
export async function changeLocally(context: Pick<AppLoadContext, "env" | "ctx" | "db">, origin: string, subscriptionId: string, change: PortalChange, now = Date.now()): Promise<boolean> {
  const found = await localSubscription(context.db, subscriptionId);
  if (!found || !changesFor(found.subscription).includes(change)) return false;
  const { userId } = found;
  const subscription = structuredClone(found.subscription);
  const item = subscription.items.data[0]!;
  const plan = subscription.metadata.plan as PaidPlan;
  const currency = subscription.currency.toUpperCase() === "CHF" ? "CHF" : "EUR";
  const events: Stripe.Event[] = [];
  const invoice = (status: "paid" | "open") =>
    invoiceObject({ id: localId("in"), customer: String(subscription.customer), subscription: subscription.id, metadata: subscription.metadata, amount: item.price.unit_amount ?? 0, currency, status, at: now });

  switch (change) {
    case "cancel":
    case "resume":
      subscription.cancel_at_period_end = change === "cancel";
      break;
    case "month":
    case "year": {
      const period = change;
      item.price = { ...item.price, unit_amount: offerCents({ plan, period }, currency), recurring: { ...item.price.recurring!, interval: period } };
      subscription.metadata = { ...subscription.metadata, period };
      break;
    }
    case "renew": {
      const interval = item.price.recurring?.interval === "year" ? "year" : "month";
      const start = Math.max(now, item.current_period_end * 1000);
      item.current_period_start = Math.floor(start / 1000);
      item.current_period_end = Math.floor(periodAfter(start, interval) / 1000);
      subscription.status = "active";
      events.push(eventObject("invoice.paid", invoice("paid"), now));
      break;
    }
    case "fail":
      subscription.status = "past_due";
      events.push(eventObject("invoice.payment_failed", invoice("open"), now));
      break;
    case "end":
      subscription.status = "canceled";
      break;
  }
  await saveLocalSubscription(context.db, userId, subscription);
  const type = change === "end" ? "customer.subscription.deleted" : "customer.subscription.updated";
  events.push(eventObject(type, subscription, now));
  for (const event of events) await deliverLocally(context, origin, event);
  return true;
}
