import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page a test opens must stay free of console errors and uncaught exceptions: a passing run
 * with errors in the console is a failing run. So are the browser's and Remix's warnings about
 * prefetching and preloading (a prefetch of a route the router does not know, a preload never used):
 * each names a navigation that costs the visitor a request for nothing.
 */
const NAVIGATION_WARNING = /prefetch|preload|speculation ?rules/i;
/** Navigation warnings that are known and accepted, each with its reason. */
const TOLERATED_WARNINGS: readonly RegExp[] = [
  // Remix loads a route's stylesheets before rendering it on a client navigation (a `preload` it removes once loaded,
  // then the route's own <link rel="stylesheet">). On a machine running every suite at once, the route can render more
  // than the few seconds after that Chromium allows, and it says so: the sheet is used, just late.
  /\.css was preloaded using link preload but not used within a few seconds/,
];

export const test = base.extend<{ consoleErrors: string[]; expectedErrors: RegExp[]; ownContextsClosed: void }>({
  /**
   * A context a test opens for a second person (`browser.newContext()`) is closed when the test ends. The browser
   * lives for the whole run: left open, each such page kept its sockets, polling and renderer running through every
   * later test, and a long run slowed down until opening an editor took longer than its 30 s.
   */
  ownContextsClosed: [
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use();
      await Promise.all(browser.contexts().filter((other) => !before.has(other)).map((other) => other.close()));
    },
    { auto: true },
  ],
  /** Console errors a test provokes on purpose (a 404 page logs its own status, say). */
  expectedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !expectedErrors.some((e) => e.test(msg.text()))) errors.push(msg.text());
        if (msg.type() === "warning" && NAVIGATION_WARNING.test(msg.text()) && !TOLERATED_WARNINGS.some((w) => w.test(msg.text()))) {
          errors.push(`warning: ${msg.text()}`);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Chromium logs a refused script or image, but a refused eval that the page catches (pixi probes
      // for eval this way) only fires this event: every refusal by the page's policy counts (ADR 010).
      await page.exposeFunction("__cspViolation", (text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
          void report(`CSP refused ${event.blockedURI || "inline"} (${event.effectiveDirective}) in ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      // The analytics script named in the e2e config: a tiny stand-in that marks itself as loaded.
      await page.route("**/e2e-analytics.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "window.__analyticsLoaded = true;" }),
      );
      await use(errors);
      expect(errors, "console errors and navigation warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
