import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { squeeze, visibleText } from "./account-area-fixtures";
import { buyLocally, LOCAL, payer, type Payer } from "./billing-fixtures";
import { get, post } from "./http";

/** What a paying account reads (ADR 037): its billing in the subscription tab, its invoices, the success page. */

const page = async (user: Payer, path: string) => {
  const res = await get(path, LOCAL, { Cookie: user.cookie });
  expect(res.status, path).toBe(200);
  return res.text();
};
const fr = (key: string, params: Record<string, string> = {}) => squeeze(translate("fr", key, params));
/** The words of a sentence before its {{date}}, which the test does not compute. */
const beforeDate = (key: string) => fr(key, { date: "§" }).split("§")[0]!.trim();

describe("a Pro account's pages", () => {
  it("shows the billing, the next payment and the portal button, then the end date once cancelled", async () => {
    const user = await payer();
    const before = await page(user, "/account?tab=subscription");
    expect(before).not.toContain('action="/resources/billing-portal"');

    await buyLocally(user, "pro", "month");
    const tab = await page(user, "/account?tab=subscription");
    const text = visibleText(tab);
    expect(text).toContain(fr("billing.periods.month"));
    expect(text).toContain(beforeDate("account.subscription.billing.renews"));
    expect(tab).toContain('action="/resources/billing-portal"');

    const portal = await post("/resources/billing-portal", {}, LOCAL, { Cookie: user.cookie, Accept: "text/html" });
    const portalPath = new URL(portal.headers.get("Location")!).pathname + new URL(portal.headers.get("Location")!).search;
    const subscription = (await (await get(portalPath, LOCAL, { Cookie: user.cookie })).text()).match(/data-subscription-id="([^"]+)"/)![1]!;
    await post(portalPath, { subscription, change: "cancel" }, LOCAL, { Cookie: user.cookie });
    const cancelled = visibleText(await page(user, "/account?tab=subscription"));
    expect(cancelled).toContain(beforeDate("account.subscription.billing.ends"));
    expect(cancelled).not.toContain(beforeDate("account.subscription.billing.renews"));
  });

  it("lists the invoice paid, with its amount in the site's currency", async () => {
    const user = await payer();
    const empty = visibleText(await page(user, "/account/invoices"));
    expect(empty).toContain(fr("account.invoices.emptyTitle"));

    await buyLocally(user, "pro", "year");
    const text = visibleText(await page(user, "/account/invoices"));
    expect(text).toContain(fr("account.invoices.listTitle"));
    expect(text).toContain("80,54");
    expect(text).not.toContain(fr("account.invoices.emptyTitle"));
  });

  it("confirms the purchase on the success page only once the webhook has set the plan", async () => {
    const user = await payer();
    expect(visibleText(await page(user, "/account/pro/success"))).toContain(fr("account.proSuccess.pending"));
    await buyLocally(user, "pro", "month");
    const text = visibleText(await page(user, "/account/pro/success"));
    expect(text).toContain(fr("account.proSuccess.active", { storage: "1 Go" }));
    expect(text).not.toContain(fr("account.proSuccess.pending"));
  });

  it("says what the teacher offer gives, not Pro's storage", async () => {
    const user = await payer();
    await env.DB.prepare("UPDATE users SET teacher_offer_at = ? WHERE id = ?").bind(Date.now(), user.id).run();
    await buyLocally(user, "education", "month");
    const text = visibleText(await page(user, "/account/pro/success"));
    expect(text).toContain(fr("account.proSuccess.current", { plan: fr("plans.plans.education.name") }));
    expect(text).toContain(fr("account.proSuccess.active", { storage: "250 Mo" }));
  });
});
