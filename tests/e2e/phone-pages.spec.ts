import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/** Every page fits a 390 px phone: nothing is cut off, nothing scrolls the page sideways. */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGES = ["/plans", "/", "/escape", "/escape/manoir-horloger", "/join", "/connect", "/business", "/education", "/learn", "/about", "/un-an", "/multi", "/joinMulti"];

test("no page is wider than a 390 px phone, with or without the cookie bar", async ({ page }) => {
  test.setTimeout(60_000);
  for (const answered of [false, true]) {
    if (answered) await refuseCookies(page);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, viewport: window.innerWidth }));
      expect(width, `${path} on a phone`).toEqual({ scroll: 390, viewport: 390 });
    }
  }
});

test("the plans' comparison reads on a phone: one card per row, each value after its plan's name", async ({ page }) => {
  await page.goto("/plans");
  await refuseCookies(page);
  const table = page.getByRole("table");
  const storage = table.getByRole("row").filter({ hasText: "Stockage" });
  await storage.scrollIntoViewIfNeeded();
  for (const plan of ["Basic", "Pro", "Éducation", "Entreprise"]) {
    const cell = storage.locator(`td[data-plan="${plan}"]`);
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
  // The cells stand one under another, not side by side past the edge.
  const boxes = await storage.locator("td").evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
  for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
