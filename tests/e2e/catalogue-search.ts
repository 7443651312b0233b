import { expect, type Browser } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";

/** A visitor in a browser context of their own searches the catalogue and opens the game's page. */
export async function visitorOpensGame(browser: Browser, query: string, title: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/escape/search");
  await refuseCookies(visitor);
  await visitor.getByRole("searchbox", { name: "Rechercher" }).fill(query);
  await visitor.getByRole("searchbox", { name: "Rechercher" }).press("Enter");
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return { context, visitor };
}
