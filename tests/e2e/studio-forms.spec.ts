import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject } from "./studio";

/**
 * The inspector's forms on a starter project (the clockmaker's manor, Interface): a puzzle changes kind and
 * answer, gets an effect moved by keyboard and a hint moved up, the game's settings change, and all of it is
 * still there after a reload (every change went to the project room).
 */

const tree = (page: Page) => page.getByRole("navigation", { name: "Structure du jeu" });

test("a creator edits a puzzle's kind, answer, effects and hints and the game's settings in the inspector, and finds them after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await openNewProject(page, { type: "interface", title: "Mon manoir", starter: "Démo : Le manoir de l'horloger" });

  await tree(page).getByRole("treeitem", { name: /^Coffre-fort mural · / }).click();
  const puzzle = page.getByRole("region", { name: "Coffre-fort mural" });
  // A code with a letter is refused in place, in the creator's language.
  await puzzle.getByLabel("Code (chiffres)", { exact: true }).fill("73a");
  await expect(puzzle.getByText("De 1 à 12 chiffres, sans espace.")).toBeVisible();

  // Switching the kind keeps the name and effects and asks for the new kind's answer.
  await puzzle.getByLabel("Type d'énigme", { exact: true }).selectOption({ label: "Réponse écrite" });
  await puzzle.getByLabel("Réponse 1", { exact: true }).fill("Horace");
  await expect(puzzle.getByLabel("Nom de l'énigme", { exact: true })).toHaveValue("Coffre-fort mural");
  await expect(puzzle.getByLabel("Ignorer les accents", { exact: true })).toBeChecked();

  // A third effect, set up and moved up from the keyboard: the focus follows it.
  await puzzle.getByRole("button", { name: "Ajouter un effet" }).click();
  await puzzle.getByLabel("Effet 3", { exact: true }).selectOption({ label: "Lever un drapeau" });
  await puzzle.getByLabel("Drapeau", { exact: true }).fill("coffre.ouvert");
  await puzzle.getByRole("button", { name: "Monter l'effet 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(puzzle.getByRole("button", { name: "Monter l'effet 2" })).toBeFocused();
  await expect(puzzle.getByLabel("Effet 2", { exact: true })).toHaveValue("setFlag");
  // Removing the last effect hands the focus to the one before it; nothing asks for confirmation.
  await puzzle.getByRole("button", { name: "Ajouter un effet" }).click();
  await puzzle.getByRole("button", { name: "Supprimer l'effet 4" }).click();
  await expect(puzzle.getByRole("button", { name: "Supprimer l'effet 3" })).toBeFocused();
  await expect(puzzle.getByLabel("Effet 4", { exact: true })).toHaveCount(0);

  // The puzzle's last hint goes first among its own hints.
  await puzzle.getByRole("button", { name: "Monter l'indice 3" }).click();
  await puzzle.getByRole("button", { name: "Monter l'indice 2" }).click();
  await expect(puzzle.getByLabel("Indice 1", { exact: true })).toHaveValue(/^La petite aiguille donne le premier chiffre/);
  expect(await seriousViolations(page)).toEqual([]);

  await tree(page).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await page.getByLabel("Temps d'attente entre deux indices (secondes)", { exact: true }).fill("45");
  await page.getByLabel("Se joue seul", { exact: true }).uncheck();
  await page.getByLabel("Se joue à plusieurs", { exact: true }).uncheck();
  await expect(page.getByRole("alert").filter({ hasText: "Choisissez au moins une façon de jouer" })).toBeVisible();
  await page.getByLabel("Se joue seul", { exact: true }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await expectSaved(page);

  await page.reload();
  await expectSaved(page);
  await tree(page).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await expect(page.getByLabel("Temps d'attente entre deux indices (secondes)", { exact: true })).toHaveValue("45");
  await tree(page).getByRole("treeitem", { name: /^Coffre-fort mural · / }).click();
  const again = page.getByRole("region", { name: "Coffre-fort mural" });
  await expect(again.getByLabel("Type d'énigme", { exact: true })).toHaveValue("text");
  await expect(again.getByLabel("Réponse 1", { exact: true })).toHaveValue("Horace");
  await expect(again.getByLabel("Drapeau", { exact: true })).toHaveValue("coffre.ouvert");
  await expect(again.getByLabel("Indice 1", { exact: true })).toHaveValue(/^La petite aiguille/);
});

test("a creator gives an object an inspect recipe with a condition and an achievement a time rule, and finds them after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await openNewProject(page, { type: "interface", title: "Mes recettes", starter: "Démo : Le manoir de l'horloger" });

  await tree(page).getByRole("treeitem", { name: "Clé en laiton", exact: true }).click();
  const object = page.getByRole("region", { name: "Clé en laiton" });
  await expect(object.getByText("Aucune recette n'utilise cet objet.")).toBeVisible();
  await object.getByRole("button", { name: "Ajouter une inspection" }).click();

  // The new recipe is selected at once, about this object.
  const recipe = page.locator(".studio-inspector");
  await expect(recipe.getByLabel("Objet inspecté", { exact: true })).toHaveValue("cle-laiton");
  await recipe.getByRole("button", { name: "Ajouter une condition" }).click();
  await recipe.getByLabel("Condition 1", { exact: true }).selectOption({ label: "Une énigme est résolue" });
  await recipe.getByLabel("Énigme", { exact: true }).selectOption({ label: "Coffre-fort mural" });
  await recipe.getByLabel("Message", { exact: true }).fill("Un balancier est gravé sur l'anneau.");
  expect(await seriousViolations(page)).toEqual([]);

  await tree(page).getByRole("treeitem", { name: "Avant le douzième coup", exact: true }).click();
  const achievement = page.getByRole("region", { name: "Avant le douzième coup" });
  await achievement.getByRole("button", { name: "Ajouter une règle" }).click();
  const rules = await achievement.getByLabel(/^Règle \d+$/).count();
  await achievement.getByLabel(`Règle ${rules}`, { exact: true }).selectOption({ label: "Gagnée en moins de…" });
  await achievement.getByLabel("Secondes", { exact: true }).last().fill("600");
  await expectSaved(page);

  await page.reload();
  await expectSaved(page);
  await tree(page).getByRole("treeitem", { name: "Clé en laiton", exact: true }).click();
  await page.locator(".studio-inspector").getByRole("button", { name: "Inspection : Clé en laiton" }).click();
  const again = page.locator(".studio-inspector");
  await expect(again.getByLabel("Condition 1", { exact: true })).toHaveValue("puzzleSolved");
  await expect(again.getByLabel("Message", { exact: true })).toHaveValue("Un balancier est gravé sur l'anneau.");
  await tree(page).getByRole("treeitem", { name: "Avant le douzième coup", exact: true }).click();
  await expect(page.getByRole("region", { name: "Avant le douzième coup" }).getByLabel(`Règle ${rules}`, { exact: true })).toHaveValue("wonWithin");
});
