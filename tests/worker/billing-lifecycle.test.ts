import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { GRACE_MS } from "../../app/lib/billing/offers";
import { open, send, squeeze, visibleText } from "./account-area-fixtures";
import { lastMail } from "./accounts-fixtures";
import { DAY, deliver, gradeOf, hourlyCron, invoiceEvent, mailsWithSubject, proSubscriber, stripeChanges, stripeHolds, subscriptionRow } from "./billing-fixtures";
import { create, EDITOR_PREFIX, live, projectsText, workspace } from "./projects-fixtures";

/** A plan's end (ADR 037): kept to the end of what was paid, then Basic, quotas enforced and nothing deleted. */

const HOUR = 3_600_000;
const UPGRADE = 'href="/account?tab=subscription"';

describe("a cancelled subscription", () => {
  it("keeps Pro to the period's end, then drops to Basic with every project kept and a new one refused", async () => {
    const { user, subscription } = await proSubscriber();
    const titles = ["Un", "Deux", "Trois", "Quatre", "Cinq"];
    const projects = [];
    for (const title of titles) projects.push(await create(user, title));

    expect((await stripeChanges("customer.subscription.updated", { ...subscription, cancelAtPeriodEnd: true })).status).toBe(200);
    expect(await gradeOf(user.id)).toBe(3);

    await hourlyCron(subscription.periodEnd - HOUR);
    expect(await gradeOf(user.id)).toBe(3);

    await hourlyCron(subscription.periodEnd + HOUR);
    expect(await gradeOf(user.id)).toBe(1);

    // Nothing is deleted: all five stay listed, and each still opens in its editor.
    expect((await live(user.id)).map((row) => row.title)).toEqual(titles);
    const listed = (await workspace(user)).text;
    for (const title of titles) expect(listed).toContain(title);
    for (const project of projects) expect((await open(`/${EDITOR_PREFIX[project.type]}/${project.id}`, user.cookie)).status).toBe(200);

    // Creating more is refused, with the way back to Pro.
    const refused = await send("/project", { intent: "create", type: "classic", title: "Six" }, user.cookie);
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(UPGRADE);
    expect(visibleText(html)).toContain(projectsText("errors.quota", { limit: 3 }));
    expect(await live(user.id)).toHaveLength(5);
  });

  it("drops to Basic when Stripe ends the subscription, without waiting for the hourly check", async () => {
    const { user, subscription } = await proSubscriber();
    await stripeChanges("customer.subscription.deleted", { ...subscription, status: "canceled" });
    expect(await gradeOf(user.id)).toBe(1);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: "canceled" });
  });

  it("is Pro again when the person resumes before the end", async () => {
    const { user, subscription } = await proSubscriber();
    await stripeChanges("customer.subscription.updated", { ...subscription, cancelAtPeriodEnd: true });
    await stripeChanges("customer.subscription.updated", subscription);
    await hourlyCron(subscription.periodEnd + HOUR);
    expect(await gradeOf(user.id)).toBe(3);
  });
});

describe("a failed renewal", () => {
  it("mails the owner once, keeps the plan for the grace period, then drops to Basic", async () => {
    const { user, subscription } = await proSubscriber();
    const failedAt = Date.now();
    const pastDue = { ...subscription, status: "past_due" as const };
    await stripeHolds(pastDue);
    expect((await deliver(invoiceEvent("invoice.payment_failed", subscription, failedAt))).status).toBe(200);
    await stripeChanges("customer.subscription.updated", pastDue, failedAt);
    expect(await gradeOf(user.id)).toBe(3);

    const subject = translate("fr", "billing.mail.paymentFailed.subject");
    const mail = await lastMail(user.email);
    expect(mail?.subject).toBe(subject);
    expect(squeeze(mail!.text)).toContain(squeeze(translate("fr", "billing.mail.paymentFailed.intro")));
    expect(mail!.text).toContain("/account?tab=subscription");

    // Stripe's next attempt fails too: no second mail, and the grace period still counts from the first failure.
    await deliver(invoiceEvent("invoice.payment_failed", subscription, failedAt + 3 * DAY));
    expect(await mailsWithSubject(user.email, subject)).toBe(1);

    await hourlyCron(failedAt + GRACE_MS - HOUR);
    expect(await gradeOf(user.id)).toBe(3);
    await hourlyCron(failedAt + GRACE_MS + HOUR);
    expect(await gradeOf(user.id)).toBe(1);
  });

  it("gives the plan back when a later attempt succeeds", async () => {
    const { user, subscription } = await proSubscriber({ period: "year" });
    const failedAt = Date.now();
    const pastDue = { ...subscription, status: "past_due" as const };
    await stripeHolds(pastDue);
    await deliver(invoiceEvent("invoice.payment_failed", pastDue, failedAt));
    await stripeChanges("customer.subscription.updated", pastDue, failedAt);
    await hourlyCron(failedAt + GRACE_MS + HOUR);
    expect(await gradeOf(user.id)).toBe(1);

    await stripeHolds(subscription);
    await deliver(invoiceEvent("invoice.paid", subscription, failedAt + GRACE_MS + 2 * HOUR));
    await stripeChanges("customer.subscription.updated", subscription, failedAt + GRACE_MS + 2 * HOUR);
    expect(await gradeOf(user.id)).toBe(5);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ status: "active", payment_failed_at: null });
  });
});
