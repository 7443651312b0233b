import type { Page } from "@playwright/test";
import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { addInterfaceScene, drawZone } from "./interface-editor";
import { expectSaved, openNewProject, storedDraft } from "./studio";

/**
 * A creator's first hour (issue 24): the problems list speaks a creator's language (no id, no rule of
 * the format, "page" in a Classic game), choosing a problem puts the focus in the field at fault, and
 * deleting what other parts use asks first, naming where it is used.
 */

test.describe.configure({ timeout: 120_000 });

const tree = (page: Page) => page.getByRole("navigation", { name: "Structure du jeu" });
const problems = (page: Page) => page.locator(".studio-problems-block");
const problem = (page: Page, text: string) => problems(page).getByRole("button").filter({ hasText: text });

/** Nothing a developer would write: an id, a regex-like rule. */
async function expectCreatorsWords(page: Page) {
  const words = (await problems(page).innerText()).toLowerCase();
  expect(words).not.toMatch(/identifiant|caractères|object-|zone-|scene-|room-|puzzle-|\{\{/);
}

test("an object used by two zones is deleted only once confirmed, and the problems it leaves say so in a creator's words and lead to the fields", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Le cabinet" });
  const inspector = page.locator("section.studio-inspector");

  await addInterfaceScene(page, { name: "Le bureau", room: "L'étude", upload: "bureau.png" });
  await drawZone(page, "Le bureau", [0.1, 0.55], [0.35, 0.85], "Tiroir");
  await drawZone(page, "Le bureau", [0.6, 0.2], [0.9, 0.6], "Porte");

  // One object, lying in both zones.
  await page.getByRole("button", { name: "Ajouter un objet" }).click();
  await inspector.getByLabel("Nom de l'objet").fill("Loupe");
  for (const zone of ["Tiroir", "Porte"]) {
    await tree(page).getByRole("treeitem", { name: zone, exact: true }).click();
    await inspector.getByLabel("Objet posé ici (le joueur peut le prendre)").selectOption({ label: "Loupe" });
  }
  await expectSaved(page);

  // Deleting it asks first and names both zones with their scene; Cancel (focused first) keeps it.
  await tree(page).getByRole("treeitem", { name: "Loupe", exact: true }).click();
  const remove = inspector.getByRole("group", { name: "Actions sur « Loupe »" }).getByRole("button", { name: "Supprimer" });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Supprimer « Loupe » ?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Cet objet est utilisé par :");
  await expect(dialog.getByRole("listitem")).toHaveText(["Zone « Tiroir » (scène « Le bureau »)", "Zone « Porte » (scène « Le bureau »)"]);
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(tree(page).getByRole("treeitem", { name: "Loupe", exact: true })).toBeVisible();

  // Escape cancels too; then Delete confirms.
  await remove.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(tree(page).getByRole("treeitem", { name: "Loupe", exact: true })).toBeVisible();
  await remove.click();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tree(page).getByRole("treeitem", { name: "Loupe", exact: true })).toHaveCount(0);
  await expectSaved(page);
  await expect.poll(() => (storedDraft(projectId) as { objects?: unknown[] } | null)?.objects?.length, { timeout: 15_000 }).toBe(0);

  // The zones now point at a deleted object: said by its kind, never by its id.
  const dangling = problem(page, "Zone « Porte » : L'objet choisi ici a été supprimé : choisissez-en un autre.");
  await expect(dangling).toBeVisible();
  await expect(problem(page, "Zone « Tiroir » : L'objet choisi ici a été supprimé")).toBeVisible();
  await expectCreatorsWords(page);
  // Choosing it selects the zone and puts the focus in the very field.
  await tree(page).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await dangling.click();
  await expect(page.getByRole("heading", { level: 2, name: "Porte" })).toBeVisible();
  const lying = inspector.getByLabel("Objet posé ici (le joueur peut le prendre)");
  await expect(lying).toBeFocused();
  await expect(lying.locator("option:checked")).toHaveText("(élément supprimé)");

  // A choice not made yet: an effect giving an object, in a game with no object left.
  await inspector.getByRole("button", { name: "Ajouter une interaction" }).click();
  await inspector.getByLabel("Effet 1", { exact: true }).selectOption({ label: "Donner un objet" });
  const empty = problem(page, "Zone « Porte » › Interaction 1 › Effet 1 : Choisissez un objet dans la liste.");
  await expect(empty).toBeVisible();
  await expectCreatorsWords(page);
  await tree(page).getByRole("treeitem", { name: "Tiroir", exact: true }).click();
  await empty.click();
  const effectObject = inspector.locator(".forms-interactions .forms-effects").getByLabel("Objet", { exact: true });
  await expect(effectObject).toBeFocused();
});

