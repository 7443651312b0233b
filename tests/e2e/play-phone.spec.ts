import type { Locator, Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { settled, startGame } from "./play-driver";

/** 2D play on a phone held upright, with a finger: targets big enough to hit, the inventory at hand. */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, expectedErrors: [/GPU stall due to ReadPixels/] });
test.describe.configure({ timeout: 120_000 });

const viewportHeight = 844;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const gearZone = (page: Page) => page.getByRole("button", { name: "Petit engrenage en laiton posé sur l'établi", exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("a zone drawn smaller than a fingertip answers a tap just beside it, without being drawn bigger", async ({ page }) => {
  await startGame(page, "/play2D/manoir-horloger");
  const zone = await boxOf(gearZone(page));
  // Drawn smaller than 44 px high on this screen: the tap lands below the drawn shape, within 44 px of its middle.
  expect(zone.height).toBeLessThan(40);
  const below = Math.min(zone.height / 2 + 6, 20);
  await page.touchscreen.tap(zone.x + zone.width / 2, zone.y + zone.height / 2 + below);
  await settled(page);
  await expect(page.getByRole("button", { name: "Utiliser Petit engrenage" })).toBeVisible();
  await expect(page.getByRole("log", { name: "Messages du jeu" })).toContainText("Objet obtenu : Petit engrenage");
});

test("every control a finger aims at in the game is at least 44 by 44 px", async ({ page }) => {
  await startGame(page, "/play2D/manoir-horloger");
  // Some news, so toasts and their close buttons are on screen too.
  await page.touchscreen.tap(...(await centre(page.getByRole("button", { name: "Tiroir entrouvert de l'établi", exact: true }))));
  await settled(page);
  await expect(page.locator(".play-toast").first()).toBeVisible();
  const small = await page.locator(".play-game").evaluate((game) =>
    [...game.querySelectorAll<HTMLElement>("button, a[href], input, select, summary")]
      // Scene zones are reached on the picture itself (the test above); hidden and disabled ones are not aimed at.
      .filter((control) => !control.closest(".scene-picture") && control.getClientRects().length > 0 && !control.hasAttribute("disabled"))
      .map((control) => ({ name: control.textContent?.trim() ?? "", box: control.getBoundingClientRect() }))
      // Half a pixel of leeway for sub-pixel layout.
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ name, box }) => `${name} (${Math.round(box.width)}x${Math.round(box.height)})`),
  );
  expect(small).toEqual([]);
});

test("the inventory is docked under the scene: taking, choosing and using an object needs no scrolling", async ({ page }) => {
  await startGame(page, "/play2D/manoir-horloger");
  const top = await scrollY(page);
  await page.touchscreen.tap(...(await centre(gearZone(page))));
  await settled(page);

  const use = page.getByRole("button", { name: "Utiliser Petit engrenage" });
  await expect(use).toBeVisible();
  const frame = await boxOf(page.locator(".scene-frame"));
  const inventory = await boxOf(page.getByRole("region", { name: /Inventaire/ }));
  const useBox = await boxOf(use);
  // The whole scene and the inventory's buttons are on screen together, the one above the other.
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.y + frame.height).toBeLessThanOrEqual(inventory.y + 1);
  expect(useBox.y + useBox.height).toBeLessThanOrEqual(viewportHeight);
  for (const toast of await page.locator(".play-toast").all()) expect((await boxOf(toast)).y + (await boxOf(toast)).height).toBeLessThanOrEqual(inventory.y);

  await use.tap();
  await expect(page.getByText("Vous tenez Petit engrenage")).toBeVisible();
  await page.touchscreen.tap(...(await centre(page.getByRole("button", { name: "Utiliser Petit engrenage sur : Pendule murale" }))));
  await settled(page);
  await expect(page.getByRole("log", { name: "Messages du jeu" })).toContainText("Mauvaise réponse");
  expect(await scrollY(page)).toBe(top);
  expect(await seriousViolations(page)).toEqual([]);
});

async function centre(locator: Locator): Promise<[number, number]> {
  const box = await boxOf(locator);
  return [box.x + box.width / 2, box.y + box.height / 2];
}
