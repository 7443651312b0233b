import type { BrowserContext, Page } from "@playwright/test";
import { SITE } from "./config.mjs";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * The catalogue as a new player met it (issue 11): a theme word typed in the search box, French games
 * on other sites without saying so, ratings with an English decimal point, one game type under two
 * names, and review counts that did not add up.
 */

const results = (page: Page) => page.getByRole("list", { name: /Rechercher un escape game|Alle Escape Games|Tous les escape games/ }).getByRole("heading");

async function onSite(context: BrowserContext, language: "de" | "en") {
  await context.addCookies([{ name: "_lang", value: language, url: SITE }]);
}

test("a player finds games by typing a theme, a difficulty or a game type in the search box", async ({ page }) => {
  await page.goto("/escape/search");
  await refuseCookies(page);
  const search = page.getByRole("searchbox", { name: "Rechercher" });
  await expect(search).toHaveAttribute("placeholder", "Titre, thème, mot-clé…");

  await search.fill("horreur");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=horreur/);
  await expect(results(page)).toHaveText(["La crypte oubliée"]);
  await expect(page.getByRole("status")).toHaveText("1 jeu(x) trouvé(s)");
  expect(await seriousViolations(page), "search results").toEqual([]);

  await page.getByRole("searchbox", { name: "Rechercher" }).fill("enquete facile");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(results(page)).toHaveText(["Le laboratoire du professeur Volta"]);

  await page.getByRole("searchbox", { name: "Rechercher" }).fill("Classique");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(results(page)).toHaveText(["Le laboratoire du professeur Volta", "Mission séminaire"]);
});

test("on the German site a French game says so, the catalogue filters by language, and Horror finds the horror game", async ({ page, context }) => {
  await page.goto("/escape");
  await refuseCookies(page);
  await onSite(context, "de");
  await page.goto("/escape");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  const crypte = page.getByRole("list", { name: "Alle Escape Games" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "La crypte oubliée" }) });
  await expect(crypte.getByRole("list", { name: "La crypte oubliée" }).getByRole("listitem")).toHaveText(["Interface 2D", "Horror", "Schwer", "Auf Französisch"]);
  await expect(crypte.getByRole("heading", { name: "La crypte oubliée" })).toHaveAttribute("lang", "fr");
  // The type has the same name in the filter as on the card.
  await expect(page.getByLabel("Spieltyp").getByRole("option")).toHaveText(["Alle", "Klassisch", "Interface 2D", "360°"]);

  await page.getByLabel("Sprache des Spiels").selectOption({ label: "Deutsch" });
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page).toHaveURL(/language=de/);
  await expect(page.getByText("Kein Spiel entspricht diesen Kriterien.")).toBeVisible();
  await page.getByLabel("Sprache des Spiels").selectOption({ label: "Französisch" });
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(results(page)).toHaveCount(5);
  expect(await seriousViolations(page), "filtered by language").toEqual([]);

  await page.getByRole("searchbox", { name: "Suchen" }).fill("Horror");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(results(page)).toHaveText(["La crypte oubliée"]);

  await page.goto("/escape/manoir-horloger");
  await expect(page.getByRole("list", { name: "Le manoir de l'horloger" }).getByRole("listitem")).toHaveText(["Interface 2D", "Ermittlung", "Mittel", "Auf Französisch"]);
  await expect(page.getByText("4,7 von 5 (3 Bewertungen)")).toBeVisible();
  expect(await seriousViolations(page), "game page in German").toEqual([]);

  // The play intro names each type as the catalogue does.
  for (const [path, type] of [["/play2D/manoir-horloger", "Interface 2D"], ["/play/labo-volta", "Klassisch"], ["/play360/phare-englouti", "360°"]]) {
    await page.goto(path);
    await expect(page.getByRole("term").filter({ hasText: "Spieltyp" }).locator("+ dd")).toHaveText(type);
  }
});

test("ratings use the site's decimal separator", async ({ page, context }) => {
  await page.goto("/escape/manoir-horloger");
  await refuseCookies(page);
  await expect(page.getByText("4,7 sur 5 (3 avis)")).toBeVisible();
  await onSite(context, "en");
  await page.goto("/escape/manoir-horloger");
  await expect(page.getByText("4.7 out of 5 (3 reviews)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Le manoir de l'horloger" }).getByText("In French")).toBeVisible();
});

test("a game page lists exactly the reviews it counts, and the home total adds them up", async ({ page }) => {
  await page.goto("/");
  await refuseCookies(page);
  const homeTotal = Number(await page.getByTestId("home-stats").getByRole("definition").nth(3).textContent());

  let sum = 0;
  for (const id of ["manoir-horloger", "phare-englouti", "labo-volta", "mission-seminaire", "crypte-oubliee"]) {
    await page.goto(`/escape/${id}`);
    const section = page.getByRole("region", { name: "Avis des joueurs" });
    const listed = await section.getByRole("listitem").count();
    const summary = section.getByTestId("rating-summary");
    if (listed === 0) {
      await expect(summary).toHaveCount(0);
      await expect(section.getByText("Aucun avis publié pour l'instant.")).toBeVisible();
    } else {
      await expect(summary).toContainText(`(${listed} avis)`);
    }
    sum += listed;
  }
  expect(sum).toBe(7);
  expect(homeTotal).toBe(sum);
});