test("in a Classic game the problems say page, and deleting the start page asks first", async ({ page }) => {
  await openNewProject(page, { type: "classic", title: "Le journal" });
  const workspace = page.getByRole("region", { name: "Page en cours d'édition" });
  await workspace.getByLabel("Nom de la page").fill("Le pont");
  await workspace.getByRole("button", { name: "Créer la page" }).click();
  await expect(workspace.getByRole("heading", { level: 2, name: "Le pont" })).toBeVisible();

  await tree(page).getByRole("treeitem", { name: "Le pont", exact: true }).click();
  const inspector = page.locator("section.studio-inspector");
  await inspector.getByRole("group", { name: "Actions sur « Le pont »" }).getByRole("button", { name: "Supprimer" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer « Le pont » ?" });
  await expect(dialog).toContainText("Cette page est utilisée par :");
  await expect(dialog.getByRole("listitem")).toHaveText(["Réglages du jeu"]);
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(tree(page).getByRole("treeitem", { name: "Le pont", exact: true })).toHaveCount(0);

  const start = problem(page, "Règles : Choisissez une page dans la liste.");
  await expect(start).toBeVisible();
  expect((await problems(page).innerText()).toLowerCase()).not.toContain("scène");
  await expectCreatorsWords(page);
  await start.click();
  await expect(page.getByLabel("Page de départ", { exact: true })).toBeFocused();
});

test("in the 360 editor, a choice not made yet in a hotspot's effect is asked for in words, and choosing the problem focuses that choice", async ({ page }) => {
  await openNewProject(page, { type: "360", title: "La tour" });
  const workspace = page.getByRole("region", { name: "Panorama en cours d'édition" });
  await workspace.getByRole("button", { name: "Ajouter un panorama" }).click();
  const form = workspace.getByRole("form", { name: "Ajouter un panorama" });
  await form.getByLabel("Nom du panorama").fill("Le sommet");
  await form.getByLabel("Nom de la première salle").fill("La tour");
  await form.locator('input[type="file"]').setInputFiles({ name: "sommet.png", mimeType: "image/png", buffer: noisePng(512, 256) });
  await expect(form.getByLabel("Image panoramique")).not.toHaveValue("");
  await form.getByRole("button", { name: "Ajouter le panorama" }).click();
  await workspace.getByRole("button", { name: "Ajouter un point d'intérêt ici" }).click();
  await page.getByLabel("Nom", { exact: true }).fill("Trappe");

  const inspector = page.locator("section.studio-inspector");
  await inspector.getByRole("button", { name: "Ajouter une interaction" }).click();
  await inspector.getByLabel("Effet 1", { exact: true }).selectOption({ label: "Donner un objet" });
  const empty = problem(page, "Point d'intérêt « Trappe » › Interaction 1 › Effet 1 : Choisissez un objet dans la liste.");
  await expect(empty).toBeVisible();
  await expectCreatorsWords(page);
  await tree(page).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await empty.click();
  await expect(inspector.locator(".forms-interactions .forms-effects").getByLabel("Objet", { exact: true })).toBeFocused();
});
