import type { Browser, Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { adminInBackOffice, verifiedAccount } from "./staff";

/**
 * The newsletter end to end (issue 28, ADR 049): a person asks for it on /account/newsletter and confirms it from the
 * mailed link; another asks and never confirms. An admin writes a newsletter in the back office, previews and sends
 * it: it reaches the confirmed subscriber's mailbox, with its one-click unsubscribe header, and not the other one's.
 */

/** The mails kept for one address, newest first, as the development mailbox lists them. */
async function mailbox(page: Page, email: string) {
  const tab = await page.context().newPage();
  await tab.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  return tab;
}

async function askForNewsletter(browser: Browser, prefix: string) {
  const person = await verifiedAccount(browser, prefix);
  await person.page.goto("/account/newsletter");
  await person.page.getByLabel("Recevoir la newsletter Escaplay").check();
  await person.page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(person.page.getByRole("status")).toContainText("cliquez sur le lien de confirmation");
  await expect(person.page.getByText("confirmez-la avec le lien que nous vous avons envoyé")).toBeVisible();
  return person;
}

test("a newsletter written and sent by staff reaches the confirmed subscriber and not the unconfirmed one", async ({ browser }) => {
  test.setTimeout(90_000);
  const confirmed = await askForNewsletter(browser, "abonne");
  const unconfirmed = await askForNewsletter(browser, "hesite");

  // The confirmation mail's link: a page with a button, which confirms.
  const box = await mailbox(confirmed.page, confirmed.me.email);
  const mail = box.locator(".mailbox-mail").filter({ hasText: "Confirmez votre abonnement à la newsletter Escaplay" });
  const link = (await mail.locator(".mailbox-text").textContent())?.match(/\/newsletter\/confirm\?t=\S+/)?.[0];
  expect(link, "the mail holds the confirmation link").toBeTruthy();
  await box.close();
  await confirmed.page.goto(link!);
  await confirmed.page.getByRole("button", { name: "Confirmer mon abonnement" }).click();
  await expect(confirmed.page.getByRole("status")).toHaveText("C'est confirmé : vous recevrez la prochaine newsletter Escaplay.");
  await confirmed.page.goto("/account/newsletter");
  await expect(confirmed.page.getByText("Vous êtes abonné à la newsletter.")).toBeVisible();

  // Staff write it, read the preview, send it.
  const subject = `Les nouveautés de la semaine ${Date.now()}`;
  const staff = await adminInBackOffice(browser);
  await staff.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  const french = staff.getByRole("group", { name: "Français" });
  await french.getByLabel("Objet").fill(subject);
  await french.getByLabel("Texte").fill("Trois nouveaux jeux vous attendent.\n\nBonne partie !");
  await staff.getByRole("button", { name: "Enregistrer et prévisualiser" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Newsletter « ${subject} »` })).toBeVisible();
  const german = staff.getByRole("article").filter({ has: staff.getByRole("heading", { name: "Allemand" }) });
  await expect(german).toContainText("Pas de texte dans cette langue : ses lecteurs reçoivent la version française.");
  await expect(german).toContainText(`Objet : ${subject}`);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByRole("button", { name: /^Envoyer à \d+ abonné/ }).click();
  await expect(staff.getByRole("status")).toHaveText("Envoi lancé : la newsletter part par lots vers les abonnés confirmés.");
  await expect(async () => {
    await staff.reload();
    await expect(staff.locator(".newsletter-progress")).toContainText("Envoyée", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The confirmed subscriber has it, with its unsubscribe link and headers; the other one does not.
  const received = await mailbox(confirmed.page, confirmed.me.email);
  const newsletter = received.locator(".mailbox-mail").filter({ has: received.getByRole("heading", { name: subject }) });
  await expect(newsletter).toHaveCount(1);
  await expect(newsletter.locator(".mailbox-text")).toContainText("Bonne partie !");
  await expect(newsletter.locator(".mailbox-text")).toContainText("/unsubscribe?t=");
  await expect(newsletter.locator(".mailbox-header").filter({ hasText: "List-Unsubscribe-Post" })).toContainText("List-Unsubscribe=One-Click");
  const other = await mailbox(unconfirmed.page, unconfirmed.me.email);
  await expect(other.getByRole("heading", { name: "Confirmez votre abonnement à la newsletter Escaplay" })).toBeVisible();
  await expect(other.getByRole("heading", { name: subject })).toHaveCount(0);
});
