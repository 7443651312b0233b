import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { billingCustomers, invoices, paymentEvents, subscriptions, users } from "../../../db/schema";
import { commissionForInvoice, creditCommission } from "../affiliation/commissions.server";
import { isLocaleCode, LOCALES, type LocaleCode } from "../../i18n/locales";
import type { Env } from "../../../workers/env";
import type { Database } from "../db.server";
import { dateFormat } from "../intl-formats";
import { recordUsage } from "../observability/usage-events.server";
import { mailerFor } from "../mail/mailer.server";
import { paymentFailedMail } from "../mail/templates.server";
import { GRACE_MS } from "./offers";
import { paymentsFor, type Payments } from "./payments.server";
import { applySubscription, settleGrade } from "./subscriptions.server";

/**
 * Stripe's webhook (ADR 037): the signature is checked on the raw body before anything is read; each event id is
 * stored once, so a replay changes nothing; every event that touches a subscription ends in a copy of Stripe's
 * subscription object as Stripe holds it when the event is handled, so the order of delivery does not matter.
 */

type WebhookContext = { env: Env; db: Database };

export type WebhookAnswer = { status: number; body: { received: boolean; duplicate?: boolean; error?: string } };

export async function receiveWebhook(context: WebhookContext, rawBody: string, signature: string | null, origin: string): Promise<WebhookAnswer> {
  const payments = await paymentsFor(context);
  if (!payments) return { status: 503, body: { received: false, error: "payments_unavailable" } };
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no signature");
    event = await payments.verifiedEvent(rawBody, signature);
  } catch {
    return { status: 400, body: { received: false, error: "bad_signature" } };
  }
  // The claim comes first: of two deliveries of one event racing each other, only one handles it.
  const claimed = await context.db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (claimed.length === 0) return { status: 200, body: { received: true, duplicate: true } };
  try {
    await handle(context, payments, event, origin);
  } catch (error) {
    // Not handled after all: let Stripe's retry find the event new again.
    await context.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
  return { status: 200, body: { received: true } };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

async function handle(context: WebhookContext, payments: Payments, event: Stripe.Event, origin: string): Promise<void> {
  const { db } = context;
  const at = event.created * 1000;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (session.mode !== "subscription" || !subscriptionId || !customerId || !session.client_reference_id) return;
      // An account deleted since it paid: nothing to grant, and no retry would change that.
      const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.id, session.client_reference_id));
      if (!buyer) return;
      await db.insert(billingCustomers).values({ userId: buyer.id, customerId }).onConflictDoNothing();
      // The session says nothing of the period or status: Stripe's subscription as it is now does.
      await applySubscription(db, await payments.retrieveSubscription(subscriptionId), Date.now());
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      // Not the event's copy: Stripe stamps events by the second, and a subscription is often created
      // (incomplete) and updated (active) within the same one, so no event order can be trusted. What Stripe
      // holds now is the state, whichever event brought the news.
      await applySubscription(db, await payments.retrieveSubscription(event.data.object.id), Date.now());
      return;
    case "invoice.paid":
      if (await invoicePaid(db, payments, event.data.object)) await recordUsage(context.env, "payment_received");
      return;
    case "credit_note.created": {
      // A refund of an invoice, wholly or in part: the referrer's share of it goes too (ADR 040).
      const invoiceId = idOf(event.data.object.invoice);
      if (invoiceId) await creditCommission(db, invoiceId, event.data.object.total);
      return;
    }
    case "invoice.payment_failed":
      await paymentFailed(context, payments, event.data.object, at, origin);
      return;
    default:
      return;
  }
}

/** The subscription's row, fetched from Stripe first when its own events have not arrived yet. */
async function knownSubscription(db: Database, payments: Payments, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (row) return row;
  await applySubscription(db, await payments.retrieveSubscription(id), Date.now());
  const [fetched] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return fetched ?? null;
}

/** True when the invoice was one of a subscription we know (and so a payment to count). */
async function invoicePaid(db: Database, payments: Payments, invoice: Stripe.Invoice): Promise<boolean> {
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId || !invoice.id) return false;
  const row = await knownSubscription(db, payments, subscriptionId);
  if (!row) return false;
  const paidAt = (invoice.status_transitions?.paid_at ?? invoice.created) * 1000;
  await db.batch([
    db
      .insert(invoices)
      .values({
        id: invoice.id,
        userId: row.userId,
        subscriptionId,
        number: invoice.number,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        hostedUrl: invoice.hosted_invoice_url ?? null,
        pdfUrl: invoice.invoice_pdf ?? null,
        paidAt: new Date(paidAt),
      })
      .onConflictDoNothing(),
    db.update(subscriptions).set({ paymentFailedAt: null }).where(eq(subscriptions.id, subscriptionId)),
  ]);
  await settleGrade(db, row.userId);
  // The referrer's share (ADR 040): once per invoice, whichever delivery of it arrives.
  await commissionForInvoice(db, { id: invoice.id, userId: row.userId, amountPaid: invoice.amount_paid, currency: invoice.currency.toUpperCase(), paidAt: new Date(paidAt), plan: row.plan });
  return true;
}

/**
 * A renewal that failed: Stripe retries the card on its schedule; the plan stays for the grace period counted
 * from this first failure, and the owner is told once, with the date the plan ends if nothing changes.
 */
async function paymentFailed(context: WebhookContext, payments: Payments, invoice: Stripe.Invoice, at: number, origin: string): Promise<void> {
  const { db } = context;
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return;
  const row = await knownSubscription(db, payments, subscriptionId);
  if (!row || row.paymentFailedAt) return;
  await db.update(subscriptions).set({ paymentFailedAt: new Date(at) }).where(eq(subscriptions.id, subscriptionId));
  const [owner] = await db.select({ name: users.username, email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.userId));
  if (!owner) return;
  const locale: LocaleCode = isLocaleCode(owner.locale) ? owner.locale : "fr";
  const until = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(at + GRACE_MS));
  const link = `${context.env.PUBLIC_URL ?? origin}/account?tab=subscription`;
  await mailerFor(context).send(paymentFailedMail(locale, { name: owner.name, email: owner.email, until, link }));
}
