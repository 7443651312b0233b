import type { Browser } from "@playwright/test";

/**
 * Another person's browser (its own cookies), held to the fixture's rule: no console error but those the test
 * provokes on purpose (a refused join answers 403 or 409, a branded 404 is logged, which the browser reports).
 */
export async function otherBrowser(browser: Browser, expected: RegExp[] = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !expected.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}
