import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * The sign-in pages in Debian's Chromium, as `npm start` serves them: Google sign-in is not configured
 * there, so a visitor must see the e-mail form and no Google button that could only answer "unavailable".
 */
const site = inject("site");
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("without Google sign-in configured", () => {
  it.each([
    ["/join", "Créer un compte"],
    ["/connect", "Se connecter"],
  ])("%s shows its form and no Google button, with a clean console", async (path, heading) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${site}${path}`);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await page.getByLabel("Adresse e-mail").count()).toBe(1);
    expect(await page.getByText(/Google/).count()).toBe(0);
    expect(await page.locator('a[href^="/auth/google"], form[action^="/auth/google"]').count()).toBe(0);
    await page.close();
    expect(errors).toEqual([]);
  });
});
