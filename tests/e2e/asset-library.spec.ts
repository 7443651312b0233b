import { expect, seriousViolations, test } from "./fixtures";
import { sql } from "./db";
import { expectSceneDrawn, forgiveSlowLoaderPreloads } from "./scene-drawn";
import { expectSaved, openNewProject, storedDraft, testPlayFromEditor } from "./studio";

/**
 * Issue 27, the asset library: a creator finds, by keyboard, a background for a scene and a music loop for the
 * game in the library shipped with Escaplay; the draft keeps their /library addresses, the creator's storage is
 * untouched, and test-play draws the library's picture.
 */

test.describe.configure({ timeout: 180_000 });

type Draft = { scenes?: { id: string; image?: string }[]; sound?: { music?: string } };

test("a creator picks a library background and a library music by keyboard, without using storage, and test-plays the picture", async ({ page, consoleErrors }) => {
  const { me, projectId } = await openNewProject(page, { type: "interface", title: "Bureau de la bibliothèque", starter: "Démo : Le manoir de l'horloger" });
  const inspector = page.locator("section.studio-inspector");

  // The first scene's picture, from the library: opened, searched and chosen with the keyboard alone.
  // Its name, not the twisty beside it: the scene is selected, not folded.
  await page.locator('[role="treeitem"][data-path="scenes/etabli"] > span').getByText("L'établi").click();
  const openLibrary = inspector.getByRole("button", { name: "Bibliothèque" }).first();
  await openLibrary.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Bibliothèque d'Escaplay" });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole("searchbox", { name: "Rechercher dans la bibliothèque" });
  await expect(search).toBeFocused();
  await page.keyboard.type("bureau");
  await expect(dialog.getByRole("status")).toHaveText("Résultats : 1");
  const office = dialog.getByRole("button", { name: /^Bureau Décor$/ });
  await expect(office).toHaveAccessibleDescription("Licence CC0-1.0 · Escaplay");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await expect(office).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(openLibrary).toBeFocused();
  const picture = inspector.getByLabel("Image de la scène");
  await expect(picture).toHaveValue("/library/backgrounds/office.svg");
  await expect(picture.locator("option:checked")).toHaveText("Bibliothèque : Bureau");

  // The game's music, from the library too; Escape closes the dialog without choosing anything.
  await page.getByRole("navigation", { name: "Structure du jeu" }).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  const sound = page.getByRole("group", { name: "Son et musique" });
  await sound.getByLabel("Musique d'ambiance du jeu").selectOption({ label: "Un fichier son du projet" });
  const musicLibrary = sound.getByRole("button", { name: "Bibliothèque" }).first();
  await musicLibrary.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(musicLibrary).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.type("mystere");
  // Only sounds are offered to a sound field: the mystery drone, never a picture.
  await expect(dialog.getByRole("status")).toHaveText("Résultats : 1");
  await expect(dialog.getByRole("img")).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("button", { name: /^Nappe mystérieuse Musique$/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Écouter Nappe mystérieuse" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(sound.getByLabel("Fichier de la musique")).toHaveValue("/library/sounds/mystery-drone.wav");
  await expectSaved(page);

  // The draft holds the library's addresses; nothing was uploaded, so the creator's storage is still empty.
  await expect.poll(() => {
    const draft = storedDraft(projectId) as Draft | null;
    return { image: draft?.scenes?.find((scene) => scene.id === "etabli")?.image, music: draft?.sound?.music };
  }, { timeout: 15_000 }).toEqual({ image: "/library/backgrounds/office.svg", music: "/library/sounds/mystery-drone.wav" });
  expect(sql<{ storage_bytes: number }>(`SELECT storage_bytes FROM users WHERE email = '${me.email}'`)).toEqual([{ storage_bytes: 0 }]);

  // Test-play draws the library's 16:9 office where the workbench's 16:10 picture was.
  const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === "/library/backgrounds/office.svg" && res.ok());
  await testPlayFromEditor(page);
  await loaded;
  await expectSceneDrawn(page, "interface");
  const frame = page.locator(".scene-frame");
  const ratio = await frame.evaluate((element) => element.getBoundingClientRect().width / element.getBoundingClientRect().height);
  expect(ratio).toBeCloseTo(16 / 9, 1);
  forgiveSlowLoaderPreloads(consoleErrors);
});
