import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminPage, adminText, auditLines, staff, staffAction } from "./admin-fixtures";
import { DAY, deliver, gradeOf, hourlyCron, invoiceEvent, proSubscriber, stripeChanges, subscriptionRow } from "./billing-fixtures";

/**
 * Staff plans meet paid ones (ADR 037, ADR 038): the account has the higher of the two while both run, a grant that
 * ends gives the paid plan back, ending the plan cancels what is paid at the provider, and the admin sees payments.
 */

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const providerHolds = async (id: string) => {
  const row = await env.DB.prepare("SELECT data FROM dev_payments WHERE id = ? AND kind = 'subscription'").bind(id).first<{ data: string }>();
  return JSON.parse(row!.data) as { status: string };
};

describe("a grant beside a paid plan", () => {
  it("gives the higher plan while it runs, keeps it through Stripe's events, then gives the paid plan back when it ends", async () => {
    const admin = await staff("admin");
    const { user, subscription } = await proSubscriber();
    expect(await gradeOf(user.id)).toBe(3);

    await staffAction(admin, user.id, { intent: "grantPlan", plan: "company", reason: "Partenariat salon", endsOn: isoDay(Date.now() + 10 * DAY) });
    expect(await gradeOf(user.id)).toBe(6);
    // A renewal announced while the grant runs does not take the granted plan away.
    expect((await stripeChanges("customer.subscription.updated", { ...subscription, periodEnd: subscription.periodEnd + 30 * DAY })).status).toBe(200);
    expect(await gradeOf(user.id)).toBe(6);

    await env.DB.prepare("UPDATE plan_grants SET ends_at = ? WHERE user_id = ?").bind(Date.now() - 1000, user.id).run();
    await hourlyCron(Date.now());
    expect(await gradeOf(user.id)).toBe(3);
  });

  it("granting a plan below the one paid for leaves the paid plan", async () => {
    const admin = await staff("admin");
    const { user } = await proSubscriber({ period: "year" });
    expect(await gradeOf(user.id)).toBe(5);
    const res = await staffAction(admin, user.id, { intent: "grantPlan", plan: "education", reason: "Demande d'enseignant", endsOn: "" });
    expect(res.text).toContain(adminText("done.grantPlan"));
    expect(await gradeOf(user.id)).toBe(5);
  });
});

describe("ending a paying account's plan", () => {
  it("cancels the subscription at the provider now: Basic at once, and no event or hourly check brings Pro back", async () => {
    const admin = await staff("admin");
    const { user, subscription } = await proSubscriber();
    await deliver(invoiceEvent("invoice.paid", subscription, Date.now(), "in_admin_listed"));

    const before = await adminPage(`/admin/accounts/${user.id}`, admin);
    expect(before.text).toContain(adminText("account.subscriptionsCaption", { name: user.username }));
    expect(before.text).toContain(adminText("account.subscriptionStates.renews"));
    expect(before.text).toContain(adminText("account.invoicesCaption", { name: user.username }));
    expect(before.text).toContain("LOCAL-LISTED");

    const res = await staffAction(admin, user.id, { intent: "endPlan", reason: "Remboursé à sa demande" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(adminText("done.endPlan"));
    expect(await gradeOf(user.id)).toBe(1);
    expect(await providerHolds(subscription.id)).toMatchObject({ status: "canceled" });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: "canceled" });
    const [line] = (await auditLines(user.id)).filter((entry) => entry.action === "end-plan");
    expect(JSON.parse(line.detail)).toEqual({ from: 3, cancelled: subscription.id });

    // Stripe's own word on the cancellation arrives later, then the hourly check: both leave Basic.
    await stripeChanges("customer.subscription.deleted", { ...subscription, status: "canceled" });
    await hourlyCron(Date.now() + 60_000);
    expect(await gradeOf(user.id)).toBe(1);
    const after = await adminPage(`/admin/accounts/${user.id}`, admin);
    expect(after.text).toContain(adminText("account.subscriptionStates.ended"));
  });

  it("hides payments from moderators, who see neither the subscriptions nor the invoices", async () => {
    const moderator = await staff("moderator");
    const { user, subscription } = await proSubscriber();
    await deliver(invoiceEvent("invoice.paid", subscription, Date.now(), "in_hidden_from_moderators"));
    const page = await adminPage(`/admin/accounts/${user.id}`, moderator);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("in_hidden_from_moderators");
    expect(page.text).not.toContain(adminText("account.subscriptionsCaption", { name: user.username }));
  });
});
