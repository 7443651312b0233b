import { logOut, newAccount, register, validate } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";
import { refuseCookies } from "./cookie-bar";

/**
 * A game's page offers what the game allows (issue 10): solo, playing together (the session
 * creation, through logging in for a visitor) and joining with a code someone gave.
 */

test.describe.configure({ timeout: 90_000 });

test("a visitor goes from a game played only together to its new session's lobby, by clicking and logging in", async ({ page }) => {
  await page.goto("/");
  await refuseCookies(page);
  // Someone with a verified account, not logged in on this browser.
  const account = newAccount("ensemble");
  await register(page, account);
  await validate(page, account.email);
  await logOut(page);

  await page.goto("/escape");
  await page.getByRole("link", { name: "Mission séminaire" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Mission séminaire" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jouer en solo" })).toHaveCount(0);
  await expect(page.getByText("Ce jeu ne se joue pas en solo.")).toBeVisible();
  const together = page.getByRole("link", { name: "Jouer ensemble" });
  await expect(together).toHaveAccessibleDescription(/demande un compte/);
  expect(await seriousViolations(page), "game page").toEqual([]);

  await together.click();
  await expect(page).toHaveURL(/\/connect\?r=%2Fplay%2Fmission-seminaire%3Fmulti%3Dcreate$/);
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe").fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();

  // Back on the game, with the session creation already open.
  await expect(page).toHaveURL(/\/play\/mission-seminaire\?multi=create$/);
  const create = page.getByRole("dialog", { name: "Créer une partie à distance" });
  await expect(create.getByLabel("Joueurs nécessaires pour commencer")).toBeFocused();
  expect(await seriousViolations(page), "creation dialog").toEqual([]);
  await create.getByRole("button", { name: "Créer la partie" }).click();

  await expect(page).toHaveURL(/\/play\/mission-seminaire\/[1-9]\d{8}$/);
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Salle d'attente" })).toBeVisible({ timeout: 20_000 });
  const code = await page.locator("[data-code]").getAttribute("data-code");
  expect(code).toMatch(/^[1-9]\d{8}$/);
  expect(page.url()).toContain(`/play/mission-seminaire/${code}`);
  await expect(page.locator(".multi-code")).toHaveText(/\d{3} \d{3} \d{3}/);
});

test("a game played solo and together offers both, a solo-only game only the solo start", async ({ page }) => {
  await page.goto("/escape/labo-volta");
  await refuseCookies(page);
  await expect(page.getByRole("link", { name: "Jouer en solo" })).toHaveAttribute("href", "/play/labo-volta");
  await expect(page.getByRole("link", { name: "Jouer ensemble" })).toHaveAttribute("href", "/connect?r=%2Fplay%2Flabo-volta%3Fmulti%3Dcreate");
  const withCode = page.getByRole("link", { name: "Rejoindre avec un code" });
  await expect(withCode).toHaveAttribute("href", "/code");
  expect(await seriousViolations(page), "solo and together").toEqual([]);

  await page.goto("/escape/crypte-oubliee");
  await expect(page.getByRole("link", { name: "Jouer en solo" })).toHaveAttribute("href", "/play2D/crypte-oubliee");
  await expect(page.getByRole("link", { name: "Jouer ensemble" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Rejoindre avec un code" })).toHaveCount(0);
  await expect(page.getByText("Ce jeu ne se joue pas à plusieurs à distance.")).toBeVisible();

  await page.goto("/escape/labo-volta");
  await withCode.click();
  await expect(page).toHaveURL(/\/code$/);
  await expect(page.getByLabel("Code de la partie")).toBeVisible();
});
