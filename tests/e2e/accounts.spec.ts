import { accountMenuButton, lastMailText, logIn, logOut, newAccount, register, validate } from "./accounts";
import { sql } from "./db";
import { expect, test } from "./fixtures";

// A refused form answers with its HTTP status (400 wrong code, 401 wrong password, 403 banned), which the
// browser notes in the console.
test.use({ expectedErrors: [/status of 40[013]/] });

test("I register, validate my account with the mailed code, log out, log back in and see my badge", async ({ page }) => {
  const me = newAccount();
  await register(page, me, "Créateur");

  // The validation screen replaces the content: nothing else of the page is reachable.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const validateButton = page.getByRole("button", { name: "Valider" });
  await page.getByLabel("Code de validation").fill("12345");
  await expect(validateButton).toBeDisabled();
  await page.getByLabel("Code de validation").fill("000000");
  await validateButton.click();
  await expect(page.getByRole("alert")).toHaveText("Le code n'est pas valide");

  await validate(page, me.email);
  await expect(accountMenuButton(page)).toContainText(me.username);
  await expect(page.getByRole("link", { name: "Passer Pro" }).first()).toBeVisible();

  // Logging out clears the session and local storage.
  await page.evaluate(() => localStorage.setItem("escaplay-test", "kept"));
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem("escaplay-test"))).toBeNull();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/connect\?r=%2Faccount$/);

  await logIn(page, me, "/connect?r=%2Faccount");
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountMenuButton(page)).toContainText(me.username);
  await expect(accountMenuButton(page).locator(".badge")).toHaveCount(0);

  // The account becomes Pro (a subscription, or support): the next page shows it without logging in again.
  sql(`UPDATE users SET grade = 3 WHERE email = '${me.email}'`);
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Jouer" }).click();
  await expect(page).toHaveURL(/\/escape$/);
  await expect(accountMenuButton(page)).toContainText("Pro");
  await expect(page.getByRole("link", { name: "Passer Pro" })).toHaveCount(0);

  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "Mon profil" }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${me.username}$`));
  await expect(page.getByRole("heading", { level: 1, name: me.username })).toBeVisible();
});

test("a wrong password is refused with the spec's message and the e-mail is kept", async ({ page }) => {
  const me = newAccount();
  await register(page, me);
  await validate(page, me.email);
  await logOut(page);

  await logIn(page, { email: me.email, password: "not-my-password" });
  await expect(page.getByText("Adresse e-mail et/ou mot de passe incorrect.")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(me.email);
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a banned account cannot log in and is told to contact support", async ({ page }) => {
  const me = newAccount();
  await register(page, me);
  await validate(page, me.email);
  await logOut(page);
  sql(`UPDATE users SET banned_at = ${Date.now()} WHERE email = '${me.email}'`);

  await logIn(page, me);
  await expect(page.getByText(/Ce compte a été suspendu/)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a banned account still signed in somewhere is logged out at its next page", async ({ page }) => {
  const me = newAccount();
  await register(page, me);
  await validate(page, me.email);
  await page.evaluate(() => localStorage.setItem("escaplay-test", "kept"));
  sql(`UPDATE users SET banned_at = ${Date.now()} WHERE email = '${me.email}'`);

  await page.goto("/escape");
  await expect(accountMenuButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("escaplay-test"))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === "_sr")).toBeUndefined();
});

test("recovery sets a new password and ends the sessions opened with the old one", async ({ page, browser }) => {
  const me = newAccount();
  await register(page, me);
  await validate(page, me.email);

  // Meanwhile, on another device, I am still signed in with the old password.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await logIn(phone, me);
  await expect(accountMenuButton(phone)).toBeVisible();

  await logOut(page);
  await page.goto("/reset");
  await page.getByLabel("Adresse e-mail").fill(me.email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si cette adresse est liée à un compte");
  const link = (await lastMailText(page, me.email)).match(/\/reset\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link ?? "");
  const newPassword = "a-brand-new-secret";
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmation du mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();

  // The link is spent.
  await page.goto(link ?? "");
  await expect(page.getByText("Ce lien de réinitialisation a expiré ou a déjà servi.")).toBeVisible();

  await phone.reload();
  await expect(accountMenuButton(phone)).toHaveCount(0);
  await logIn(phone, me);
  await expect(phone.getByText("Adresse e-mail et/ou mot de passe incorrect.")).toBeVisible();
  await logIn(phone, { email: me.email, password: newPassword });
  await expect(accountMenuButton(phone)).toBeVisible();
  await otherDevice.close();
});

test.describe("Google sign-in against the local OpenID provider", () => {
  async function throughGoogle(page: import("@playwright/test").Page) {
    await page.goto("/connect");
    await page.getByRole("link", { name: "Continuer avec Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Login").fill("camille");
    await page.getByLabel("Password").fill("camille-pass");
    await page.getByRole("button", { name: "Continue" }).click();
  }

  test("creates a verified account the first time, and opens the same one the second time", async ({ page, browser }) => {
    await throughGoogle(page);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(accountMenuButton(page)).toContainText("Camille_Martin");
    const [first] = sql<{ id: string; grade: number }>("SELECT id, grade FROM users WHERE email = 'camille.martin@example.test'");
    expect(first.grade).toBe(1);

    const otherDevice = await browser.newContext();
    const laptop = await otherDevice.newPage();
    await throughGoogle(laptop);
    await expect(laptop).toHaveURL(/\/$/);
    await expect(accountMenuButton(laptop)).toContainText("Camille_Martin");
    const rows = sql<{ id: string }>("SELECT id FROM users WHERE email = 'camille.martin@example.test'");
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    await otherDevice.close();
  });
});
