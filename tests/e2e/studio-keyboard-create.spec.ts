import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { tabTo } from "./play-driver";
import { expectSaved, openNewProject, storedDraft } from "./studio";
import { press } from "./studio-keys";

/**
 * Keyboard creation lands where you are (issue 24): an add action puts the focus in the new item's name,
 * the project's tree is a WAI-ARIA tree moved through with the arrow keys, a skip link reaches the
 * inspector, and keys typed while the focus sits on a button or a list never change the game.
 */

test.describe.configure({ timeout: 120_000 });

const MANOR = "Démo : Le manoir de l'horloger";
const tree = (page: Page) => page.getByRole("tree", { name: "Structure du jeu" });
const inspector = (page: Page) => page.locator("section.studio-inspector");
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test("Enter on “Ajouter un objet”, then the name typed: the object is named, in three key presses at most", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Au clavier" });
  await press(page, page.getByRole("button", { name: "Ajouter un objet" }));
  // The focus is in the new object's name, its text selected or empty: typing names it.
  await expect(inspector(page).getByLabel("Nom de l'objet")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Clé rouge");
  await expect(inspector(page).getByLabel("Nom de l'objet")).toHaveValue("Clé rouge");
  await expectSaved(page);
  await expect
    .poll(() => (storedDraft(projectId) as { objects?: { name?: string }[] } | null)?.objects?.map((object) => object.name), { timeout: 15_000 })
    .toEqual(["Clé rouge"]);
  await expect(tree(page).getByRole("treeitem", { name: "Clé rouge", exact: true })).toHaveAttribute("aria-selected", "true");

  // A puzzle and a room, the same way.
  await press(page, page.getByRole("button", { name: "Ajouter une énigme" }));
  await expect(inspector(page).getByLabel("Nom de l'énigme")).toBeFocused();
  await press(page, page.getByRole("button", { name: "Ajouter une salle" }));
  await expect(inspector(page).getByLabel("Nom de la salle")).toBeFocused();
});

test("the tree is moved through with the arrow keys, one tab stop, and Enter opens an item in the inspector", async ({ page }) => {
  await openNewProject(page, { type: "interface", title: "Mon manoir", starter: MANOR });
  const items = tree(page).getByRole("treeitem");
  // One tab stop: the tree is entered once, on one item.
  await expect(tree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await tabTo(page, tree(page).locator('[role="treeitem"][tabindex="0"]'));
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAccessibleName("Réglages du jeu");
  // Down to the rooms' group, Right goes into it, Right again into the first room's scenes.
  await page.keyboard.press("ArrowDown");
  const rooms = tree(page).getByRole("treeitem", { name: "Salles et scènes", exact: true });
  await expect(rooms).toBeFocused();
  await expect(rooms).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowRight");
  const workshop = tree(page).getByRole("treeitem", { name: "L'atelier", exact: true });
  await expect(workshop).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const bench = tree(page).getByRole("treeitem", { name: "L'établi", exact: true });
  await expect(bench).toBeFocused();
  // Left closes an open item, then goes to its parent; Right opens it again, then goes to its first child.
  await page.keyboard.press("ArrowLeft");
  await expect(bench).toHaveAttribute("aria-expanded", "false");
  await expect(bench).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(workshop).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(workshop).toHaveAttribute("aria-expanded", "false");
  await expect(bench).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(workshop).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(bench).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bench).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowRight");
  const drawer = tree(page).getByRole("treeitem", { name: "Tiroir entrouvert de l'établi", exact: true });
  await expect(drawer).toBeFocused();
  // Enter opens it in the inspector; the selection is the tree's tab stop.
  await page.keyboard.press("Enter");
  await expect(drawer).toHaveAttribute("aria-selected", "true");
  await expect(inspector(page).getByRole("heading", { level: 2, name: "Tiroir entrouvert de l'établi" })).toBeVisible();
  await expect(tree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("End");
  expect(await focused(page)).not.toBe("");
  await expect(items.last()).toBeFocused();
});

test("the skip link, visible once focused, reaches the inspector", async ({ page }) => {
  await openNewProject(page, { type: "interface", title: "Mon manoir", starter: MANOR });
  await tree(page).getByRole("treeitem", { name: "Clé en laiton", exact: true }).click();
  await page.locator("body").focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const skip = page.getByRole("link", { name: "Aller à l'inspecteur" });
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  expect(await skip.evaluate((element) => element.getBoundingClientRect().left >= 0)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(inspector(page).getByLabel("Nom de l'objet")).toBeFocused();
  const toTree = page.getByRole("link", { name: "Aller à la structure du jeu" });
  await tabTo(page, toTree);
  await page.keyboard.press("Enter");
  await expect(tree(page).getByRole("treeitem", { name: "Clé en laiton", exact: true })).toBeFocused();
});

/** The stored draft, once the room has sent the one whose door is named `label`. */
async function draftWithDoor(projectId: string, label: string) {
  const door = (draft: unknown) =>
    (draft as { scenes: { zones?: { id: string; label?: string }[] }[] } | null)?.scenes.flatMap((scene) => scene.zones ?? []).find((zone) => zone.id === "porte-salon");
  await expect.poll(() => door(storedDraft(projectId))?.label, { timeout: 15_000 }).toBe(label);
  const draft = storedDraft(projectId);
  door(draft)!.label = "(the door)";
  return draft;
}

async function typeStrayKeys(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.type("abc 123");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.type(" x");
}

test("keys typed while the focus is on the editor's buttons and lists leave the game unchanged", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Mon manoir", starter: MANOR });
  // The door to the parlour: its zone, its unlock condition, its interactions.
  await tree(page).getByRole("treeitem", { name: "Lourde porte à serrure de laiton", exact: true }).click();
  const name = inspector(page).getByLabel("Nom de la zone");
  await name.fill("Porte A");
  await expectSaved(page);
  const before = await draftWithDoor(projectId, "Porte A");

  const controls = page.locator(".studio-body").locator("button:visible:enabled, select:visible:enabled, input[type=checkbox]:visible:enabled");
  const count = await controls.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    await typeStrayKeys(page, control);
  }
  await expect(page.getByRole("status").filter({ hasText: "Vous tapez hors d'un champ de texte : rien n'a été modifié." })).toBeVisible();

  await tree(page).getByRole("treeitem", { name: "Porte A", exact: true }).click();
  await name.fill("Porte B");
  await expectSaved(page);
  expect(await draftWithDoor(projectId, "Porte B")).toEqual(before);
  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
});

test("a key pressed on its own still works: Space on a button, the arrows on a list", async ({ page }) => {
  await openNewProject(page, { type: "interface", title: "Mon manoir", starter: MANOR });
  await tree(page).getByRole("treeitem", { name: /^Coffre-fort mural · / }).click();
  const puzzle = page.getByRole("region", { name: "Coffre-fort mural" });
  await puzzle.getByRole("button", { name: "Ajouter un effet" }).focus();
  await page.keyboard.press("Space");
  await expect(puzzle.getByLabel("Effet 3", { exact: true })).toBeVisible();
  await puzzle.getByLabel("Effet 3", { exact: true }).focus();
  const first = await puzzle.getByLabel("Effet 3", { exact: true }).inputValue();
  await page.keyboard.press("ArrowDown");
  await expect(puzzle.getByLabel("Effet 3", { exact: true })).not.toHaveValue(first);
});
