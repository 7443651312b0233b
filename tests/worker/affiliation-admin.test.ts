import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminPage, adminText, auditLines, player, staff, tokenFor, type Account } from "./admin-fixtures";
import { send } from "./account-area-fixtures";
import { commissionsOf, DAY, refCookie, referrer, registerWith } from "./affiliation-fixtures";
import { checkoutCompleted, deliver, invoiceEvent, stripeHolds, subscriptionFor } from "./billing-fixtures";

/** /admin/affiliation (ADR 040): admins see the ledger by referrer and mark payouts; everyone else finds nothing there. */

const PATH = "/admin/affiliation";

/** A referrer with one commission past the withdrawal period (paid 20 days ago) and one still in it. */
async function referrerWithCommissions() {
  const owner = await referrer();
  const customerId = await registerWith(refCookie(owner.code));
  const subscription = subscriptionFor({ id: customerId });
  await stripeHolds(subscription);
  await deliver(checkoutCompleted(subscription));
  await deliver(invoiceEvent("invoice.paid", subscription, Date.now() - 20 * DAY));
  await deliver(invoiceEvent("invoice.paid", subscription, Date.now()));
  return owner;
}

const act = async (who: Account, form: Record<string, string>, token?: string) =>
  send(PATH, { ...form, token: token ?? (await tokenFor(who)) }, who.cookie);

describe("the affiliation section of the back office", () => {
  it("lists each referrer's commissions with what is payable, for admins", async () => {
    const owner = await referrerWithCommissions();
    const page = await adminPage(PATH, await staff("admin"));
    expect(page.status).toBe(200);
    expect(page.text).toContain(owner.username);
    expect(page.text).toContain(adminText("affiliation.totals", { payable: "1,60 €", pending: "1,60 €", paid: "0 €" }).replace(/\u202f/g, " "));
  });

  it("is not there for moderators, players or visitors, pages and posts alike", async () => {
    await referrerWithCommissions();
    const moderator = await staff("moderator");
    const someone = await player();
    for (const who of [moderator, someone]) {
      expect((await adminPage(PATH, who)).status).toBe(404);
      expect((await act(who, { intent: "markPaid", referrerId: "x", currency: "EUR", reason: "virement 42" })).status).toBe(404);
    }
    expect((await adminPage(PATH, null)).status).toBe(404);
  });

  it("marks the payable commissions paid with the transfer's reference, and writes it to the audit log", async () => {
    const owner = await referrerWithCommissions();
    const admin = await staff("admin");
    expect((await act(admin, { intent: "markPaid", referrerId: owner.id, currency: "EUR", reason: "VIR-2026-11-27" }, "0".repeat(64))).status).toBe(403);

    const res = await act(admin, { intent: "markPaid", referrerId: owner.id, currency: "EUR", reason: "VIR-2026-11-27" });
    expect(res.status).toBe(200);
    const [old, recent] = await commissionsOf(owner.id);
    expect(old).toMatchObject({ status: "paid", payout_ref: "VIR-2026-11-27" });
    // Still inside the customer's withdrawal period: not paid.
    expect(recent).toMatchObject({ status: "pending", payout_ref: null });
    expect(await auditLines(owner.id)).toEqual([expect.objectContaining({ action: "commission-payout", staffId: admin.id, reason: "VIR-2026-11-27" })]);
    expect(JSON.parse((await auditLines(owner.id))[0].detail)).toEqual({ amount: 160, currency: "EUR", count: 1 });

    // Nothing payable is left: a second click pays (and logs) nothing.
    expect((await act(admin, { intent: "markPaid", referrerId: owner.id, currency: "EUR", reason: "VIR-2026-11-27" })).status).toBe(409);
    expect(await auditLines(owner.id)).toHaveLength(1);
  });

  it("cancels a refunded invoice's commission with the reason, audited", async () => {
    const owner = await referrerWithCommissions();
    const admin = await staff("admin");
    const [, recent] = await commissionsOf(owner.id);
    const id = (await env.DB.prepare("SELECT id FROM commissions WHERE invoice_id = ?").bind(recent.invoice_id).first<{ id: string }>())!.id;
    expect((await act(admin, { intent: "cancel", commissionId: id, reason: "remboursé le 27/11" })).status).toBe(200);
    expect((await commissionsOf(owner.id))[1]).toMatchObject({ status: "cancelled" });
    expect(await auditLines(owner.id)).toEqual([expect.objectContaining({ action: "commission-cancel", reason: "remboursé le 27/11" })]);
  });
});
