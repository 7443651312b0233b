import { expect, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { sql } from "./db";

export type NewAccount = { username: string; email: string; password: string };

export function newAccount(prefix = "player"): NewAccount {
  const id = randomBytes(4).toString("hex");
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test`, password: `pass-${id}-word` };
}

// Every test's people register from the same address, which the site lets open 40 accounts an hour
// (RATE_RULES.registerIp): the suite opens more, as many people at many addresses would. Each of the two workers
// counts its own, so the count is cleared often enough for both together.
let registered = 0;

/** The registration form as a person fills it in, the anti-robot text copied from the page. */
export async function register(page: Page, account: NewAccount, type: "Joueur" | "Créateur" = "Joueur") {
  if (registered++ % 10 === 0) sql("DELETE FROM rate_limits WHERE key LIKE 'register-ip:%'");
  await page.goto("/join");
  await page.getByLabel("Nom d'utilisateur").fill(account.username);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByLabel("Confirmation du mot de passe").fill(account.password);
  await page.getByRole("radio", { name: type }).check();
  await page.getByLabel("Cadre d'utilisation").selectOption({ label: "Personnel ou en famille" });
  const robotText = (await page.locator(".robot-text").textContent()) ?? "";
  await page.getByLabel("Texte recopié").fill(robotText.trim());
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Validez votre compte" })).toBeVisible();
}

/** The newest mail to `email` in the development mailbox, read in a tab of its own. */
export async function lastMailText(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = (await mailbox.locator(".mailbox-text").first().textContent()) ?? "";
  await mailbox.close();
  return text;
}

export async function mailedCode(page: Page, email: string): Promise<string> {
  // The code stands on a line of its own: the name or address above it may hold six digits in a row too.
  const code = (await lastMailText(page, email)).match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no 6-digit code in the last mail to ${email}`);
  return code;
}

export async function validate(page: Page, email: string) {
  await page.getByLabel("Code de validation").fill(await mailedCode(page, email));
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

export async function logIn(page: Page, account: Pick<NewAccount, "email" | "password">, path = "/connect") {
  await page.goto(path);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe").fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export const accountMenuButton = (page: Page) => page.getByRole("button", { name: /menu du compte/ });

export async function logOut(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toHaveCount(0);
}
