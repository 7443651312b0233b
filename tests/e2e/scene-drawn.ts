import { expect, type Locator, type Page } from "@playwright/test";

/** Is the scene on screen really drawn? What a person sees, read from the page: the canvas's pixels, its size over time, its styles. */

export type SceneKind = "interface" | "360" | "classic";

/**
 * Remix preloads a route's stylesheets while its loader runs. When the loader takes over 3 s (test-play's asks
 * the project room for the latest draft first, which a busy machine can make slow), Chromium reports the
 * preload as unused, though the stylesheet takes it the moment the page shows. The specs check that the
 * sheets are applied, so that one warning, for these sheets only, says nothing here.
 */
const SLOW_LOADER_PRELOAD = /\/assets\/(play|renderers)-[\w-]+\.css was preloaded using link preload but not used/;
export function forgiveSlowLoaderPreloads(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (SLOW_LOADER_PRELOAD.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

const sizeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });

/** How much of a screenshot is lit: the share of pixels brighter than the dark stage, and how many colours it has. */
async function lightOf(page: Page, png: Buffer) {
  // Decoded in the page without a URL (the page's policy allows no data: image), by createImageBitmap.
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let lit = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.max(r, g, b) > 48) lit++;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    }
    return { lit: lit / (data.length / 4), colours: colours.size, width: bitmap.width, height: bitmap.height };
  }, png.toString("base64"));
}

/** The scene on screen is drawn, styled by the renderers' stylesheet, inside the window, and holds still for 3 s. */
export async function expectSceneDrawn(page: Page, kind: SceneKind, { styled = true } = {}) {
  const viewport = page.viewportSize()!;
  if (kind === "classic") {
    // No canvas: the page is the player's, styled by the play stylesheet (the parchment page on the dark stage).
    const scene = page.locator(".classic-scene").first();
    await expect(scene).toBeVisible({ timeout: 20_000 });
    await expect(scene).toHaveCSS("background-color", "rgb(251, 247, 238)");
    await expect(page.locator(".play-root")).toHaveCSS("color", "rgb(243, 241, 255)");
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => document.documentElement.scrollHeight), "the page's height over 3 s").toBe(before);
    return;
  }

  const frame = page.locator(kind === "interface" ? ".scene-frame" : ".pano-stage");
  const canvas = frame.locator("canvas.scene-canvas");
  await expect(canvas, "the scene's canvas").toBeVisible({ timeout: 20_000 });
  if (kind === "360") await expect(page.locator(".scene-panorama")).toHaveAttribute("data-mode", "webgl");
  else await expect(frame).toHaveAttribute("data-mode", "pixi");

  // Its size holds still (it grew by thousands of pixels a second) and stays within the window.
  const first = await sizeOf(canvas);
  await page.waitForTimeout(3_000);
  const last = await sizeOf(canvas);
  expect(last, "the canvas's size over 3 s").toEqual(first);
  if (styled) expect(await sizeOf(frame), "the frame's size is the canvas's").toEqual(first);
  expect(first.width).toBeGreaterThan(200);
  expect(first.height).toBeGreaterThan(100);
  expect(first.height, "the scene fits in the window").toBeLessThanOrEqual(viewport.height);
  expect(first.width, "the scene fits in the window").toBeLessThanOrEqual(viewport.width);

  // Styled by the renderers' stylesheet: the frame's dark stage and its rounded corners.
  if (styled) await expect(frame).toHaveCSS("background-color", "rgb(15, 13, 30)");
  if (styled) await expect(frame).toHaveCSS("border-top-left-radius", /^(?!0px)/);
  expect(
    await page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith(".scene-frame")))),
    "the renderers' stylesheet is in document.styleSheets",
  ).toBe(styled);

  // Drawn: the canvas as it shows on screen is not all dark.
  await canvas.scrollIntoViewIfNeeded();
  const light = await lightOf(page, await canvas.screenshot());
  expect(light.lit, `lit share of the canvas (${JSON.stringify(light)})`).toBeGreaterThan(0.2);
  expect(light.colours, `colours in the canvas (${JSON.stringify(light)})`).toBeGreaterThan(50);
}
