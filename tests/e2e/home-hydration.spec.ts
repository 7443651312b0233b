import { expect, test } from "./fixtures";

/**
 * Issue 30: the home page's blocking time. Its figures and ratings read as the server wrote them, without the
 * browser building a number formatter while the page hydrates (the first one costs ~20 ms of main thread), and
 * the idle prefetch asks for its pages one at a time rather than in one long task.
 */
test("the home page hydrates without a number formatter and prefetches the main routes one page at a time", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { formatters: 0, prefetchBatches: [] as number[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        seen.formatters++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        seen.formatters++;
        return Reflect.apply(target, self, args);
      },
    });
    // How many data prefetches each batch of DOM changes adds: one page's links arrive together.
    new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => n instanceof HTMLLinkElement && n.rel === "prefetch" && n.href.endsWith(".data"));
      if (added.length) seen.prefetchBatches.push(added.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await expect(page.locator('link[rel="prefetch"][href$="/connect.data"]')).toHaveCount(1, { timeout: 10_000 });
  // The figures and ratings as the server wrote them, in the site's own separators (other specs' plays and reviews
  // change the values themselves).
  await expect(page.getByTestId("home-stats").getByRole("definition").first()).toHaveText(/^\d{1,3}(?:\u202f\d{3})*$/);
  await expect(page.getByTestId("rail-popular").getByText(/\d,\d sur 5 \(\d+ avis\)/).first()).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: { formatters: number; prefetchBatches: number[] } }).__seen);
  expect(seen.formatters).toBe(0);
  expect(seen.prefetchBatches).toEqual([1, 1, 1, 1, 1]);
});
