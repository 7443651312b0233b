import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { openPortal, startCheckout } from "../../app/lib/billing/checkout.server";
import { createLoadContext } from "../../workers/load-context";
import { translate } from "../../app/i18n/catalog.server";
import { squeeze, visibleText } from "./account-area-fixtures";
import { billingState, buyLocally, gradeOf, LOCAL, mailsWithSubject, pathOf, payer, type Payer } from "./billing-fixtures";
import { get, post } from "./http";

/**
 * The customer portal (ADR 037) through the local provider: the subscription tab's button opens it, and each
 * change made there reaches the site as Stripe's signed events, through the real webhook.
 */

async function portalOf(user: Payer): Promise<string> {
  const res = await post("/resources/billing-portal", {}, LOCAL, { Cookie: user.cookie, Accept: "text/html" });
  expect(res.status).toBe(303);
  const path = pathOf(res.headers.get("Location"));
  expect(path).toMatch(/^\/dev\/portal\/cus_local_[^?]+\?return=/);
  return path!;
}

async function change(user: Payer, portal: string, change: string) {
  const page = await (await get(portal, LOCAL, { Cookie: user.cookie })).text();
  const subscription = page.match(/data-subscription-id="([^"]+)"/)?.[1];
  expect(subscription, "the portal lists the subscription").toBeTruthy();
  const res = await post(portal, { subscription: subscription!, change }, LOCAL, { Cookie: user.cookie });
  expect(res.status, `change ${change}`).toBe(303);
}

const subscriptionOf = async (user: Payer) => (await billingState(user.id)).subscriptions[0] as Record<string, unknown>;

describe("the local customer portal", () => {
  it("cancels at the period's end and resumes, the plan kept throughout", async () => {
    const user = await payer();
    await buyLocally(user, "pro", "month");
    const portal = await portalOf(user);
    expect(visibleText(await (await get(portal, LOCAL, { Cookie: user.cookie })).text())).toContain(squeeze(translate("fr", "billing.portal.actions.cancel")));

    await change(user, portal, "cancel");
    expect(await subscriptionOf(user)).toMatchObject({ status: "active", cancel_at_period_end: 1 });
    expect(await gradeOf(user.id)).toBe(3);

    await change(user, portal, "resume");
    expect(await subscriptionOf(user)).toMatchObject({ cancel_at_period_end: 0 });
    expect(await gradeOf(user.id)).toBe(3);
  });

  it("switches Pro to yearly billing, which is grade 5", async () => {
    const user = await payer();
    await buyLocally(user, "pro", "month");
    await change(user, await portalOf(user), "year");
    expect(await subscriptionOf(user)).toMatchObject({ period: "year" });
    expect(await gradeOf(user.id)).toBe(5);
  });

  it("plays a refused renewal (a mail, the plan kept), a paid one, then the end", async () => {
    const user = await payer();
    await buyLocally(user, "pro", "month");
    const portal = await portalOf(user);

    await change(user, portal, "fail");
    expect(await subscriptionOf(user)).toMatchObject({ status: "past_due" });
    expect(await mailsWithSubject(user.email, translate("fr", "billing.mail.paymentFailed.subject"))).toBe(1);
    expect(await gradeOf(user.id)).toBe(3);

    await change(user, portal, "renew");
    expect(await subscriptionOf(user)).toMatchObject({ status: "active", payment_failed_at: null });
    expect((await billingState(user.id)).invoices).toHaveLength(2);

    await change(user, portal, "end");
    expect(await subscriptionOf(user)).toMatchObject({ status: "canceled" });
    expect(await gradeOf(user.id)).toBe(1);
  });

  it("sends an account that never paid to the plans, and a visitor to log in", async () => {
    const user = await payer();
    const never = await post("/resources/billing-portal", {}, LOCAL, { Cookie: user.cookie, Accept: "text/html" });
    expect(never.headers.get("Location")).toBe("/plans");
    const visitor = await post("/resources/billing-portal", {}, LOCAL, { Accept: "text/html" });
    expect(visitor.headers.get("Location")).toBe(`/connect?r=${encodeURIComponent("/account?tab=subscription")}`);
  });
});

describe("a production deployment without Stripe's secrets", () => {
  it("opens neither a checkout nor the portal, and sends people where /plans says payment is unavailable", async () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = await payer();
    await buyLocally(user, "pro", "month");
    const production = { ...env, ENVIRONMENT: "production" };
    const request = (path: string) => new Request(`https://escaplay.fr${path}`, { method: "POST", headers: { Cookie: user.cookie } });
    const context = (path: string) => createLoadContext(request(path), production, { waitUntil: () => undefined });
    expect(await openPortal(context("/resources/billing-portal"), request("/resources/billing-portal"))).toBe("/plans?checkout=unavailable");
    await env.DB.prepare("DELETE FROM subscriptions WHERE user_id = ?").bind(user.id).run();
    expect(await startCheckout(context("/resources/checkout"), request("/resources/checkout"), { plan: "pro", period: "year" })).toEqual({ kind: "refused", reason: "unavailable" });
    log.mockRestore();
  });
});
