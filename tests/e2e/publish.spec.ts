import { visitorOpensGame } from "./catalogue-search";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject } from "./studio";

/**
 * Publishing in Chromium (issues 12 and 24): what the game is (title, description, language, difficulty,
 * players...) is set once, in the editor's game settings, with the catalogue's words; the publish tab shows
 * it read-only with a way back to those settings, and keeps only how the game is published.
 */

const STARTER = "Démo : Le laboratoire du professeur Volta";

test("a creator describes the game in the editor's settings, publishes it from a tab that repeats none of them, and a visitor finds it with the same words", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { me } = await openNewProject(page, { type: "classic", title: "Mon labo", starter: STARTER });
  const title = `Le labo de ${me.username}`;

  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const section = page.getByRole("region", { name: "Publication" });
  await expect(section).toContainText("Ce projet n'a jamais été publié.");
  // Nothing the editor sets is asked again here: only how the game is published.
  await expect(section.getByRole("textbox")).toHaveCount(0);
  await expect(section.getByRole("spinbutton")).toHaveCount(0);
  await expect(section.getByRole("combobox")).toHaveCount(1);
  await expect(section.getByRole("combobox", { name: "Qui peut jouer" })).toBeVisible();
  for (const label of ["Titre", "Description", "Langue du jeu", "Difficulté", "Thème", "Joueurs au minimum", "Joueurs au maximum", "Âge conseillé"]) {
    await expect(section.getByLabel(label, { exact: true })).toHaveCount(0);
  }
  const summary = section.getByRole("region", { name: "Le jeu tel qu'il sera publié" });
  await expect(summary.getByRole("definition").first()).toHaveText("Mon labo");
  expect(await seriousViolations(page)).toEqual([]);

  // The summary's link opens the game settings in the editor, where each of them is set.
  await summary.getByRole("link", { name: "Modifier les réglages du jeu dans l'éditeur" }).click();
  const settings = page.getByRole("region", { name: "Réglages du jeu" });
  await settings.getByLabel("Titre du jeu", { exact: true }).fill(title);
  await settings.getByLabel("Résumé (présentation du jeu dans le catalogue)", { exact: true }).fill("Remettez le labo en route avant la fin de la démonstration.");
  // The catalogue's words: "Moyen", not a second spelling of the same difficulty.
  await expect(settings.getByLabel("Difficulté", { exact: true }).getByRole("option")).toHaveText(["Facile", "Moyen", "Difficile"]);
  await settings.getByLabel("Difficulté", { exact: true }).selectOption({ label: "Difficile" });
  await settings.getByLabel("Langue du jeu", { exact: true }).selectOption({ label: "Français (Suisse)" });
  await expectSaved(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const row = (term: string) => summary.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd");
  await expect(row("Titre du jeu")).toHaveText(title);
  await expect(row("Difficulté")).toHaveText("Difficile");
  await expect(row("Langue du jeu")).toHaveText("Français (Suisse)");
  await section.getByRole("button", { name: "Publier" }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  await expect(section).toContainText(/En ligne : version 1, publiée le/);
  await expect(section.getByRole("button", { name: "Publier à nouveau" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Dépublier" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A change made since in the editor shows beside what the game online says, until the next publish.
  await summary.getByRole("link", { name: "Modifier les réglages du jeu dans l'éditeur" }).click();
  await settings.getByLabel("Difficulté", { exact: true }).selectOption({ label: "Facile" });
  await expectSaved(page);
  await page.getByRole("link", { name: "Publier", exact: true }).click();
  await expect(row("Difficulté")).toHaveText("FacileEn ligne aujourd'hui : Difficile");
  await expect(row("Titre du jeu")).toHaveText(title);

  await section.getByRole("link", { name: "Voir la page du jeu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const { context: visitorContext, visitor } = await visitorOpensGame(browser, me.username, title);
  await expect(visitor.getByText("Remettez le labo en route avant la fin de la démonstration.")).toBeVisible();
  const tags = visitor.getByRole("list", { name: title }).first();
  await expect(tags).toContainText("Difficile");
  await expect(tags).toContainText("En français");
  await expect(visitor.getByRole("link", { name: "Jouer" }).first()).toBeVisible();
  await visitorContext.close();
});
