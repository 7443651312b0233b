import { newAccount, register, validate } from "./accounts";
import { visitorOpensGame } from "./catalogue-search";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Publishing in Chromium (issue 12): a creator makes a project from a starter, publishes it with its
 * settings and finds the game's page; a visitor in another browser finds it in the catalogue.
 */

// The wrong setting on purpose is refused with a 400, which Chromium logs as a failed resource.
test.use({ expectedErrors: [/status of 400/] });

test("a creator publishes a starter project with its settings and a visitor finds it in the catalogue", async ({ page, browser }) => {
  const me = newAccount("creator");
  const title = `Le labo de ${me.username}`;
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/project");
  await refuseCookies(page);
  await page.getByLabel("Type de jeu").selectOption({ label: "Classique" });
  await page.getByLabel("Point de départ").selectOption({ label: "Modèle : Le laboratoire du professeur Volta (Classique)" });
  await page.getByLabel("Titre du projet").fill("Mon labo");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mon labo" })).toBeVisible();
  await page.getByRole("link", { name: "Publier", exact: true }).click();

  const section = page.getByRole("region", { name: "Publication" });
  await expect(section).toContainText("Ce projet n'a jamais été publié.");
  expect(await seriousViolations(page)).toEqual([]);

  // A wrong setting is refused on its field, and what was typed stays.
  await section.getByLabel("Titre", { exact: true }).fill(title);
  await section.getByLabel("Joueurs au minimum").fill("5");
  await section.getByLabel("Joueurs au maximum").fill("2");
  await section.getByRole("button", { name: "Publier" }).click();
  await expect(section.getByRole("alert")).toHaveText("Certains réglages sont à corriger : rien n'a été publié.");
  await expect(section.getByLabel("Joueurs au maximum")).toHaveAccessibleDescription("Le maximum de joueurs doit être au moins égal au minimum.");
  await expect(section.getByLabel("Titre", { exact: true })).toHaveValue(title);
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByLabel("Joueurs au minimum").fill("1");
  await section.getByLabel("Joueurs au maximum").fill("4");
  await section.getByLabel("Description").fill("Remettez le labo en route avant la fin de la démonstration.");
  await section.getByLabel("Difficulté").selectOption({ label: "Moyen" });
  await section.getByRole("button", { name: "Publier" }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  await expect(section).toContainText(/En ligne : version 1, publiée le/);
  await expect(section.getByRole("button", { name: "Publier à nouveau" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Dépublier" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole("link", { name: "Voir la page du jeu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const { context: visitorContext, visitor } = await visitorOpensGame(browser, me.username, title);
  await expect(visitor.getByText("Remettez le labo en route avant la fin de la démonstration.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Jouer" }).first()).toBeVisible();
  await visitorContext.close();
});
