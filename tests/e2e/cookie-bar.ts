import { expect, type Page } from "@playwright/test";

/**
 * A fresh browser is asked about cookies on its first page; the bar would cover buttons further down.
 * The refusal is kept (`_val=0`) for the whole browser context, so this is done once per context, after
 * the page runs its scripts (a click before that posts the form and reloads the page).
 */
export async function refuseCookies(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Refuser" }).click();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
}
