import type { Browser } from "@playwright/test";
import { logIn } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";
import { adminInBackOffice, verifiedAccount as account } from "./staff";

/**
 * The back office in Chromium (issue 25, ADR 038): an admin made by the operators' script bans an account that is
 * logged in elsewhere (its next request is logged out, and it cannot log in again), and grants a plan the person
 * then sees in their subscription tab.
 */

async function openAccount(browser: Browser, target: { username: string; email: string }) {
  const page = await adminInBackOffice(browser);
  await page.getByLabel("Nom ou e-mail").fill(target.email);
  await page.getByRole("button", { name: "Rechercher" }).click();
  const results = page.getByRole("table", { name: `Comptes dont le nom ou l'e-mail contient « ${target.email} »` });
  await results.getByRole("link", { name: target.username }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Compte / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  return page;
}

test("staff ban an account logged in elsewhere: its next request is logged out and it cannot log in again", async ({ browser }) => {
  test.setTimeout(60_000);
  const person = await account(browser, "banned");
  await person.page.goto("/account");
  await expect(person.page.getByRole("heading", { level: 1 })).toBeVisible();

  const staff = await openAccount(browser, person.me);
  const ban = staff.getByRole("form", { name: "Bannir le compte" });
  await ban.getByLabel("Motif").fill("Messages haineux répétés");
  await ban.getByRole("button", { name: "Bannir" }).click();
  const done = staff.getByRole("status");
  await expect(done).toHaveText("Compte banni : toutes ses sessions sont fermées.");
  await expect(done).toBeFocused();
  await expect(staff.getByText("Messages haineux répétés").first()).toBeVisible();

  // The person's next page: logged out, sent to the login page.
  await person.page.reload();
  await expect(person.page).toHaveURL(/\/connect\?r=/);
  await expect(person.page.getByRole("button", { name: /menu du compte/i })).toHaveCount(0);
  await person.page.goto("/account");
  await expect(person.page).toHaveURL(/\/connect\?r=/);
  await logIn(person.page, person.me);
  await expect(person.page.getByRole("alert")).toContainText("Ce compte a été suspendu.");
});

test("staff grant a plan with an end date and the person sees it in their subscription tab", async ({ browser }) => {
  test.setTimeout(60_000);
  const person = await account(browser, "teacher");
  const staff = await openAccount(browser, person.me);
  const grant = staff.getByRole("form", { name: "Attribuer une offre" });
  await grant.getByLabel("Offre").selectOption({ label: "Éducation" });
  await grant.getByLabel("Date de fin (facultative)").fill("2099-06-30");
  await grant.getByLabel("Motif").fill("Enseignante, collège Jean-Moulin");
  await grant.getByRole("button", { name: "Attribuer" }).click();
  await expect(staff.getByRole("status")).toHaveText("Offre attribuée.");
  await expect(staff.getByText("Offre attribuée jusqu'au 30 juin 2099 inclus")).toBeVisible();
  await expect(staff.getByRole("table", { name: /Offres attribuées à/ })).toContainText("Enseignante, collège Jean-Moulin");

  await person.page.goto("/account?tab=subscription");
  await expect(person.page.getByRole("region", { name: "Votre abonnement", exact: true })).toContainText("Éducation");
  await expect(person.page.getByText("Offre attribuée par l'équipe d'Escaplay jusqu'au 30 juin 2099 inclus", { exact: false })).toBeVisible();

  await staff.getByRole("link", { name: "Journal des actions" }).click();
  await expect(staff.getByRole("table", { name: /dernières actions/ })).toContainText("Offre attribuée");
  expect(await seriousViolations(staff)).toEqual([]);
});
