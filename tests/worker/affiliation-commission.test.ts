import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eventObject, localId, signedDelivery } from "../../app/lib/billing/local-objects.server";
import { LOCAL_WEBHOOK_SECRET } from "../../app/lib/billing/payments.server";
import { accountText, open, visibleText } from "./account-area-fixtures";
import { commissionsOf, DAY, refCookie, referrer, registerWith } from "./affiliation-fixtures";
import { checkoutCompleted, deliver, invoiceEvent, post, stripeHolds, subscriptionFor } from "./billing-fixtures";
import type { SubscriptionFacts } from "../../app/lib/billing/local-objects.server";

/**
 * Commissions (ADR 040): Stripe's `invoice.paid`, signed by the library and posted to the real webhook, earns the
 * referrer 20 % of what the referred customer paid, once per invoice, in the first year, never on the teacher offer.
 */

/** Stripe's credit note on an invoice: how an invoice is refunded, wholly or in part. */
const creditNote = (invoiceId: string, total: number) =>
  eventObject("credit_note.created", { id: localId("cn"), object: "credit_note", invoice: invoiceId, total, currency: "eur", status: "issued", type: "post_payment" });

/** A referrer, and a customer who registered through their link and has subscribed. */
async function referredSubscriber(facts: Partial<SubscriptionFacts> = {}) {
  const owner = await referrer();
  const customerId = await registerWith(refCookie(owner.code));
  const subscription = subscriptionFor({ id: customerId }, facts);
  await stripeHolds(subscription);
  expect((await deliver(checkoutCompleted(subscription))).status).toBe(200);
  return { owner, customerId, subscription };
}

describe("a referred customer's paid invoice", () => {
  it("invoice paid → 20 % commission to the referrer once (replays and repeated deliveries add nothing)", async () => {
    const { owner, customerId, subscription } = await referredSubscriber();
    const paidAt = Date.now();
    const event = invoiceEvent("invoice.paid", subscription, paidAt);
    const delivery = await signedDelivery(event, LOCAL_WEBHOOK_SECRET);
    expect((await post(delivery)).status).toBe(200);
    // The same delivery again, and the same invoice in another event: still one commission.
    expect(await (await post(delivery)).json()).toEqual({ received: true, duplicate: true });
    const invoiceId = (event.data.object as { id: string }).id;
    expect((await deliver(invoiceEvent("invoice.paid", subscription, paidAt, invoiceId))).status).toBe(200);

    const ledger = await commissionsOf(owner.id);
    expect(ledger).toEqual([
      expect.objectContaining({ referred_user_id: customerId, invoice_id: invoiceId, amount: 160, currency: "EUR", status: "pending" }),
    ]);
    expect(subscription.amount).toBe(799);
    expect(ledger[0].payable_at - ledger[0].invoice_paid_at).toBe(14 * DAY);
  });

  it("earns on every invoice of the first year and on none after it", async () => {
    const { owner, subscription } = await referredSubscriber({ currency: "CHF" });
    const first = Date.now() - 400 * DAY;
    for (const at of [first, first + 31 * DAY, first + 366 * DAY]) {
      expect((await deliver(invoiceEvent("invoice.paid", subscription, at))).status).toBe(200);
    }
    expect((await commissionsOf(owner.id)).map((row) => [row.amount, row.currency])).toEqual([
      [158, "CHF"],
      [158, "CHF"],
    ]);
  });

  it("earns nothing on the teacher offer (Education)", async () => {
    const { owner, subscription } = await referredSubscriber({ plan: "education" });
    expect((await deliver(invoiceEvent("invoice.paid", subscription))).status).toBe(200);
    expect(await commissionsOf(owner.id)).toEqual([]);
  });

  it("shows in the referrer's account with the customer under a pseudonym", async () => {
    const { owner, customerId, subscription } = await referredSubscriber({ period: "year" });
    await deliver(invoiceEvent("invoice.paid", subscription));
    const page = await open("/account/referral", owner.cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = visibleText(html);
    expect(html).toContain(`value="http://escaplay.fr/r/${owner.code}"`);
    expect(text).toMatch(/16,11\s€/);
    expect(text).toContain(accountText("fr", "referral.statuses.pending"));
    expect(html).not.toContain(customerId);
  });

  it("shrinks with a partial refund and is cancelled by a full one, unless already paid out", async () => {
    const { owner, subscription } = await referredSubscriber({ period: "year" });
    const paid = invoiceEvent("invoice.paid", subscription);
    await deliver(paid);
    const invoiceId = (paid.data.object as { id: string }).id;
    expect((await commissionsOf(owner.id))[0]).toMatchObject({ amount: 1611, status: "pending" });

    expect((await deliver(creditNote(invoiceId, 4027))).status).toBe(200);
    expect((await commissionsOf(owner.id))[0]).toMatchObject({ amount: 805, status: "pending" });
    expect((await deliver(creditNote(invoiceId, 4027))).status).toBe(200);
    expect((await commissionsOf(owner.id))[0]).toMatchObject({ status: "cancelled" });

    // Paid out already: the refund is settled with the referrer by staff, not rewritten here.
    const later = invoiceEvent("invoice.paid", subscription, Date.now() + DAY);
    await deliver(later);
    const laterId = (later.data.object as { id: string }).id;
    await env.DB.prepare("UPDATE commissions SET status = 'paid' WHERE invoice_id = ?").bind(laterId).run();
    await deliver(creditNote(laterId, 8054));
    expect((await commissionsOf(owner.id))[1]).toMatchObject({ amount: 1611, status: "paid" });
  });
});
