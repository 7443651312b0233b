import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { addInterfaceScene, drawZone } from "./interface-editor";
import { Player, settled, tabTo } from "./play-driver";
import { openNewProject, readyGame, testPlayFromEditor } from "./studio";

/**
 * Issue 27, more lock types: a creator sets a colour lock and a directional lock in an Interface game with the
 * players' own lock inputs, and test-plays; the player solves both with the keyboard alone, the room checking
 * each answer (a wrong order is refused first).
 */

test.describe.configure({ timeout: 180_000 });
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });

/** Presses each named button of a lock, reached with Tab and pressed with Enter. */
async function pressWithKeyboard(page: Page, group: ReturnType<Page["getByRole"]>, names: string[]) {
  for (const name of names) {
    await tabTo(page, group.getByRole("button", { name, exact: true }));
    await page.keyboard.press("Enter");
  }
}

test("a creator sets a colour lock and a directional lock, and a player opens both with the keyboard alone", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Les cadenas du phare" });
  const inspector = page.locator("section.studio-inspector");
  await addInterfaceScene(page, { name: "La salle des cartes", room: "Le phare", upload: "cartes.png" });
  await drawZone(page, "La salle des cartes", [0.1, 0.5], [0.35, 0.85], "Coffret peint");
  await drawZone(page, "La salle des cartes", [0.6, 0.15], [0.85, 0.9], "Porte à flèches");

  // The colour lock: its answer entered with the colour buttons players get, after clearing the starting one.
  await page.getByRole("button", { name: "Ajouter une énigme" }).click();
  await inspector.getByLabel("Nom de l'énigme").fill("Le coffret peint");
  await inspector.getByLabel("Type d'énigme").selectOption({ label: "Cadenas à couleurs" });
  const colours = inspector.getByRole("group", { name: "Appuyez dans l'ordre que les joueurs devront trouver" });
  await colours.getByRole("button", { name: "Tout effacer" }).click();
  await expect(colours.getByRole("status")).toHaveText("Rien de saisi pour l'instant.");
  for (const name of ["Vert", "Blanc", "Vert", "Violet"]) await colours.getByRole("button", { name, exact: true }).click();
  await expect(colours.getByRole("status")).toHaveText("Saisi (4) : Vert, Blanc, Vert, Violet");
  expect(await seriousViolations(page)).toEqual([]);

  // The second puzzle tried as a pattern, joined from the keyboard: arrows move between dots, Space joins one.
  await page.getByRole("button", { name: "Ajouter une énigme" }).click();
  await inspector.getByLabel("Nom de l'énigme").fill("La porte à flèches");
  await inspector.getByLabel("Type d'énigme").selectOption({ label: "Schéma à relier (grille de points)" });
  const pattern = inspector.getByRole("group", { name: "Reliez les points dans l'ordre que les joueurs devront trouver" });
  await pattern.getByRole("button", { name: "Tout effacer" }).click();
  await pattern.getByRole("button", { name: "Point 1", exact: true }).focus();
  for (const key of ["Space", "ArrowRight", "ArrowDown", "Space", "ArrowDown", "ArrowRight", "Space"]) await page.keyboard.press(key);
  await expect(pattern.getByRole("status")).toHaveText("Points reliés (3) : 1, 5, 9");
  await expect(pattern.getByRole("button", { name: "Point 5, relié en position 2" })).toHaveAttribute("aria-pressed", "true");
  expect(await seriousViolations(page)).toEqual([]);

  // Then as dials: spin buttons turned with the arrows or set by a typed digit, one more dial added.
  await inspector.getByLabel("Type d'énigme").selectOption({ label: "Cadenas à molettes" });
  await inspector.getByLabel("Nombre de molettes").selectOption("4");
  const dials = inspector.getByRole("spinbutton");
  await expect(dials).toHaveCount(4);
  await dials.first().focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Tab");
  await page.keyboard.type("7");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await expect(inspector.getByRole("spinbutton", { name: "Molette 3 sur 4" })).toBeFocused();
  for (const [index, value] of ["2", "7", "9", "0"].entries()) await expect(dials.nth(index)).toHaveAttribute("aria-valuenow", value);
  expect(await seriousViolations(page)).toEqual([]);

  // And finally as a directional lock, entered from the keyboard's own arrow keys; it wins the game.
  await inspector.getByLabel("Type d'énigme").selectOption({ label: "Cadenas directionnel (flèches)" });
  const arrows = inspector.getByRole("group", { name: "Appuyez dans l'ordre que les joueurs devront trouver" });
  await arrows.getByRole("button", { name: "Tout effacer" }).click();
  await arrows.getByRole("button", { name: "Flèche haut" }).focus();
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
  await page.keyboard.press("Backspace");
  await expect(arrows.getByRole("status")).toHaveText("Saisi (4) : Flèche gauche, Flèche gauche, Flèche haut, Flèche droite");
  await inspector.getByLabel("Effet 1", { exact: true }).selectOption({ label: "Gagner la partie" });

  // Each zone opens its lock.
  const stage = page.getByRole("region", { name: "Zone d'édition" });
  await stage.getByRole("button", { name: "Coffret peint", exact: true }).click();
  await inspector.getByLabel("Énigme que cette cible ouvre").selectOption({ label: "Le coffret peint" });
  await stage.getByRole("button", { name: "Porte à flèches", exact: true }).click();
  await inspector.getByLabel("Énigme que cette cible ouvre").selectOption({ label: "La porte à flèches" });

  const game = await readyGame(page, projectId);
  expect(game.puzzles.map(({ kind, ...rest }) => ({ kind, answer: "sequence" in rest ? rest.sequence : null }))).toEqual([
    { kind: "colours", answer: ["green", "white", "green", "purple"] },
    { kind: "directional", answer: ["left", "left", "up", "right"] },
  ]);

  // Test-play with the keyboard alone.
  await testPlayFromEditor(page);
  const player = new Player(page, game, "keyboard");

  await player.activate(page.getByRole("button", { name: "Coffret peint", exact: true }));
  const box = page.getByRole("dialog", { name: "Le coffret peint" });
  const boxLock = box.getByRole("group", { name: "Cadenas à couleurs" });
  await expect(boxLock.getByRole("button", { name: "Rouge", exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // A wrong order: the room says so, and the lock starts again from nothing.
  await pressWithKeyboard(page, boxLock, ["Violet", "Vert", "Blanc", "Vert"]);
  await expect(boxLock.getByRole("status")).toHaveText("Saisi (4) : Violet, Vert, Blanc, Vert");
  await tabTo(page, box.getByRole("button", { name: "Valider" }));
  await page.keyboard.press("Enter");
  await settled(page);
  await expect(box.getByText("Mauvaise réponse", { exact: false })).toBeVisible();
  await expect(boxLock.getByRole("status")).toHaveText("Rien de saisi pour l'instant.");
  // Closed and opened again, the box is solved by the play driver's keyboard walk (Tab to each colour, Enter).
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await player.answer(game.puzzles[0]!.id, "green white green purple");
  await expect(box).toBeHidden();

  // The directional lock, entered with the keyboard's arrow keys.
  await player.activate(page.getByRole("button", { name: "Porte à flèches", exact: true }));
  const door = page.getByRole("dialog", { name: "La porte à flèches" });
  const doorLock = door.getByRole("group", { name: "Cadenas directionnel" });
  await expect(doorLock.getByRole("button", { name: "Flèche haut" })).toBeFocused();
  for (const key of ["ArrowLeft", "ArrowLeft", "ArrowUp", "ArrowRight"]) await page.keyboard.press(key);
  await expect(doorLock.getByRole("status")).toHaveText("Saisi (4) : Flèche gauche, Flèche gauche, Flèche haut, Flèche droite");
  await tabTo(page, door.getByRole("button", { name: "Valider" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
});
