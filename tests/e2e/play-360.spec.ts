import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, settled, startGame, tabTo } from "./play-driver";

/**
 * The 360 game as a new player meets it: the view turns with the arrow keys from the first moment,
 * the focus survives a combination, the help speaks of the device in hand and the intro says how long
 * the clock gives. Phones have their own file section with a touch screen.
 */

// Headless Chromium without a GPU warns about WebGL read-backs; that is the driver, not our code.
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });
test.describe.configure({ timeout: 180_000 });

const PATH = "/play360/phare-englouti";

/** Where the view looks, as the page shows it: the hotspots' places (3D) or the scroll (flat fallback). */
function viewSignature(page: Page) {
  return page.locator(".scene-panorama").evaluate((scene) => {
    const spots = [...scene.querySelectorAll<HTMLElement>(".pano-hotspot")].map((spot) => spot.style.transform);
    const scroller = scene.querySelector(".pano-flat");
    return `${spots.join("|")}#${scroller?.scrollLeft ?? ""}`;
  });
}

async function turnsWith(page: Page, key: string): Promise<boolean> {
  const before = await viewSignature(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press(key);
  return expect
    .poll(() => viewSignature(page), { timeout: 3_000 })
    .not.toBe(before)
    .then(
      () => true,
      () => false,
    );
}

test.describe("on a computer", () => {
  test("the arrow keys turn the view as soon as the game starts, without a Tab to the viewer first", async ({ page }) => {
    await startGame(page, PATH);
    const scene = page.locator(".scene-panorama");
    await expect(scene).toHaveAttribute("data-mode", /webgl|flat/);
    // The game opens with the focus on the stage, not on the viewer itself.
    expect(await scene.evaluate((element) => element === document.activeElement)).toBe(false);
    expect(await turnsWith(page, "ArrowRight")).toBe(true);
    expect(await turnsWith(page, "ArrowLeft")).toBe(true);
  });

  test("the arrow keys keep their own meaning in a dialog's slider and in the side panels", async ({ page }) => {
    await startGame(page, PATH);
    await page.getByRole("button", { name: "Options" }).click();
    const options = page.getByRole("dialog", { name: "Options" });
    const music = options.getByLabel("Volume de la musique");
    await music.focus();
    const volume = await music.inputValue();
    expect(await turnsWith(page, "ArrowLeft")).toBe(false);
    expect(await music.inputValue()).not.toBe(volume);
    await page.keyboard.press("Escape");
    await expect(options).toBeHidden();

    await page.getByRole("heading", { name: /^Inventaire/ }).evaluate((heading: HTMLElement) => heading.focus());
    expect(await turnsWith(page, "ArrowRight")).toBe(false);
  });

  test("the help speaks of dragging and arrow keys", async ({ page }) => {
    await startGame(page, PATH);
    await expect(page.getByText("Faites glisser ou utilisez les flèches du clavier pour regarder autour de vous.")).toBeVisible();
    await page.getByRole("button", { name: "Instructions" }).click();
    await expect(page.getByRole("dialog", { name: "Instructions" }).getByText(/avec les flèches, puis cliquez sur les points d'intérêt/)).toBeVisible();
  });

  test("after a combination the focus is on the object it made, not lost on the page", async ({ page }) => {
    const { definition, walkthrough } = seededGame("phare-englouti");
    const combineAt = walkthrough.findIndex((action) => action.type === "combine");
    await startGame(page, PATH);
    await new Player(page, definition, "pointer").play(walkthrough.slice(0, combineAt));

    await tabTo(page, page.getByRole("button", { name: "Combiner Mèche neuve", exact: true }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Combiner Bidon d'huile avec Mèche neuve" }));
    await page.keyboard.press("Enter");
    await settled(page);
    const made = page.getByRole("button", { name: "Utiliser Brûleur garni", exact: true });
    await expect(made).toBeFocused();
    // And the keyboard player goes on from there.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Examiner Brûleur garni", exact: true })).toBeFocused();
    // The inventory, whose heading is now focusable (the journal next to it is another matter).
    const inventory = await new AxeBuilder({ page })
      .include("[aria-labelledby=play-inventory-title]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(inventory.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("the intro", () => {
  test("states the time limit of a timed game, in the site's language", async ({ page, context }) => {
    await page.goto(PATH);
    const facts = page.getByRole("definition").filter({ hasText: /^25\s?min$/ });
    await expect(page.getByRole("term").filter({ hasText: "Temps limite" })).toBeVisible();
    await expect(facts).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The Classic seminar has a 40-minute clock too.
    await page.goto("/play/mission-seminaire");
    await expect(page.getByRole("term").filter({ hasText: "Temps limite" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^40\s?min$/ })).toBeVisible();

    const url = new URL(page.url());
    await context.addCookies([{ name: "_lang", value: "de", domain: url.hostname, path: "/" }]);
    await page.goto(PATH);
    await expect(page.getByRole("term").filter({ hasText: "Zeitlimit" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^25\s?Min\.$/ })).toBeVisible();
  });

  test("of a game without a time limit says nothing of one", async ({ page }) => {
    await page.goto("/play2D/manoir-horloger");
    await expect(page.getByRole("heading", { level: 1, name: "Le manoir de l'horloger" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Temps limite" })).toHaveCount(0);
  });
});

test.describe("a play address of the wrong kind", () => {
  test("leads to the game's own kind of address, keeping its query", async ({ page }) => {
    const answer = await page.request.get("/play/manoir-horloger?multi=create", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe("/play2D/manoir-horloger?multi=create");

    await page.goto("/play/manoir-horloger?multi=create");
    await expect(page).toHaveURL(/\/play2D\/manoir-horloger\?multi=create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Le manoir de l'horloger" })).toBeVisible();
    await expect(page.getByText("Jeu introuvable")).toHaveCount(0);

    await page.goto("/play2D/phare-englouti");
    await expect(page).toHaveURL(/\/play360\/phare-englouti$/);
    await page.goto("/play360/labo-volta");
    await expect(page).toHaveURL(/\/play\/labo-volta$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the help speaks of fingers, not of arrow keys", async ({ page }) => {
    await startGame(page, PATH);
    await expect(page.getByText("Faites glisser l'image du doigt pour regarder autour de vous, puis touchez un point d'intérêt.")).toBeVisible();
    await expect(page.getByText(/flèches/)).toHaveCount(0);
    await page.getByRole("button", { name: "Instructions" }).click();
    const instructions = page.getByRole("dialog", { name: "Instructions" });
    await expect(instructions.getByText(/en faisant glisser l'image du doigt, puis touchez les points d'intérêt/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
