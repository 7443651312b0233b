import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { openNewProject } from "./studio";

/**
 * AI images in Chromium (issue 27, ADR 045): a Pro creator generates a scene image from the editor's file library.
 * The end-to-end site has no Workers AI binding, so the labelled local picture stands in, and the form says so.
 */

test("a Pro creator generates a scene image from the editor's files, sees it listed and the images left drop by one", async ({ page }) => {
  const { me } = await openNewProject(page, { type: "interface", title: "Le grenier" });
  sql(`UPDATE users SET grade = 3 WHERE email = '${me.email}'`);
  await page.reload();
  await page.getByRole("link", { name: "Fichiers", exact: true }).click();
  const files = page.getByRole("region", { name: "Fichiers du projet" });
  await expect(files.getByText(/^Espace utilisé : 0 o sur /)).toBeVisible();

  await files.getByText("Générer une image", { exact: true }).click();
  await expect(files.getByText("Il vous reste 50 images ce mois-ci (sur 50).")).toBeVisible();
  await expect(files.getByText(/Pas de service d'IA sur cette installation/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Too short a description is said next to the field, and nothing is asked of the server.
  await files.getByLabel("Description de l'image").fill("a");
  await files.getByRole("button", { name: "Générer l'image" }).click();
  await expect(files.getByText("Décrivez l'image en 3 à 500 caractères.")).toBeVisible();
  await expect(files.getByLabel("Description de l'image")).toBeFocused();

  await files.getByLabel("Description de l'image").fill("Un grenier poussiéreux éclairé par une lucarne");
  await expect(files.getByRole("radio", { name: "Scène (16:9)" })).toBeChecked();
  await files.getByRole("button", { name: "Générer l'image" }).click();
  await expect(files.getByRole("status").filter({ hasText: "ajoutée" })).toHaveText("Image « scene-un-grenier-poussiereux-eclaire-par-une.png » ajoutée aux fichiers.", { timeout: 20_000 });
  const item = files.getByRole("list", { name: "Fichiers du dossier" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("scene-un-grenier-poussiereux");
  await expect(item).toContainText("960 × 540 px");
  await expect(files.getByText("Il vous reste 49 images ce mois-ci (sur 50).")).toBeVisible();
  await expect(files.getByText(/^Espace utilisé : 0 o sur /)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
