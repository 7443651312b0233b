import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * A blank project's page in Chromium: the draft goes live through the project room, its problems are
 * listed in French, and a named version is saved, restored and the restore undone.
 */

test("a creator sees a blank project's draft go live with its problems in French, then saves, restores and un-restores a version", async ({ page }) => {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/project2D");
  await refuseCookies(page);
  await page.getByLabel("Point de départ").selectOption({ label: "Projet vierge" });
  await page.getByLabel("Titre du projet").fill("Le phare");
  await page.getByRole("button", { name: "Créer le projet" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Enregistré" })).toBeVisible();
  // A blank project has no room or scene yet: the engine says so, in the site's words, with the place.
  const problems = page.getByRole("region", { name: /^Problèmes/ }).getByRole("list");
  await expect(problems.getByRole("listitem").filter({ hasText: "Scènes du jeu : Cette liste est trop courte (minimum : 1)." })).toBeVisible();
  await expect(problems.getByRole("listitem").filter({ hasText: "Salles du jeu : Cette liste est trop courte (minimum : 1)." })).toBeVisible();
  await expect(problems.getByRole("listitem").filter({ hasText: /^Règles : / })).toBeVisible();
  await expect(problems).not.toContainText(/too short|must not be empty/i);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Versions", exact: true }).click();
  const draft = page.getByRole("region", { name: "Versions" });
  await draft.getByLabel("Nom de la version").fill("Premier jet");
  await draft.getByRole("button", { name: "Enregistrer une version" }).click();
  await expect(draft.getByText("Version « Premier jet » enregistrée.")).toBeVisible();
  const versions = draft.getByRole("list", { name: "Versions enregistrées" });
  await expect(versions.getByRole("heading", { name: "Premier jet" })).toBeVisible();
  await expect(versions.getByRole("listitem")).toContainText(me.username);

  await versions.getByRole("button", { name: "Restaurer la version « Premier jet »" }).click();
  await expect(draft.getByText("Version « Premier jet » restaurée.", { exact: false })).toBeVisible();
  await expect(versions.getByRole("heading", { name: "Avant la restauration de « Premier jet »" })).toBeVisible();
  await draft.getByRole("button", { name: "Annuler la restauration" }).click();
  await expect(draft.getByText("Restauration annulée : le brouillon est revenu à son état précédent.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Enregistré" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
