import type { Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/** A creator's workspace in Chromium: create, rename, duplicate, delete with confirmation, restore, and the Basic quota. */

// The fourth project is refused with a 403, which Chromium logs as a failed resource.
test.use({ expectedErrors: [/status of 403/] });

const item = (page: Page, title: string) =>
  page.getByRole("region", { name: /Vos projets|Projets supprimés/ }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function createProject(page: Page, title: string, start = "Projet vierge") {
  await page.getByLabel("Point de départ").selectOption({ label: start });
  await page.getByLabel("Titre du projet").fill(title);
  await page.getByRole("button", { name: "Créer le projet" }).click();
  // A new project opens in its type's editor (issue 24); the workspace is where the test goes on.
  await expect(page).toHaveURL(/\/project2D\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto("/project2D");
}

test("a creator creates, renames, duplicates, deletes and restores a project, then meets the Basic quota", async ({ page }) => {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/project2D");
  await refuseCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mes projets Interface 2D" })).toBeVisible();
  await expect(page.getByText("Projets Interface 2D : 0 · tous vos projets : 0 sur 3")).toBeVisible();

  await createProject(page, "Le grenier");
  await expect(item(page, "Le grenier")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await item(page, "Le grenier").getByText("Renommer").click();
  await item(page, "Le grenier").getByLabel("Nouveau titre de « Le grenier »").fill("Le grenier hanté");
  await item(page, "Le grenier").getByRole("button", { name: "Enregistrer le titre" }).click();
  await expect(page.getByRole("status")).toContainText("Projet renommé en « Le grenier hanté ».");

  await item(page, "Le grenier hanté").getByRole("button", { name: "Dupliquer : Le grenier hanté" }).click();
  await expect(item(page, "Le grenier hanté (copie)")).toBeVisible();
  await expect(page.getByText("Projets Interface 2D : 2 · tous vos projets : 2 sur 3")).toBeVisible();

  await item(page, "Le grenier hanté (copie)").getByRole("button", { name: "Supprimer : Le grenier hanté (copie)" }).click();
  const dialog = page.getByRole("dialog", { name: /Supprimer « Le grenier hanté \(copie\) »/ });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status")).toContainText("Projet « Le grenier hanté (copie) » supprimé.");
  await expect(page.getByRole("region", { name: "Projets supprimés" })).toContainText("Le grenier hanté (copie)");
  await expect(page.getByText("Projets Interface 2D : 1 · tous vos projets : 1 sur 3")).toBeVisible();

  await item(page, "Le grenier hanté (copie)").getByRole("button", { name: "Restaurer : Le grenier hanté (copie)" }).click();
  await expect(page.getByRole("status")).toContainText("Projet « Le grenier hanté (copie) » restauré.");
  await expect(page.getByRole("region", { name: "Projets supprimés" })).toHaveCount(0);

  await createProject(page, "La crypte", "Démo : La crypte oubliée");
  await expect(page.getByText("Projets Interface 2D : 3 · tous vos projets : 3 sur 3")).toBeVisible();
  await page.getByLabel("Titre du projet").fill("Un de trop");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Votre offre Basic permet 3 projets");
  await expect(refusal.getByRole("link", { name: "Passer à l'offre Pro pour des projets illimités" })).toHaveAttribute("href", "/account?tab=subscription");
  expect(await seriousViolations(page)).toEqual([]);

  await item(page, "La crypte").getByRole("link", { name: "La crypte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "La crypte" })).toBeVisible();
  // A project opens in its type's editor, its draft live.
  await expect(page).toHaveURL(/\/project2D\/[^/]+$/);
  await expect(page.locator(".studio-save")).toHaveText("Enregistré");
});
