import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { signedDelivery } from "../../app/lib/billing/local-objects.server";
import { LOCAL_WEBHOOK_SECRET } from "../../app/lib/billing/payments.server";
import {
  billingState,
  checkoutCompleted,
  db,
  DAY,
  deliver,
  gradeOf,
  invoiceEvent,
  payer,
  post,
  stripeHolds,
  subscriptionEvent,
  subscriptionFor,
  subscriptionRow,
} from "./billing-fixtures";

/** Stripe's webhook (ADR 037): signed events set the plan; replays, forgeries and late events change nothing wrong. */

describe("a completed checkout", () => {
  it.each([
    { period: "month", currency: "EUR", grade: 3, amount: 799 },
    { period: "year", currency: "EUR", grade: 5, amount: 8054 },
    { period: "month", currency: "CHF", grade: 3, amount: 790 },
    { period: "year", currency: "CHF", grade: 5, amount: 7963 },
  ] as const)("makes the account Pro, billed by the $period in $currency", async ({ period, currency, grade, amount }) => {
    const user = await payer();
    const subscription = subscriptionFor(user, { period, currency });
    expect(subscription.amount).toBe(amount);
    await stripeHolds(subscription);
    expect(await gradeOf(user.id)).toBe(1);

    const res = await deliver(checkoutCompleted(subscription));
    expect(res.status).toBe(200);
    expect(await gradeOf(user.id)).toBe(grade);
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      status: "active",
      plan: "pro",
      period,
      currency,
      cancel_at_period_end: 0,
      current_period_end: Math.floor(subscription.periodEnd / 1000) * 1000,
    });
  });

  it("keeps the paid invoice for the account, in the currency paid", async () => {
    const user = await payer();
    const subscription = subscriptionFor(user, { currency: "CHF", period: "year" });
    await stripeHolds(subscription);
    await deliver(checkoutCompleted(subscription));
    expect((await deliver(invoiceEvent("invoice.paid", subscription))).status).toBe(200);
    const { invoices } = await billingState(user.id);
    expect(invoices).toEqual([expect.objectContaining({ amount_paid: 7963, currency: "CHF", subscription_id: subscription.id })]);
  });
});

describe("the same event delivered again", () => {
  it("changes nothing, even when Stripe's subscription has changed since", async () => {
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    const event = checkoutCompleted(subscription);
    const delivery = await signedDelivery(event, LOCAL_WEBHOOK_SECRET);
    expect((await post(delivery)).status).toBe(200);
    const before = await billingState(user.id);

    // Had the replay been handled again, it would copy this cancelled subscription and drop the plan.
    await stripeHolds({ ...subscription, status: "canceled" });
    const replay = await post(delivery);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await billingState(user.id)).toEqual(before);
    expect(before.grade).toBe(3);
  });

  it("stores an invoice once", async () => {
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    await deliver(checkoutCompleted(subscription));
    const paid = await signedDelivery(invoiceEvent("invoice.paid", subscription), LOCAL_WEBHOOK_SECRET);
    await post(paid);
    await post(paid);
    expect((await billingState(user.id)).invoices).toHaveLength(1);
  });
});

describe("a request that is not signed by Stripe with this endpoint's secret", () => {
  async function refusedDelivery(make: (user: { id: string }) => Promise<{ payload: string; signature: string | null }>) {
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    const before = await billingState(user.id);
    const res = await post(await make(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ received: false, error: "bad_signature" });
    expect(await billingState(user.id)).toEqual(before);
    expect(before.grade).toBe(1);
    return subscription;
  }

  it("is refused with 400 when signed with another secret", async () => {
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    const before = await billingState(user.id);
    const res = await deliver(checkoutCompleted(subscription), "whsec_someone_else");
    expect(res.status).toBe(400);
    expect(await billingState(user.id)).toEqual(before);
  });

  it("is refused with 400 when the body was changed after signing", async () => {
    await refusedDelivery(async (user) => {
      const other = subscriptionFor(await payer());
      const genuine = await signedDelivery(checkoutCompleted(other), LOCAL_WEBHOOK_SECRET);
      return { payload: genuine.payload.replaceAll(other.userId, user.id), signature: genuine.signature };
    });
  });

  it("is refused with 400 without a signature", async () => {
    await refusedDelivery(async (user) => ({ payload: JSON.stringify(checkoutCompleted(subscriptionFor(user))), signature: null }));
  });
});

describe("events delivered out of order", () => {
  it("end in Stripe's latest state when the update comes before the creation and the checkout", async () => {
    const user = await payer();
    const t0 = Date.now() - 60_000;
    const created = subscriptionFor(user, { period: "month" }, t0);
    // Ten seconds later the person switched to yearly billing; Stripe now holds that.
    const switched = { ...created, period: "year" as const, amount: 8054, periodEnd: t0 + 365 * DAY };
    await stripeHolds(switched);

    expect((await deliver(subscriptionEvent("customer.subscription.updated", switched, t0 + 10_000))).status).toBe(200);
    expect((await deliver(subscriptionEvent("customer.subscription.created", created, t0))).status).toBe(200);
    expect((await deliver(checkoutCompleted(created, t0))).status).toBe(200);

    expect(await gradeOf(user.id)).toBe(5);
    expect(await subscriptionRow(created.id)).toMatchObject({ period: "year", current_period_end: Math.floor(switched.periodEnd / 1000) * 1000 });
  });

  it("keep a cancellation that arrived before the paid invoice and the checkout", async () => {
    const user = await payer();
    const t0 = Date.now() - 60_000;
    const subscription = subscriptionFor(user, {}, t0);
    const cancelling = { ...subscription, cancelAtPeriodEnd: true };
    await stripeHolds(cancelling);

    await deliver(subscriptionEvent("customer.subscription.updated", cancelling, t0 + 5_000));
    await deliver(invoiceEvent("invoice.paid", subscription, t0));
    await deliver(subscriptionEvent("customer.subscription.created", subscription, t0));
    await deliver(checkoutCompleted(subscription, t0));

    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: "active", cancel_at_period_end: 1 });
    // Cancelled at the period's end: still Pro until then.
    expect(await gradeOf(user.id)).toBe(3);
    expect((await billingState(user.id)).invoices).toHaveLength(1);
  });
});

describe("an event for an account that no longer exists", () => {
  it("is acknowledged and grants nothing, so Stripe does not retry it forever", async () => {
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    expect((await deliver(checkoutCompleted(subscription))).status).toBe(200);
    expect((await deliver(subscriptionEvent("customer.subscription.updated", subscription))).status).toBe(200);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE user_id = ?").bind(user.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("a production deployment without Stripe's secrets", () => {
  it("answers 503, grants nothing, and says why in the log", async () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = await payer();
    const subscription = subscriptionFor(user);
    await stripeHolds(subscription);
    const { payload, signature } = await signedDelivery(checkoutCompleted(subscription), LOCAL_WEBHOOK_SECRET);
    // The warning is said once per isolate, which the test files share (vitest.config.ts): a fresh copy of the
    // billing modules, as a new isolate has, whatever an earlier file asked.
    vi.resetModules();
    const fresh = (await import("../../app/lib/billing/webhook.server")) as typeof import("../../app/lib/billing/webhook.server");
    const answer = await fresh.receiveWebhook({ env: { ...env, ENVIRONMENT: "production" }, db }, payload, signature, "https://escaplay.fr");
    expect(answer.status).toBe(503);
    expect(await gradeOf(user.id)).toBe(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET"));
    log.mockRestore();
  });
});
