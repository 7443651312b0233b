import { expect, test } from "./fixtures";
import { addInterfaceScene, drawZone } from "./interface-editor";
import { Player, startGame } from "./play-driver";
import { openNewProject, readyGame } from "./studio";

/**
 * Done when (issue 13), mouse: a creator builds a small Interface game from nothing — a scene picture
 * uploaded, two zones drawn on it, an object with a close-up image lying in one, a code puzzle with a
 * hint opened by the other — then test-plays it and wins.
 */

test.describe.configure({ timeout: 150_000 });

test("a creator builds an Interface game with the mouse from a blank project, test-plays it and wins", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Le bureau du notaire" });
  const stage = page.getByRole("region", { name: "Zone d'édition" });
  const inspector = page.locator("section.studio-inspector");

  // The scene: its name, its first room, its picture uploaded from the form; two zones dragged on it.
  await addInterfaceScene(page, { name: "Le bureau", room: "L'étude", upload: "bureau.png" });
  await drawZone(page, "Le bureau", [0.1, 0.55], [0.35, 0.85], "Tiroir du bureau");
  await drawZone(page, "Le bureau", [0.6, 0.2], [0.9, 0.6], "Coffre-fort");

  // The object, with its close-up image, lying in the drawer.
  await page.getByRole("button", { name: "Ajouter un objet" }).click();
  await inspector.getByLabel("Nom de l'objet").fill("Clé en laiton");
  await inspector.getByLabel("Image", { exact: true }).selectOption({ label: "bureau.png" });
  await inspector.getByLabel("Image vue de près").selectOption({ label: "bureau.png" });
  await inspector.getByLabel("Ce que le joueur lit en regardant de près").fill("Gravé sur l'anneau : 4721.");

  // The code puzzle, won when solved, with one hint.
  await page.getByRole("button", { name: "Ajouter une énigme" }).click();
  await inspector.getByLabel("Nom de l'énigme").fill("Le cadenas du coffre");
  await inspector.getByLabel("Type d'énigme").selectOption({ label: "Code chiffré" });
  await inspector.getByLabel("Code (chiffres)").fill("4721");
  await inspector.getByLabel("Effet 1", { exact: true }).selectOption({ label: "Gagner la partie" });
  await inspector.getByRole("button", { name: "Ajouter un indice" }).click();
  await inspector.getByLabel("Indice 1", { exact: true }).fill("Regardez la clé de près.");

  // The drawer holds the key; the safe opens the puzzle.
  await stage.getByRole("button", { name: "Tiroir du bureau", exact: true }).click();
  await inspector.getByLabel("Objet posé ici (le joueur peut le prendre)").selectOption({ label: "Clé en laiton" });
  await stage.getByRole("button", { name: "Coffre-fort", exact: true }).click();
  await inspector.getByLabel("Énigme que cette cible ouvre").selectOption({ label: "Le cadenas du coffre" });

  // The backend's copy is the game the room will run: played as a person would, and won.
  const game = await readyGame(page, projectId);
  const key = game.objects[0]!;
  const puzzle = game.puzzles[0]!;
  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest2D\/[^/]+$/);
  await startGame(page, new URL(page.url()).pathname);
  const safe = game.scenes[0]!.kind === "interface" ? game.scenes[0]!.zones.find((zone) => zone.puzzleId === puzzle.id)! : null;
  const player = new Player(page, game, "pointer");
  await player.play([
    { type: "pickObject", objectId: key.id },
    { type: "inspect", objectId: key.id },
    { type: "clickTarget", targetId: safe!.id },
  ]);
  // In the safe's keypad: the hint first, then the code the key's close-up gives.
  const keypad = page.getByRole("dialog", { name: puzzle.name });
  await keypad.getByRole("button", { name: "Demander un indice" }).click();
  await expect(keypad).toContainText("Regardez la clé de près.");
  await keypad.getByLabel(/^Code \(/).fill("4721");
  await keypad.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
});
