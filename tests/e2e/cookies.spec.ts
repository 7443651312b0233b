import { expect, test } from "./fixtures";
import { newAccount } from "./accounts";

test("accepting cookies stores the choice for 90 days and only then loads analytics", async ({ page, context }) => {
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Cookies" });
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => "__analyticsLoaded" in window)).toBe(false);
  await bar.getByRole("button", { name: "Accepter" }).click();
  await expect(bar).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded === true)).toBe(true);
  const consent = (await context.cookies()).find((c) => c.name === "_val");
  expect(consent?.value).toBe("1");
  const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookies" })).toBeHidden();
});

test("refusing cookies keeps only the refusal: the bar stays away on every page and no analytics load", async ({ page, context }) => {
  await page.goto("/");
  const before = (await context.cookies()).map((c) => c.name).sort();
  expect(before).toEqual(["_pos"]);
  await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Refuser" }).click();
  await expect(page.getByRole("region", { name: "Cookies" })).toBeHidden();
  // Let the refusal and the reload of the page's data finish: Remix logs an AbortError when a click
  // interrupts that reload (remix-run/react-router#14203), which the console check would count.
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Jouer" }).first().click();
  await expect(page).toHaveURL(/\/escape$/);
  await expect(page.getByRole("region", { name: "Cookies" })).toBeHidden();
  // A fresh document, and one of the game layout: the answer is read from the request, not from memory.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  await page.goto("/play/labo-volta");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);

  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name).sort()).toEqual(["_pos", "_val"]);
  expect(cookies.find((c) => c.name === "_val")?.value).toBe("0");
  expect(await page.evaluate(() => "__analyticsLoaded" in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("a new visitor gets a 7-character visitor id that lasts a year", async ({ page, context }) => {
  await page.goto("/");
  const pos = (await context.cookies()).find((c) => c.name === "_pos");
  expect(pos?.value).toMatch(/^[A-Za-z0-9]{7}$/);
  const days = ((pos?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  await page.goto("/escape");
  expect((await context.cookies()).find((c) => c.name === "_pos")?.value).toBe(pos?.value);
});

for (const answer of ["Accepter", "Refuser"] as const) {
  test(`answering the cookie bar with "${answer}" keeps what was typed in the registration form`, async ({ page }) => {
    const account = newAccount("bar");
    await page.goto("/join");
    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmation du mot de passe").fill(account.password);
    const robotText = ((await page.locator(".robot-text").textContent()) ?? "").trim();
    await page.getByLabel("Texte recopié").fill(robotText);

    const bar = page.getByRole("region", { name: "Cookies" });
    await bar.getByRole("button", { name: answer }).click();
    await expect(bar).toBeHidden();
    await page.waitForLoadState("networkidle");

    await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(account.username);
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue(account.email);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue(account.password);
    await expect(page.getByLabel("Confirmation du mot de passe")).toHaveValue(account.password);
    await expect(page.locator(".robot-text")).toHaveText(robotText);
    await expect(page.getByLabel("Texte recopié")).toHaveValue(robotText);

    // The copied text still answers the challenge on screen: the account is created.
    await page.getByRole("radio", { name: "Joueur" }).check();
    await page.getByLabel("Cadre d'utilisation").selectOption({ label: "Personnel ou en famille" });
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Validez votre compte" })).toBeVisible();
  });
}
