import type { Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * The cookie bar takes its own place at the end of the page and stays on screen while it shows: it
 * never hides a form's field or button for good, and a phone can always reach and tap it.
 */

/** Every field and button of the page's main part that, centred in the window, is what a tap there hits. */
async function coveredControls(page: Page): Promise<string[]> {
  const controls = page.locator("main").locator("input:not([type=hidden]), select, textarea, button, [role=button]");
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const hit = await control.evaluate((element) => {
      element.scrollIntoView({ block: "center", inline: "center" });
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === element || element.contains(top) ? null : `${element.outerHTML.slice(0, 80)} under ${top?.outerHTML.slice(0, 60)}`;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}

async function expectReachable(page: Page) {
  for (const path of ["/join", "/connect"]) {
    await page.goto(path);
    const bar = page.getByRole("region", { name: "Cookies" });
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    expect(await coveredControls(page), `${path}: controls under the cookie bar`).toEqual([]);
    // The very last thing on the page is reachable too: scrolled to the end, the bar sits below the footer.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
    const footer = await page.locator("footer").last().boundingBox();
    const barBox = await bar.boundingBox();
    expect(barBox && footer && barBox.y >= footer.y + footer.height - 1, `${path}: the bar follows the footer`).toBe(true);
  }
}

/** Tabs through /join's form; each field reached must show fully above the bar (WCAG 2.4.11, focus not obscured). */
async function expectFocusClearOfBar(page: Page) {
  await page.goto("/join");
  const bar = page.getByRole("region", { name: "Cookies" });
  await expect(bar).toBeVisible();
  await page.locator("main h1").click();
  const obscured: string[] = [];
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector(".cookie-bar");
      if (!focused || !bar || bar.contains(focused) || !focused.closest("main")) return null;
      const box = focused.getBoundingClientRect();
      return { name: focused.getAttribute("name") ?? focused.textContent?.trim().slice(0, 30) ?? focused.tagName, bottom: box.bottom, barTop: bar.getBoundingClientRect().top };
    });
    if (where && where.bottom > where.barTop) obscured.push(`${where.name} ends at ${where.bottom}, bar starts at ${where.barTop}`);
  }
  expect(obscured, "fields reached with Tab that end under the bar").toEqual([]);
}

test("a field reached with Tab is scrolled clear of the cookie bar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await expectFocusClearOfBar(page);
});

test("on a desktop, no field or button of /join and /connect lies under the cookie bar", async ({ page }) => {
  await expectReachable(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("no field or button of /join and /connect lies under the cookie bar", async ({ page }) => {
    await expectReachable(page);
  });

  test("a field reached with a keyboard's Tab is scrolled clear of the cookie bar", async ({ page }) => {
    await expectFocusClearOfBar(page);
  });

  test.describe("before the page's scripts have run", () => {
    test.use({ javaScriptEnabled: false });

    test("a field reached with Tab is still scrolled clear of the cookie bar", async ({ page }) => {
      await expectFocusClearOfBar(page);
    });
  });

  for (const answer of ["Refuser", "Accepter"] as const) {
    test(`on /plans the cookie bar is on screen and tapping "${answer}" answers it`, async ({ page, context }) => {
      await page.goto("/plans");
      await page.waitForLoadState("networkidle");
      const bar = page.getByRole("region", { name: "Cookies" });
      const button = bar.getByRole("button", { name: answer });
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await button.tap();
      await expect(bar).toHaveCount(0);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === "_val")?.value).toBe(answer === "Refuser" ? "0" : "1");
      await page.waitForLoadState("networkidle");
    });
  }
});
