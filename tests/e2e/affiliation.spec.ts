import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Affiliation on the built worker (ADR 040): the referrer copies the link from their account, a visitor follows
 * it, accepts cookies, registers and pays Pro at the local checkout, the commission shows in the referrer's
 * account, and once payable an admin marks it paid in the back office.
 */

test("a referred visitor's payment shows in the referrer's account", async ({ page, browser }) => {
  // Three people register, one pays and one pays out: longer than one page test.
  test.setTimeout(90_000);
  const referrerContext = await browser.newContext();
  await referrerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const referrerPage = await referrerContext.newPage();
  const referrer = newAccount("parrain");
  await register(referrerPage, referrer);
  await validate(referrerPage, referrer.email);
  await refuseCookies(referrerPage);

  await referrerPage.goto("/account");
  await referrerPage.getByRole("navigation", { name: "Espace compte" }).getByRole("link", { name: "Parrainage" }).click();
  await expect(referrerPage.getByRole("heading", { level: 1, name: "Parrainage" })).toBeVisible();
  await expect(referrerPage.getByText("Aucune commission pour l'instant")).toBeVisible();
  await referrerPage.getByRole("button", { name: "Copier le lien" }).click();
  await expect(referrerPage.getByRole("status").filter({ hasText: "Lien copié" })).toBeVisible();
  const link = await referrerPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[a-z0-9]{8}$/);
  await expect(referrerPage.getByLabel("Lien de parrainage")).toHaveValue(link);
  expect(await seriousViolations(referrerPage)).toEqual([]);

  // The visitor follows the link; nothing is kept until they accept cookies on the page it leads to.
  await page.goto(link);
  await expect(page).toHaveURL(/\/\?ref=[a-z0-9]{8}$/);
  await page.waitForLoadState("networkidle");
  // The bar hides as soon as the answer is sent: wait for the answer to be kept before leaving the page.
  const answered = page.waitForResponse((res) => res.url().includes("/resources/consent") && res.ok());
  await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Accepter" }).click();
  await answered;
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(["_val", "_ref"]));
  const visitor = newAccount("filleul");
  await register(page, visitor, "Créateur");
  await validate(page, visitor.email);
  await page.getByRole("contentinfo").getByRole("link", { name: "Offres et tarifs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Passer à Pro" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await page.getByRole("button", { name: "Payer 7,99 €" }).click();
  await expect(page.getByText("Tout est prêt")).toBeVisible();

  await referrerPage.reload();
  const ledger = referrerPage.getByRole("table", { name: "Commissions, la plus récente en premier" });
  await expect(ledger.getByRole("row")).toHaveCount(2);
  await expect(ledger.getByRole("cell", { name: "1,60 €" })).toBeVisible();
  await expect(ledger.getByRole("cell", { name: "En attente (délai de rétractation)" })).toBeVisible();
  await expect(ledger.getByRole("cell", { name: /^Client [0-9A-Z]{6}$/ })).toBeVisible();
  // Pseudonymous: the referrer never reads who paid.
  await expect(referrerPage.getByText(visitor.username)).toHaveCount(0);
  await expect(referrerPage.getByText("Comptes créés par votre lien : 1")).toBeVisible();
  expect(await seriousViolations(referrerPage)).toEqual([]);

  // Fourteen days later (the withdrawal period, moved back here), an admin pays it out in the back office.
  sql(`UPDATE commissions SET payable_at = payable_at - 15 * 86400000 WHERE referred_user_id = (SELECT id FROM users WHERE username = '${visitor.username}')`);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = newAccount("admin");
  await register(adminPage, admin);
  await validate(adminPage, admin.email);
  await refuseCookies(adminPage);
  sql(`UPDATE users SET staff_role = 'admin' WHERE username = '${admin.username}'`);
  await adminPage.goto("/admin");
  await adminPage.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Affiliation" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Affiliation" })).toBeVisible();
  const section = adminPage.getByRole("region", { name: referrer.username });
  await expect(section.getByText(/^À verser : 1,60\s€/)).toBeVisible();
  expect(await seriousViolations(adminPage)).toEqual([]);
  await section.getByLabel("Référence du virement").fill("VIR-E2E-001");
  await section.getByRole("button", { name: "Marquer comme versé" }).click();
  await expect(adminPage.getByRole("status")).toContainText("Les commissions à verser sont marquées versées.");
  await expect(adminPage.getByRole("region", { name: referrer.username }).getByRole("cell", { name: "VIR-E2E-001" })).toBeVisible();
  await adminContext.close();

  await referrerPage.reload();
  await expect(ledger.getByRole("cell", { name: "Versée" })).toBeVisible();
  await referrerContext.close();
});
