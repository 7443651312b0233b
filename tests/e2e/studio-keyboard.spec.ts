import { parseDefinition, type GameDefinition } from "../../app/engine";
import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, startGame } from "./play-driver";
import { expectSaved, openNewProject, storedDraft } from "./studio";
import { choose, openInTree, press, typeInto, uploadWith } from "./studio-keys";

/**
 * Done when (issue 13), keyboard only: a 360 game (a hotspot placed by keys and by its fields) and a
 * Classic game are built from blank projects without touching the mouse — an object with a close-up
 * lying somewhere, a code puzzle with a hint — then test-played from the keyboard and won.
 */

test.describe.configure({ timeout: 180_000 });

const picture = (name: string, width: number, height: number) => ({ name, mimeType: "image/png", buffer: noisePng(width, height) });

/** The backend's copy of the draft, once the room has sent a valid one. */
async function builtGame(projectId: string): Promise<GameDefinition> {
  await expect.poll(() => parseDefinition(storedDraft(projectId)).ok, { timeout: 15_000 }).toBe(true);
  const parsed = parseDefinition(storedDraft(projectId));
  if (!parsed.ok) throw new Error("the stored draft does not parse");
  return parsed.definition;
}

/**
 * The object (its pictures chosen from the project's files, `upload` first sent from its own form) and
 * the puzzle, both added from the tree.
 */
async function objectAndPuzzle(page: import("@playwright/test").Page, fileName: string, upload?: ReturnType<typeof picture>) {
  const inspector = page.locator("section.studio-inspector");
  await press(page, page.getByRole("button", { name: "Ajouter un objet" }));
  if (upload) {
    await uploadWith(page, inspector.getByRole("button", { name: "Envoyer un fichier" }).first(), upload);
    await expect(inspector.getByLabel("Image", { exact: true })).toHaveValue(/\/files\//, { timeout: 20_000 });
  }
  await typeInto(page, inspector.getByLabel("Nom de l'objet"), "Clé en laiton");
  await choose(page, inspector.getByLabel("Image", { exact: true }), fileName);
  await choose(page, inspector.getByLabel("Image vue de près"), fileName);
  await typeInto(page, inspector.getByLabel("Ce que le joueur lit en regardant de près"), "Gravé sur l'anneau : 4721.");

  await press(page, page.getByRole("button", { name: "Ajouter une énigme" }));
  await typeInto(page, inspector.getByLabel("Nom de l'énigme"), "Le cadenas");
  await choose(page, inspector.getByLabel("Type d'énigme"), "Code chiffré");
  await typeInto(page, inspector.getByLabel("Code (chiffres)"), "4721");
  await choose(page, inspector.getByLabel("Effet 1", { exact: true }), "Gagner la partie");
  await press(page, inspector.getByRole("button", { name: "Ajouter un indice" }));
  await typeInto(page, inspector.getByLabel("Indice 1", { exact: true }), "Regardez la clé de près.");
}

test("a creator builds a 360 game by keyboard alone, a hotspot placed by keys and fields, test-plays it and wins", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "360", title: "Le phare au clavier" });
  const stage = page.getByRole("region", { name: "Zone d'édition" });
  const inspector = page.locator("section.studio-inspector");

  await press(page, stage.getByRole("button", { name: "Ajouter un panorama" }));
  await typeInto(page, stage.getByLabel("Nom du panorama"), "La lanterne");
  await typeInto(page, stage.getByLabel("Nom de la première salle"), "Le sommet");
  await uploadWith(page, stage.getByRole("button", { name: "Envoyer un fichier" }), picture("lanterne.png", 2048, 1024));
  await expect(stage.getByLabel("Image panoramique")).toHaveValue(/\/files\//, { timeout: 20_000 });
  await press(page, stage.getByRole("button", { name: "Ajouter le panorama" }));

  // Two hotspots added where the view looks: one moved by the arrow keys, the other set by its fields.
  const addHere = stage.getByRole("button", { name: "Ajouter un point d'intérêt ici" });
  await press(page, addHere);
  await typeInto(page, inspector.getByLabel("Nom", { exact: true }), "Coffre de la lanterne");
  const chest = stage.getByRole("button", { name: "Coffre de la lanterne", exact: true });
  await chest.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await press(page, chest);
  for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(inspector.getByLabel("Lacet (°)")).toHaveValue("30");
  await expect(inspector.getByLabel("Tangage (°)")).toHaveValue("-1");
  await choose(page, inspector.getByLabel("Énigme que cette cible ouvre"), "Aucune énigme");

  await press(page, addHere);
  await typeInto(page, inspector.getByLabel("Nom", { exact: true }), "Étagère");
  await typeInto(page, inspector.getByLabel("Lacet (°)"), "-40");
  await typeInto(page, inspector.getByLabel("Tangage (°)"), "-10");

  await objectAndPuzzle(page, "lanterne.png");
  const tree = page.getByRole("navigation", { name: "Structure du jeu" });
  await openInTree(page, tree.getByRole("treeitem", { name: "Étagère", exact: true }));
  await choose(page, inspector.getByLabel("Objet posé ici (le joueur peut le prendre)"), "Clé en laiton");
  await openInTree(page, tree.getByRole("treeitem", { name: "Coffre de la lanterne", exact: true }));
  await choose(page, inspector.getByLabel("Énigme que cette cible ouvre"), "Le cadenas");

  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
  await expectSaved(page);
  expect(await seriousViolations(page)).toEqual([]);
  const game = await builtGame(projectId);
  const scene = game.scenes[0]!;
  expect(scene.kind === "360" && scene.hotspots.map((spot) => [spot.label, spot.yaw, spot.pitch])).toEqual([
    ["Coffre de la lanterne", 30, -1],
    ["Étagère", -40, -10],
  ]);

  await press(page, page.getByRole("link", { name: "Tester le jeu" }));
  await expect(page).toHaveURL(/\/playTest360\/[^/]+$/);
  await startGame(page, new URL(page.url()).pathname, { mode: "keyboard" });
  const [key, puzzle] = [game.objects[0]!, game.puzzles[0]!];
  const player = new Player(page, game, "keyboard");
  await player.play([
    { type: "pickObject", objectId: key.id },
    { type: "inspect", objectId: key.id },
    { type: "clickTarget", targetId: scene.kind === "360" ? scene.hotspots[0]!.id : "" },
  ]);
  const keypad = page.getByRole("dialog", { name: puzzle.name });
  await press(page, keypad.getByRole("button", { name: "Demander un indice" }));
  await expect(keypad).toContainText("Regardez la clé de près.");
  await typeInto(page, keypad.getByLabel(/^Code \(/), "4721");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
});

