import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject } from "./studio";

/**
 * The map of the puzzle chain (issue 27): a creator sees what leads to what, opens an element from the
 * map with the keyboard, and the solvability check says so when the zone that gives the key is deleted.
 */

test.describe.configure({ timeout: 120_000 });

const tree = (page: Page) => page.getByRole("navigation", { name: "Structure du jeu" });
const problems = (page: Page) => page.locator(".studio-problems-block");
const map = (page: Page) => page.getByRole("group", { name: "Carte de l'enchaînement" });
const node = (page: Page, name: string) => map(page).getByRole("button", { name, exact: true });
const KEY_NEVER_GIVEN = "Objet « Clé en laiton » : Le jeu a besoin de cet objet, mais les joueurs ne l'obtiennent jamais";

test("the map draws the chain, opens an element by keyboard, and the solvability problem follows a deleted key and its undo", async ({ page }) => {
  await openNewProject(page, { type: "interface", title: "Manoir cartographié", starter: "Démo : Le manoir de l'horloger" });
  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();

  await page.getByRole("navigation", { name: "Vues du projet" }).getByRole("link", { name: "Carte" }).click();
  await expect(map(page)).toBeVisible();
  // The chain, drawn and said in words: the safe gives the key, the key opens the parlour door, which unlocks the parlour.
  await expect(node(page, "Énigme Coffre-fort mural")).toBeVisible();
  await expect(node(page, "Objet Clé en laiton")).toBeVisible();
  const chain = page.locator(".studio-map-list");
  await expect(chain).toContainText("Énigme « Coffre-fort mural » donne Objet « Clé en laiton »");
  await expect(chain).toContainText("Objet « Clé en laiton » sert à résoudre Énigme « Ouvrir la porte du salon »");
  await expect(chain).toContainText("Énigme « Ouvrir la porte du salon » déverrouille Salle « Le salon des automates »");
  await expect(map(page).getByText("Hors de portée")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // One tab stop; the arrows move from node to node; Enter opens the element in the tree and the inspector.
  const first = map(page).locator('button[tabindex="0"]');
  await expect(first).toHaveCount(1);
  await first.focus();
  await expect(node(page, "Salle L'atelier")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(node(page, "Salle L'atelier")).not.toBeFocused();
  await expect(map(page).locator('button[tabindex="0"]')).toBeFocused();
  await page.keyboard.press("End");
  await expect(node(page, "Fin Victoire")).toBeFocused();
  await node(page, "Objet Clé en laiton").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Clé en laiton" })).toBeVisible();
  await expect(page.locator("section.studio-inspector").getByLabel("Nom de l'objet")).toBeFocused();
  await expect(tree(page).getByRole("treeitem", { name: "Clé en laiton", exact: true })).toHaveAttribute("aria-selected", "true");

  // The zone that shows the safe goes: the key is never given, the map and the problems say so.
  await tree(page).getByRole("treeitem", { name: "Coffre-fort mural à cadran", exact: true }).click();
  await page.locator("section.studio-inspector").getByRole("group", { name: "Actions sur « Coffre-fort mural à cadran »" }).getByRole("button", { name: "Supprimer" }).click();
  await expect(tree(page).getByRole("treeitem", { name: "Coffre-fort mural à cadran", exact: true })).toHaveCount(0);
  await expect(problems(page).getByRole("button").filter({ hasText: KEY_NEVER_GIVEN })).toBeVisible();
  await expect(problems(page)).toContainText("Règles : En partant du début, les joueurs ne peuvent jamais gagner");
  await expect(node(page, "Objet Clé en laiton Hors de portée")).toBeVisible();
  await expectSaved(page);

  // Undo brings the zone back, and with it the key: no problem left.
  await page.locator(".studio-bar").getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(tree(page).getByRole("treeitem", { name: "Coffre-fort mural à cadran", exact: true })).toBeVisible();
  await expect(problems(page).getByRole("button").filter({ hasText: KEY_NEVER_GIVEN })).toHaveCount(0);
  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
  await expect(node(page, "Objet Clé en laiton")).toBeVisible();
});
