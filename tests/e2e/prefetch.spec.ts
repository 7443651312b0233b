import type { Page } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";
import { expect, test } from "./fixtures";

/**
 * Spec section 9: once the browser is idle the main routes are prefetched, and each prefetch is one the
 * router can serve: no "no routes matched" or unused-preload warning (the fixture fails a test on those).
 */

const PAGES = ["/", "/un-an", "/multi", "/joinMulti", "/about", "/plans", "/escape", "/connect"];
const NAVIGATION_WARNING = /prefetch|preload|speculation ?rules/i;

test("every page prefetches the main routes once idle, without a warning in the console", async ({ page, context, consoleErrors }) => {
  await page.goto("/");
  await refuseCookies(page);
  // One tab per page, side by side: the wait for an unused preload to be reported is paid once.
  const watch = (tab: Page) => {
    tab.on("console", (msg) => {
      if (msg.type() === "error" || (msg.type() === "warning" && NAVIGATION_WARNING.test(msg.text()))) consoleErrors.push(`${tab.url()}: ${msg.text()}`);
    });
    tab.on("pageerror", (error) => consoleErrors.push(error.message));
  };
  const tabs = await Promise.all(PAGES.map(async (path) => {
    const tab = await context.newPage();
    watch(tab);
    await tab.goto(path);
    return { path, tab };
  }));
  for (const { path, tab } of tabs) {
    // The catalogue's data is among what is fetched ahead, whichever page this is.
    await expect(tab.locator('link[rel="prefetch"][href^="/escape.data"]')).toHaveCount(path === "/escape" ? 0 : 1, { timeout: 5_000 });
  }
  // Long enough for the browser to report a preload that goes unused.
  await page.waitForTimeout(3_500);
  await Promise.all(tabs.map(({ tab }) => tab.close()));
});
