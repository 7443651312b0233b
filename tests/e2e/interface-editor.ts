import { expect, type Page } from "@playwright/test";
import { noisePng } from "./files";

/** The Interface editor as a creator drives it with the mouse: a scene made from a picture, zones dragged on it. */

const stageOf = (page: Page) => page.getByRole("region", { name: "Zone d'édition" });

/**
 * Adds a scene from the stage's "Ajouter une scène": `upload` sends a new picture of that file name, `image` picks
 * one already in the project; `room` names the game's first room (asked only while there is none).
 */
export async function addInterfaceScene(page: Page, scene: { name: string; room?: string } & ({ upload: string } | { image: string })) {
  const stage = stageOf(page);
  await stage.getByRole("button", { name: "Ajouter une scène" }).click();
  await stage.getByLabel("Nom de la scène").fill(scene.name);
  if (scene.room) await stage.getByLabel("Nom de la première salle").fill(scene.room);
  if ("upload" in scene) {
    const chooser = page.waitForEvent("filechooser");
    await stage.getByRole("button", { name: "Envoyer un fichier" }).click();
    await (await chooser).setFiles({ name: scene.upload, mimeType: "image/png", buffer: noisePng(800, 600) });
    await expect(stage.getByLabel("Image de la scène")).toHaveValue(/\/files\//, { timeout: 20_000 });
  } else {
    await stage.getByLabel("Image de la scène").selectOption({ label: scene.image });
  }
  await stage.getByRole("button", { name: "Créer la scène" }).click();
  await expect(scenePicture(page, scene.name)).toBeVisible();
  // Drawn once pixi has the picture: until then its frame has no size of its own.
  await expect(stage.getByText("Chargement de l'image…")).toHaveCount(0);
}

export const scenePicture = (page: Page, sceneName: string) => stageOf(page).getByRole("group", { name: `Image de la scène ${sceneName}` });

/** Drags a zone on the scene's picture, from and to fractions of its size, and names it in the inspector. */
export async function drawZone(page: Page, sceneName: string, from: [number, number], to: [number, number], label: string) {
  const picture = scenePicture(page, sceneName);
  // A picture just chosen may still be loading: its frame takes its size when it is drawn, as a person waits to see it.
  await expect(stageOf(page).getByText("Chargement de l'image…")).toHaveCount(0);
  // Under a sticky bar a press would land on the bar: the picture comes to the middle first.
  await picture.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
  await page.locator("section.studio-inspector").getByLabel("Nom de la zone").fill(label);
  await expect(stageOf(page).getByRole("button", { name: label, exact: true })).toBeVisible();
}