test("a creator builds a Classic game by keyboard alone, test-plays it and wins", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "classic", title: "Le carnet au clavier" });
  const stage = page.getByRole("region", { name: "Zone d'édition" });
  const inspector = page.locator("section.studio-inspector");

  await typeInto(page, stage.getByLabel("Nom de la page"), "Le bureau du capitaine");
  await press(page, stage.getByRole("button", { name: "Créer la page" }));
  await press(page, stage.getByRole("button", { name: "Ajouter un bloc" }));
  await press(page, stage.getByRole("button", { name: "Un texte" }));
  await typeInto(page, inspector.getByRole("textbox", { name: "Texte" }), "Un tiroir du bureau est entrouvert.");

  // The object needs a picture of the project: one uploaded from the object's own form.
  await objectAndPuzzle(page, "cle.png", picture("cle.png", 400, 300));

  // The text block holds the key; the puzzle is placed on the page.
  const tree = page.getByRole("navigation", { name: "Structure du jeu" });
  await openInTree(page, tree.getByRole("treeitem", { name: "Un tiroir du bureau est entrouvert.", exact: true }));
  await choose(page, inspector.getByLabel("Objet posé ici (le joueur peut le prendre)"), "Clé en laiton");
  await openInTree(page, tree.getByRole("treeitem", { name: "Le bureau du capitaine", exact: true }));
  const puzzles = stage.getByRole("region", { name: "Énigmes de la page" });
  await choose(page, puzzles.getByLabel("Énigme du jeu à ajouter"), "Le cadenas (Code)");
  await press(page, puzzles.getByRole("button", { name: "Ajouter à la page" }));
  await expect(puzzles.getByRole("button", { name: "Le cadenas", exact: true })).toBeVisible();

  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
  await expectSaved(page);
  expect(await seriousViolations(page)).toEqual([]);
  const game = await builtGame(projectId);

  await press(page, page.getByRole("link", { name: "Tester le jeu" }));
  await expect(page).toHaveURL(/\/playTest\/[^/]+$/);
  await startGame(page, new URL(page.url()).pathname, { mode: "keyboard" });
  const [key, puzzle] = [game.objects[0]!, game.puzzles[0]!];
  await new Player(page, game, "keyboard").play([
    { type: "pickObject", objectId: key.id },
    { type: "inspect", objectId: key.id },
  ]);
  const lock = page.getByRole("group", { name: puzzle.name });
  await press(page, lock.getByRole("button", { name: "Demander un indice" }));
  await expect(lock).toContainText("Regardez la clé de près.");
  await typeInto(page, lock.getByLabel(/^Code \(/), "4721");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
});
