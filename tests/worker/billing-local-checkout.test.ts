import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { squeeze, visibleText } from "./account-area-fixtures";
import { billingState, gradeOf, LOCAL, pathOf, payer } from "./billing-fixtures";
import { get, post } from "./http";

/**
 * The local payments provider (ADR 037), as `npm start` runs it: a buy button starts a checkout, the developer pays
 * on /dev/checkout, and the same signed events reach the same webhook, which sets the plan.
 */

async function startCheckout(cookie: string, form: Record<string, string>, lang = "fr") {
  return post("/resources/checkout", form, LOCAL, { Cookie: `${cookie}; _lang=${lang}`, Accept: "text/html" });
}

describe("buying Pro on a development machine", () => {
  it("goes from the buy button through the local checkout to a Pro account with its invoice", async () => {
    const user = await payer();
    const started = await startCheckout(user.cookie, { plan: "pro", period: "month" });
    expect(started.status).toBe(303);
    const checkout = pathOf(started.headers.get("Location"));
    expect(checkout).toMatch(/^\/dev\/checkout\/cs_local_/);

    const page = await get(checkout!, LOCAL, { Cookie: user.cookie });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain(squeeze(translate("fr", "billing.offers.pro")));
    expect(text).toContain("7,99");
    expect(await gradeOf(user.id)).toBe(1);

    const paid = await post(checkout!, { intent: "pay" }, LOCAL, { Cookie: user.cookie });
    expect(paid.status).toBe(303);
    expect(pathOf(paid.headers.get("Location"))).toMatch(/^\/account\/pro\/success\?session_id=cs_local_/);
    expect(await gradeOf(user.id)).toBe(3);
    const state = await billingState(user.id);
    expect(state.invoices).toEqual([expect.objectContaining({ amount_paid: 799, currency: "EUR" })]);
    // Three events, each handled once: the webhook stored them as Stripe's production deliveries are stored.
    const events = await env.DB.prepare("SELECT type FROM payment_events ORDER BY type").all<{ type: string }>();
    expect(events.results.map((row) => row.type)).toEqual(expect.arrayContaining(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]));

    // Paying twice (a second click, a reload) charges nothing more.
    await post(checkout!, { intent: "pay" }, LOCAL, { Cookie: user.cookie });
    expect((await billingState(user.id)).invoices).toHaveLength(1);
  });

  it("sells Pro yearly in francs on the Swiss site, and Company by the year whatever was asked", async () => {
    const swiss = await payer();
    const pro = pathOf((await startCheckout(swiss.cookie, { plan: "pro", period: "year" }, "ch")).headers.get("Location"));
    await post(pro!, { intent: "pay" }, LOCAL, { Cookie: swiss.cookie });
    expect(await gradeOf(swiss.id)).toBe(5);
    expect((await billingState(swiss.id)).invoices).toEqual([expect.objectContaining({ amount_paid: 7963, currency: "CHF" })]);

    const company = await payer();
    const checkout = pathOf((await startCheckout(company.cookie, { plan: "company", period: "month" })).headers.get("Location"));
    await post(checkout!, { intent: "pay" }, LOCAL, { Cookie: company.cookie });
    expect(await gradeOf(company.id)).toBe(6);
    expect((await billingState(company.id)).subscriptions).toEqual([expect.objectContaining({ plan: "company", period: "year", currency: "EUR" })]);
  });

  it("changes nothing when the developer declines", async () => {
    const user = await payer();
    const checkout = pathOf((await startCheckout(user.cookie, { plan: "pro", period: "month" })).headers.get("Location"));
    const declined = await post(checkout!, { intent: "decline" }, LOCAL, { Cookie: user.cookie });
    expect(pathOf(declined.headers.get("Location"))).toBe("/plans?checkout=cancelled");
    const plans = visibleText(await (await get("/plans?checkout=cancelled", "escaplay.eu")).text());
    expect(plans).toContain(squeeze(translate("en", "billing.notices.cancelled")));
    const unknown = visibleText(await (await get("/plans?checkout=<b>paid</b>", "escaplay.eu")).text());
    for (const key of ["unavailable", "teacher-offer-closed", "cancelled", "invalid"]) expect(unknown).not.toContain(squeeze(translate("en", `billing.notices.${key}`)));
    expect(await billingState(user.id)).toMatchObject({ grade: 1, subscriptions: [], invoices: [] });
  });

  it("sends a visitor to registration first, and back to the same billing period", async () => {
    const res = await post("/resources/checkout", { plan: "pro", period: "year" }, LOCAL, { Accept: "text/html" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/join?r=${encodeURIComponent("/plans?billing=year")}`);
  });

  it("opens the teacher offer only once staff approved the Education request", async () => {
    const teacher = await payer();
    const closed = await startCheckout(teacher.cookie, { plan: "education", period: "month" });
    expect(closed.headers.get("Location")).toBe("/plans?checkout=teacher-offer-closed");
    const plans = visibleText(await (await get("/plans?checkout=teacher-offer-closed", LOCAL, { Cookie: teacher.cookie })).text());
    expect(plans).toContain(squeeze(translate("fr", "billing.notices.teacher-offer-closed")));

    // What the back office's approval sets (ADR 037).
    await env.DB.prepare("UPDATE users SET teacher_offer_at = ? WHERE id = ?").bind(Date.now(), teacher.id).run();
    const open = pathOf((await startCheckout(teacher.cookie, { plan: "education", period: "month" })).headers.get("Location"));
    expect(open).toMatch(/^\/dev\/checkout\//);
    await post(open!, { intent: "pay" }, LOCAL, { Cookie: teacher.cookie });
    expect(await gradeOf(teacher.id)).toBe(4);
    expect((await billingState(teacher.id)).invoices).toEqual([expect.objectContaining({ amount_paid: 499 })]);
  });

  it("does not open a second subscription for an account already paying", async () => {
    const user = await payer();
    const first = pathOf((await startCheckout(user.cookie, { plan: "pro", period: "month" })).headers.get("Location"));
    await post(first!, { intent: "pay" }, LOCAL, { Cookie: user.cookie });
    const again = await startCheckout(user.cookie, { plan: "pro", period: "year" });
    expect(again.headers.get("Location")).toBe("/account?tab=subscription");
  });

  it("is not there on any host but loopback", async () => {
    const user = await payer();
    const checkout = pathOf((await startCheckout(user.cookie, { plan: "pro", period: "month" })).headers.get("Location"));
    expect((await get(checkout!, "escaplay.fr", { Cookie: user.cookie })).status).toBe(404);
    expect((await post(checkout!, { intent: "pay" }, "escaplay.fr", { Cookie: user.cookie })).status).toBe(404);
    expect(await gradeOf(user.id)).toBe(1);
  });
});
