import { sql } from "./db";
import { expect, test } from "./fixtures";

/**
 * The catalogue without JavaScript (issue 15): the rails, the search form and the pages of results are plain
 * HTML, and a page of results is an address one can share.
 */

// Thirty games of one made-up word, removed again afterwards so other specs see the demo catalogue.
test.beforeAll(() => {
  sql(`INSERT INTO games (id, creator_id, type, title, summary, theme, difficulty, language, published_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
    SELECT 'zorblax-' || i, 'u_studio', 'interface', 'Zorblax ' || i, 'Le zorblax numéro ' || i || '.', 'fantastic', 'medium', 'es', ${Date.UTC(2026, 11, 1)} + i * 60000 FROM n`);
});
test.afterAll(() => {
  sql("DELETE FROM games WHERE id LIKE 'zorblax-%'");
});
test.use({ javaScriptEnabled: false });

test("without JavaScript a visitor sees the rails, searches, pages through the results and shares a page", async ({ page, browser }) => {
  await page.goto("/escape");
  for (const rail of ["Tendances", "Les plus joués", "Nouveautés"]) await expect(page.getByRole("heading", { level: 2, name: rail, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tendances" }).getByRole("heading", { level: 3 })).toHaveCount(4);

  await page.getByRole("searchbox", { name: "Rechercher" }).fill("zorbl");
  await page.getByLabel("Trier par").selectOption({ label: "Les plus récents" });
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page).toHaveURL(/\/escape\?q=zorbl&.*sort=latest/);
  const results = page.getByRole("list", { name: "Tous les escape games" }).getByRole("heading", { level: 3 });
  await expect(page.getByRole("status")).toHaveText("Jeux 1 à 24");
  await expect(results).toHaveCount(24);
  await expect(results.first()).toHaveText("Zorblax 30");

  const pages = page.getByRole("navigation", { name: "Pages de résultats" });
  await pages.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("status")).toHaveText("Jeux 25 à 30");
  await expect(results).toHaveText(["Zorblax 6", "Zorblax 5", "Zorblax 4", "Zorblax 3", "Zorblax 2", "Zorblax 1"]);
  await expect(pages.getByText("Page 2")).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Page suivante" })).toHaveCount(0);

  // The address alone brings someone else to the same page of the same search.
  const shared = await browser.newContext({ javaScriptEnabled: false });
  const other = await shared.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("list", { name: "Tous les escape games" }).getByRole("heading", { level: 3 })).toHaveText(await results.allTextContents());
  await shared.close();

  await pages.getByRole("link", { name: "Page précédente" }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(results.first()).toHaveText("Zorblax 30");
});
