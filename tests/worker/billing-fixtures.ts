import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import type Stripe from "stripe";
import { eventObject, invoiceObject, localId, signedDelivery, subscriptionObject, type SubscriptionFacts } from "../../app/lib/billing/local-objects.server";
import { saveLocalSubscription } from "../../app/lib/billing/local-payments.server";
import { offerCents } from "../../app/lib/billing/offers";
import { LOCAL_WEBHOOK_SECRET } from "../../app/lib/billing/payments.server";
import { createDb } from "../../app/lib/db.server";
import worker from "../../workers/app";
import { signedIn } from "./account-area-fixtures";
import { post as httpPost } from "./http";

/**
 * Billing tests (ADR 037): Stripe's events built in Stripe's shape and signed by the `stripe` library with the
 * endpoint's secret, posted to the real webhook; "Stripe's state" is the local provider's copy of a subscription,
 * which the webhook asks for as it asks Stripe in production.
 */

export const db = createDb(env.DB);
export const DAY = 86_400_000;
export const WEBHOOK = "/v1/billing/webhook";

export type Payer = Awaited<ReturnType<typeof signedIn>>;
export const payer = () => signedIn(1);

/** A Stripe subscription for `user`: active Pro monthly in euros from now, unless told otherwise. */
export function subscriptionFor(user: { id: string }, facts: Partial<SubscriptionFacts> = {}, now = Date.now()): SubscriptionFacts {
  const plan = facts.plan ?? "pro";
  const period = facts.period ?? "month";
  const currency = facts.currency ?? "EUR";
  return {
    id: localId("sub"),
    customer: localId("cus"),
    userId: user.id,
    plan,
    period,
    currency,
    amount: offerCents({ plan, period }, currency),
    status: "active",
    periodStart: now,
    periodEnd: now + (period === "year" ? 365 : 30) * DAY,
    ...facts,
  };
}

/** What Stripe holds for the subscription now (the webhook retrieves it on checkout completion). */
export async function stripeHolds(facts: SubscriptionFacts): Promise<Stripe.Subscription> {
  const object = subscriptionObject(facts);
  await saveLocalSubscription(db, facts.userId, object);
  return object;
}

/** Stripe's subscription changes and Stripe says so: its state first, then the event announcing it. */
export async function stripeChanges(type: "customer.subscription.updated" | "customer.subscription.deleted", facts: SubscriptionFacts, at = Date.now()) {
  await stripeHolds(facts);
  return deliver(subscriptionEvent(type, facts, at));
}

export function checkoutCompleted(facts: SubscriptionFacts, at = Date.now()): Stripe.Event {
  return eventObject(
    "checkout.session.completed",
    {
      id: localId("cs"),
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      client_reference_id: facts.userId,
      customer: facts.customer,
      subscription: facts.id,
      currency: facts.currency.toLowerCase(),
      amount_total: facts.amount,
      metadata: { userId: facts.userId, plan: facts.plan, period: facts.period },
    },
    at,
  );
}

export const subscriptionEvent = (type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted", facts: SubscriptionFacts, at = Date.now()) =>
  eventObject(type, subscriptionObject(facts), at);

export function invoiceEvent(type: "invoice.paid" | "invoice.payment_failed", facts: SubscriptionFacts, at = Date.now(), id = localId("in")): Stripe.Event {
  const metadata = { userId: facts.userId, plan: facts.plan, period: facts.period };
  const status = type === "invoice.paid" ? "paid" : "open";
  return eventObject(type, invoiceObject({ id, customer: facts.customer, subscription: facts.id, metadata, amount: facts.amount, currency: facts.currency, status, at }), at);
}

/** Posts a delivery to the webhook as Stripe does: the exact bytes signed, in the Stripe-Signature header. */
export function post(delivery: { payload: string; signature: string | null }) {
  const headers: Record<string, string> = { Host: "escaplay.fr", "Content-Type": "application/json" };
  if (delivery.signature !== null) headers["Stripe-Signature"] = delivery.signature;
  return SELF.fetch(`http://escaplay.fr${WEBHOOK}`, { method: "POST", headers, body: delivery.payload });
}

export async function deliver(event: Stripe.Event, secret = LOCAL_WEBHOOK_SECRET) {
  return post(await signedDelivery(event, secret));
}

/** How many mails with this subject an address received. */
export async function mailsWithSubject(to: string, subject: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM dev_mailbox WHERE "to" = ? AND subject = ?').bind(to, subject).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function gradeOf(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT grade FROM users WHERE id = ?").bind(userId).first<{ grade: number }>();
  return row!.grade;
}

type Row = { status: string; plan: string; period: string; currency: string; cancel_at_period_end: number; current_period_end: number; payment_failed_at: number | null };

export async function subscriptionRow(id: string): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM subscriptions WHERE id = ?").bind(id).first<Row>();
}

/** Everything billing has stored for an account, to compare before and after a request that must change nothing. */
export async function billingState(userId: string) {
  const [grade, subs, invoices, events] = await Promise.all([
    gradeOf(userId),
    env.DB.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT * FROM invoices WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT count(*) AS n FROM payment_events").first<{ n: number }>(),
  ]);
  return { grade, subscriptions: subs.results, invoices: invoices.results, events: events?.n };
}

/** The hourly cron at `scheduledTime`, through the worker's own scheduled handler. */
export async function hourlyCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "5 * * * *", scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A Pro monthly subscriber whose checkout has completed. */
export async function proSubscriber(facts: Partial<SubscriptionFacts> = {}) {
  const user = await payer();
  const subscription = subscriptionFor(user, facts);
  await stripeHolds(subscription);
  const res = await deliver(checkoutCompleted(subscription));
  if (res.status !== 200) throw new Error(`checkout completion refused: ${res.status}`);
  return { user, subscription };
}

/** The host `npm start` answers on: the local provider's pages are on loopback only. */
export const LOCAL = "127.0.0.1:8787";

/** A path (with its query) out of a Location header, absolute or not. */
export function pathOf(location: string | null): string | null {
  if (!location) return null;
  const url = new URL(location, `http://${LOCAL}`);
  return url.pathname + url.search;
}

/** Buys an offer through the buy endpoint and the local checkout page, as a developer clicking would. */
export async function buyLocally(user: Payer, plan: "pro" | "education" | "company", period: "month" | "year") {
  const started = await httpPost("/resources/checkout", { plan, period }, LOCAL, { Cookie: user.cookie, Accept: "text/html" });
  const checkout = pathOf(started.headers.get("Location"));
  if (!checkout?.startsWith("/dev/checkout/")) throw new Error(`no local checkout: ${checkout}`);
  const paid = await httpPost(checkout, { intent: "pay" }, LOCAL, { Cookie: user.cookie });
  if (paid.status !== 303) throw new Error(`local payment refused: ${paid.status}`);
}
