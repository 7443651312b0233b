import type { Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { buy } from "./checkout";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Paying for Pro on the built worker with the local payments provider (ADR 037): the checkout page, the webhook's
 * grade, the subscription tab, the invoice, a fourth project, and a cancellation in the local portal.
 */

async function createProject(page: Page, title: string) {
  await page.goto("/project2D");
  await page.getByLabel("Point de départ").selectOption({ label: "Projet vierge" });
  await page.getByLabel("Titre du projet").fill(title);
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page).toHaveURL(/\/project2D\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("a creator pays for Pro at the local checkout, gets it from the webhook, then cancels in the portal", async ({ page }) => {
  const me = newAccount("payer");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/plans");
  await refuseCookies(page);
  for (const title of ["Un", "Deux", "Trois"]) await createProject(page, title);

  await page.goto("/plans");
  await buy(page, "pro", "month");
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement local (développement)" })).toBeVisible();
  await expect(page.getByText(me.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Payer 7,99 €" }).click();

  await expect(page).toHaveURL(/\/account\/pro\/success\?session_id=cs_local_/);
  await expect(page.getByText("Tout est prêt")).toBeVisible();

  await page.goto("/account?tab=subscription");
  await expect(page.getByText("Facturé chaque mois")).toBeVisible();
  await expect(page.getByText(/^Prochain prélèvement le /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/account/invoices");
  const invoices = page.getByRole("table", { name: "Vos factures" });
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await expect(invoices.getByRole("cell", { name: "7,99 €" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Pro has no project limit: the fourth opens in its editor.
  await createProject(page, "Quatre");

  await page.goto("/account?tab=subscription");
  await page.getByRole("button", { name: "Gérer mon abonnement" }).click();
  await expect(page).toHaveURL(/\/dev\/portal\/cus_local_/);
  await page.getByRole("button", { name: "Résilier à la fin de la période" }).click();
  await expect(page.getByText("Résiliation prévue à la fin de la période")).toBeVisible();
  await page.getByRole("link", { name: "Revenir sur le site" }).click();
  await expect(page).toHaveURL(/\/account\?tab=subscription$/);
  await expect(page.getByText(/^Résiliation demandée : votre offre reste active jusqu'au /)).toBeVisible();
});
