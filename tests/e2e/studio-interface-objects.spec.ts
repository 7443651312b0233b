import type { Locator, Page } from "@playwright/test";
import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject } from "./studio";

/**
 * Issue 24, a creator's first hour: an object put in a zone of the Interface editor shows there as the
 * player will see it (its own picture, fitted whole into the zone's box and centred), follows the zone
 * and the object's picture as they change, fades when players will not see it at the start, and goes
 * when the object is taken out of the zone; the zone stays grabbable through the picture.
 */

test.describe.configure({ timeout: 150_000 });

/** How the drawn object sits in the zone's box, measured on screen (1 px of slack for rounding). */
async function fit(object: Locator, zone: Locator) {
  const o = await object.boundingBox();
  const z = await zone.boundingBox();
  if (!o || !z || o.height === 0) return null;
  const gap = { left: o.x - z.x, right: z.x + z.width - (o.x + o.width), top: o.y - z.y, bottom: z.y + z.height - (o.y + o.height) };
  return {
    inside: Object.values(gap).every((g) => g >= -1),
    centred: Math.abs(gap.left - gap.right) <= 1 && Math.abs(gap.top - gap.bottom) <= 1,
    // Fitted whole, as large as the box allows: it meets two opposite sides.
    fills: (gap.left <= 1 && gap.right <= 1) || (gap.top <= 1 && gap.bottom <= 1),
    ratio: Math.round((o.width / o.height) * 10) / 10,
  };
}

async function upload(page: Page, button: Locator, name: string, png: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer: png });
}

test("an object lying in a zone is drawn in the editor as players see it, and follows the zone and its picture", async ({ page }) => {
  await openNewProject(page, { type: "interface", title: "Le grenier" });
  const stage = page.getByRole("region", { name: "Zone d'édition" });
  const inspector = page.locator("section.studio-inspector");

  await stage.getByRole("button", { name: "Ajouter une scène" }).click();
  await stage.getByLabel("Nom de la scène").fill("Sous les combles");
  await stage.getByLabel("Nom de la première salle").fill("Le grenier");
  await upload(page, stage.getByRole("button", { name: "Envoyer un fichier" }), "grenier.png", noisePng(800, 600));
  await expect(stage.getByLabel("Image de la scène")).toHaveValue(/\/files\//, { timeout: 20_000 });
  await stage.getByRole("button", { name: "Créer la scène" }).click();

  const picture = stage.getByRole("group", { name: "Image de la scène Sous les combles" });
  await expect(stage.getByText("Chargement de l'image…")).toHaveCount(0, { timeout: 20_000 });
  await picture.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const frame = (await picture.boundingBox())!;
  await page.mouse.move(frame.x + frame.width * 0.1, frame.y + frame.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width * 0.4, frame.y + frame.height * 0.8, { steps: 8 });
  await page.mouse.up();
  await inspector.getByLabel("Nom de la zone").fill("Coffre à jouets");
  const zone = stage.getByRole("button", { name: "Coffre à jouets", exact: true });
  await expect(zone).toBeVisible();

  // The object, its picture twice as wide as tall, uploaded from its own form.
  await page.getByRole("button", { name: "Ajouter un objet" }).click();
  await inspector.getByLabel("Nom de l'objet").fill("Toupie");
  await upload(page, inspector.getByRole("button", { name: "Envoyer un fichier" }).first(), "toupie.png", noisePng(200, 100));
  const objectImage = inspector.getByLabel("Image", { exact: true });
  await expect(objectImage).toHaveValue(/\/files\//, { timeout: 20_000 });
  const toupieUrl = await objectImage.inputValue();

  // Put in the chest: its picture appears in the chest's box, whole, as wide as the box and centred.
  await zone.click();
  await inspector.getByLabel("Objet posé ici (le joueur peut le prendre)").selectOption({ label: "Toupie" });
  const drawn = stage.locator(".si-object");
  await expect(drawn).toHaveCount(1);
  await expect(drawn).toHaveAttribute("src", toupieUrl);
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await expect.poll(() => fit(drawn, zone)).toEqual({ inside: true, centred: true, fills: true, ratio: 2 });
  await expect(drawn).toHaveCSS("opacity", "1");
  await expect(zone).toHaveAccessibleDescription(/Objet posé ici : Toupie\./);

  // The zone moved by the keyboard, then dragged by a press on the object's picture (the picture is no
  // obstacle to the zone under it): the picture goes with the zone each time.
  const where = async () => ({ zone: (await zone.boundingBox())!, object: (await drawn.boundingBox())! });
  const followed = async (from: Awaited<ReturnType<typeof where>>, axis: "x" | "y") => {
    const now = await where();
    const moved = now.zone[axis] - from.zone[axis];
    return Math.abs(moved) > 5 && Math.abs(moved - (now.object[axis] - from.object[axis])) <= 1;
  };
  const start = await where();
  await zone.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(() => followed(start, "x")).toBe(true);
  await expect.poll(() => fit(drawn, zone)).toEqual({ inside: true, centred: true, fills: true, ratio: 2 });

  const pressed = await where();
  const grab = { x: pressed.object.x + pressed.object.width / 2, y: pressed.object.y + pressed.object.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y - 40, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => followed(pressed, "y")).toBe(true);
  await expect(zone).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => fit(drawn, zone)).toEqual({ inside: true, centred: true, fills: true, ratio: 2 });

  // Another picture for the object: the zone shows it at once, fitted by its own proportions.
  await page.getByRole("treeitem", { name: "Toupie" }).click();
  await inspector.getByLabel("Image", { exact: true }).selectOption({ label: "grenier.png" });
  await expect(drawn).not.toHaveAttribute("src", toupieUrl);
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expect.poll(() => fit(drawn, zone)).toEqual({ inside: true, centred: true, fills: true, ratio: 1.3 });

  // Shown only once a condition holds: faded, its zone marked, and the sign explained under the picture.
  await zone.click();
  await inspector.getByRole("group", { name: "Visible seulement si" }).getByRole("button", { name: "Ajouter une condition" }).click();
  await expect(drawn).toHaveCSS("opacity", "0.45");
  await expect(zone.locator(".si-hidden-sign")).toBeVisible();
  await expect(stage.getByText("Ce signe marque une zone cachée au départ")).toBeVisible();
  await expect(zone).toHaveAccessibleDescription(/Objet posé ici : Toupie\. Cachée au départ/);
  await expectSaved(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Taken out of the zone: the picture goes, the zone stays.
  await inspector.getByLabel("Objet posé ici (le joueur peut le prendre)").selectOption({ label: "Aucun objet" });
  await expect(drawn).toHaveCount(0);
  await expect(zone).toBeVisible();
  await expectSaved(page);
});
