import { refuseCookies } from "./cookie-bar";
import { expect, test } from "./fixtures";

/**
 * Spec section 9: once the browser is idle the main routes are prefetched, and each prefetch is one the
 * router can serve: no "no routes matched" or unused-preload warning (the fixture fails a test on those).
 */

const PAGES = ["/", "/un-an", "/multi", "/joinMulti", "/about", "/plans", "/escape", "/connect"];

test("every page prefetches the main routes once idle, without a warning in the console", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await refuseCookies(page);
  for (const path of PAGES) {
    await page.goto(path);
    // The catalogue's data is among what is fetched ahead, whichever page this is.
    await expect(page.locator('link[rel="prefetch"][href^="/escape.data"]')).toHaveCount(path === "/escape" ? 0 : 1, { timeout: 5_000 });
    // Long enough for the browser to report a preload that goes unused.
    await page.waitForTimeout(3_500);
  }
});
