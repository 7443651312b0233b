import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject, storedDraft } from "./studio";

/**
 * The 360 editor: a blank project's first panorama (its room and picture asked first), hotspots added
 * where the view looks, placed by a click, moved and deleted from the keyboard; in a starter, a hotspot
 * linked to another panorama. What the creator sees is checked, then what the project room saved.
 */

test.describe.configure({ timeout: 120_000 });

type Hotspot = { id: string; label: string; yaw: number; pitch: number; interactions: { effects: { type: string; sceneId?: string }[] }[] };
type Saved = { rooms: { name: string }[]; scenes: { id: string; name: string; roomId: string; kind: string; hotspots?: Hotspot[] }[] };

test("a creator adds a first panorama with its room and picture, then hotspots: where the view looks, by a click, moved and deleted by keyboard", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "360", title: "La tour" });
  const workspace = page.getByRole("region", { name: "Panorama en cours d'édition" });
  await expect(workspace.getByRole("heading", { name: "Aucun panorama pour l'instant" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await workspace.getByRole("button", { name: "Ajouter un panorama" }).click();
  const form = workspace.getByRole("form", { name: "Ajouter un panorama" });
  await form.getByRole("button", { name: "Ajouter le panorama" }).click();
  await expect(form.getByText("Donnez un nom au panorama.")).toBeVisible();
  await form.getByLabel("Nom du panorama").fill("Le sommet");
  await form.getByLabel("Nom de la première salle").fill("La tour");
  await form.locator('input[type="file"]').setInputFiles({ name: "sommet.png", mimeType: "image/png", buffer: noisePng(512, 256) });
  await expect(form.getByLabel("Image panoramique")).not.toHaveValue("");
  await form.getByRole("button", { name: "Ajouter le panorama" }).click();
  await expect(workspace.getByLabel("Panorama affiché")).toHaveValue(/.+/);
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Le sommet");

  // Added where the view looks (straight ahead), its name focused (issue 24), then moved from the keyboard.
  await workspace.getByRole("button", { name: "Ajouter un point d'intérêt ici" }).click();
  const view = workspace.getByRole("group", { name: "Le sommet" });
  const first = view.getByRole("button", { name: "Point d'intérêt 1" });
  await expect(page.getByLabel("Nom", { exact: true })).toBeFocused();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await first.focus();
  await expect(page.getByLabel("Lacet (°)")).toHaveValue("0");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByLabel("Lacet (°)")).toHaveValue("10");
  await expect(page.getByLabel("Tangage (°)")).toHaveValue("1");
  await page.getByLabel("Nom", { exact: true }).fill("Trappe");
  await expect(view.getByRole("button", { name: "Trappe" })).toBeVisible();

  // Placed by a click in placing mode, to the right of the centre; Escape leaves the mode.
  const place = workspace.getByRole("button", { name: "Placer un point d'intérêt" });
  await place.click();
  await expect(place).toHaveAttribute("aria-pressed", "true");
  const box = (await view.locator(".pano-viewport, .pano-flat").first().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5);
  await expect(view.getByRole("button", { name: "Point d'intérêt 2" })).toHaveAttribute("aria-pressed", "true");
  expect(Number(await page.getByLabel("Lacet (°)").inputValue())).toBeGreaterThan(10);
  await page.keyboard.press("Escape");
  await expect(place).toHaveAttribute("aria-pressed", "false");
  expect(await seriousViolations(page)).toEqual([]);

  // Delete removes the focused hotspot.
  await view.getByRole("button", { name: "Point d'intérêt 2" }).focus();
  await page.keyboard.press("Delete");
  await expect(view.getByRole("button", { name: "Point d'intérêt 2" })).toHaveCount(0);

  await expectSaved(page);
  await expect.poll(() => (storedDraft(projectId) as Saved | null)?.scenes[0]?.hotspots?.map(({ label, yaw, pitch }) => ({ label, yaw, pitch }))).toEqual([
    { label: "Trappe", yaw: 10, pitch: 1 },
  ]);
  const saved = storedDraft(projectId) as Saved;
  expect(saved.rooms.map((room) => room.name)).toEqual(["La tour"]);
  expect(saved.scenes.map(({ name, kind }) => ({ name, kind }))).toEqual([{ name: "Le sommet", kind: "360" }]);
});

test("a creator links a starter's hotspot to another panorama, changes the link, and removes it", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "360", title: "Le phare", starter: "Démo : Le phare englouti" });
  const workspace = page.getByRole("region", { name: "Panorama en cours d'édition" });
  const view = workspace.getByRole("group", { name: "Le logis du gardien" });
  await view.getByRole("button", { name: "Étagère avec un bidon" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Mène à :")).toHaveCount(0);

  const link = page.getByRole("group", { name: "Lien vers un panorama" });
  await link.getByLabel("Mener vers le panorama").selectOption({ label: "La réserve" });
  await expect(link.getByText("Mène à : La réserve")).toBeVisible();
  await link.getByLabel("Changer de panorama").selectOption({ label: "La chambre de la lanterne" });
  await expect(link.getByText("Mène à : La chambre de la lanterne")).toBeVisible();
  await expectSaved(page);
  const shelf = () => (storedDraft(projectId) as Saved | null)?.scenes.find((scene) => scene.id === "logis-vue")?.hotspots?.find((each) => each.label === "Étagère avec un bidon");
  await expect.poll(() => shelf()?.interactions.flatMap((each) => each.effects)).toEqual([{ type: "goToScene", sceneId: "lanterne-vue" }]);

  await link.getByRole("button", { name: "Supprimer le lien" }).click();
  await expect(link.getByText("Mène à :")).toHaveCount(0);
  await expectSaved(page);
  await expect.poll(() => shelf()?.interactions).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a creator turns the view to a hotspot, drags it to a new place, and starts the panorama looking that way", async ({ page }) => {
  // Turns are immediate without motion, so the view's direction can be read at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openNewProject(page, { type: "360", title: "Le phare", starter: "Démo : Le phare englouti" });
  const workspace = page.getByRole("region", { name: "Panorama en cours d'édition" });
  const view = workspace.getByRole("group", { name: "Le logis du gardien" });
  const door = view.getByRole("button", { name: "Porte de la réserve" });
  await door.focus();
  await page.keyboard.press("Enter");
  const yaw = Number(await page.getByLabel("Lacet (°)").inputValue());
  await page.getByRole("button", { name: "Regarder ce point d'intérêt" }).click();

  // Centred now: dragged to the right, it moves to the right (a larger yaw); one drag, one change.
  const frame = (await view.locator(".pano-viewport").boundingBox())!;
  await expect.poll(async () => Math.abs(((await door.boundingBox())!.x + 22) - (frame.x + frame.width / 2))).toBeLessThan(2);
  const at = (await door.boundingBox())!;
  await page.mouse.move(at.x + 22, at.y + 22);
  await page.mouse.down();
  await page.mouse.move(at.x + 122, at.y + 22, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await page.getByLabel("Lacet (°)").inputValue())).toBeGreaterThan(yaw + 5);

  // A click on the picture (not on a hotspot) selects the panorama; its first direction is the view's. Through
  // the locator, so the picture's corner is scrolled out from under the site's sticky bar first.
  await view.locator(".pano-viewport").click({ position: { x: 30, y: 30 } });
  await page.getByRole("button", { name: "Utiliser la vue actuelle" }).click();
  await expect(page.getByLabel("Direction de départ (°)")).toHaveValue(String(yaw));
});
