import type { Page } from "@playwright/test";
import config from "../../playwright.config";
import { E2E } from "./config.mjs";
import { expect, seriousViolations, test } from "./fixtures";
import { formalAddress } from "../unit/german-address";

/**
 * The German site speaks to people informally (issue 11): "du", never "Sie". The site is picked by the
 * host name alone, so the browser resolves escaplay.de to the end-to-end server and asks for that host.
 */

const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), "--host-resolver-rules=MAP escaplay.de 127.0.0.1"] },
});

const GERMAN = `http://escaplay.de:${E2E.site}`;

async function openGerman(page: Page, path: string) {
  await page.goto(`${GERMAN}${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}

/** The page's visible text holds no formal address: no "Sie", "Ihnen" or formal "Ihr". */
async function expectNoFormalAddress(page: Page) {
  const text = await page.locator("body").innerText();
  expect(formalAddress(text), `formal address on ${page.url()}`).toEqual([]);
}

test("a visitor of escaplay.de is spoken to with du on the sign-up, pricing, guide and game pages", async ({ page }) => {
  await openGerman(page, "/join");
  // The cookie bar speaks German too; refusing it keeps it out of the way of the pages below.
  const cookies = page.getByRole("region", { name: "Cookies" });
  await expect(cookies).toContainText("nur wenn du zustimmst");
  await page.waitForLoadState("networkidle");
  await cookies.getByRole("button", { name: "Ablehnen" }).click();
  await expect(cookies).toHaveCount(0);

  await expect(page.getByText("Wofür nutzt du Escaplay?")).toBeVisible();
  await expect(page.getByText("Du hast schon ein Konto?")).toBeVisible();
  await expectNoFormalAddress(page);
  expect(await seriousViolations(page), "sign-up page").toEqual([]);

  await openGerman(page, "/plans");
  await expect(page.getByText(/Zum Erstellen startest du mit Basic/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Schreib uns" })).toBeVisible();
  await expectNoFormalAddress(page);
  expect(await seriousViolations(page), "pricing page").toEqual([]);

  await openGerman(page, "/learn");
  await expect(page.getByRole("heading", { level: 1, name: "Dein erstes Escape Game in acht Schritten" })).toBeVisible();
  await expect(page.getByText(/begleitet dich diese Anleitung/)).toBeVisible();
  await expectNoFormalAddress(page);
  expect(await seriousViolations(page), "guide").toEqual([]);

  await openGerman(page, "/joinMulti");
  await expect(page.getByText(/Gib den Zahlencode ein, den du von der Spielleitung erhalten hast/)).toBeVisible();
  await expectNoFormalAddress(page);
  expect(await seriousViolations(page), "join with a code").toEqual([]);

  // A game played only together asks a visitor to log in first, in the du form.
  await openGerman(page, "/escape/mission-seminaire");
  await expect(page.getByRole("main").getByRole("link", { name: "Gemeinsam spielen" })).toHaveAccessibleDescription(/Melde dich zuerst an/);
  await expectNoFormalAddress(page);
  expect(await seriousViolations(page), "game page").toEqual([]);
});
