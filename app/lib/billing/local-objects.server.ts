import Stripe from "stripe";
import { randomToken } from "../accounts/random.server";
import type { BillingPeriod, Currency } from "../plans";
import type { PaidPlan } from "./offers";

/**
 * Stripe's objects and events as the local provider (and the tests) make them: the fields the webhook reads, in
 * the shape of the API version the `stripe` package pins (period dates on the subscription's items, an invoice's
 * subscription under `parent.subscription_details`). Signed with the library's own test-header code.
 */

export const localId = (prefix: string) => `${prefix}_local_${randomToken(9)}`;

export type SubscriptionFacts = {
  id: string;
  customer: string;
  userId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  currency: Currency;
  amount: number;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd?: boolean;
  /** Milliseconds. */
  periodStart: number;
  periodEnd: number;
};

const seconds = (ms: number) => Math.floor(ms / 1000);

export function subscriptionObject(f: SubscriptionFacts): Stripe.Subscription {
  const metadata = { userId: f.userId, plan: f.plan, period: f.period };
  const price = { id: `price_local_${f.plan}_${f.period}_${f.currency}`, object: "price", currency: f.currency.toLowerCase(), unit_amount: f.amount, recurring: { interval: f.period, interval_count: 1 } };
  return {
    id: f.id,
    object: "subscription",
    customer: f.customer,
    status: f.status,
    cancel_at_period_end: f.cancelAtPeriodEnd ?? false,
    currency: f.currency.toLowerCase(),
    metadata,
    livemode: false,
    items: {
      object: "list",
      data: [{ id: `si_${f.id}`, object: "subscription_item", price, quantity: 1, current_period_start: seconds(f.periodStart), current_period_end: seconds(f.periodEnd) }],
      has_more: false,
      url: `/v1/subscription_items?subscription=${f.id}`,
    },
  } as unknown as Stripe.Subscription;
}

export function checkoutSessionObject(f: { id: string; userId: string; customer: string; subscription: string; email: string; amount: number; currency: Currency; metadata: Record<string, string> }): Stripe.Checkout.Session {
  return {
    id: f.id,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: f.userId,
    customer: f.customer,
    customer_details: { email: f.email },
    subscription: f.subscription,
    amount_total: f.amount,
    currency: f.currency.toLowerCase(),
    metadata: f.metadata,
    livemode: false,
  } as unknown as Stripe.Checkout.Session;
}

export function invoiceObject(f: {
  id: string;
  customer: string;
  subscription: string;
  metadata: Record<string, string>;
  amount: number;
  currency: Currency;
  status: "paid" | "open";
  /** Milliseconds. */
  at: number;
}): Stripe.Invoice {
  const paid = f.status === "paid";
  return {
    id: f.id,
    object: "invoice",
    customer: f.customer,
    status: f.status,
    number: `LOCAL-${f.id.slice(-6).toUpperCase()}`,
    currency: f.currency.toLowerCase(),
    amount_due: f.amount,
    amount_paid: paid ? f.amount : 0,
    created: seconds(f.at),
    status_transitions: { paid_at: paid ? seconds(f.at) : null },
    hosted_invoice_url: null,
    invoice_pdf: null,
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: f.subscription, metadata: f.metadata } },
    livemode: false,
  } as unknown as Stripe.Invoice;
}

export function eventObject<T extends Stripe.Event.Type>(type: T, object: unknown, at = Date.now()): Stripe.Event {
  return {
    id: localId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: seconds(at),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

/** The body and the Stripe-Signature header Stripe would send for an event. */
export async function signedDelivery(event: Stripe.Event, secret: string): Promise<{ payload: string; signature: string }> {
  const payload = JSON.stringify(event, null, 2);
  // The async variant of generateTestHeaderString: the same code, with Web Crypto's HMAC (no Node crypto in workerd).
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return { payload, signature };
}
