import type { Page } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";
import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { openNewProject } from "./studio";

/**
 * Issue 24: the activation key is asked for only when the chosen access needs one, and the catalogue
 * cover is chosen with the game's look, in the editor's game settings, not among the publishing choices.
 */

const STARTER = "Démo : Le laboratoire du professeur Volta";
const tree = (page: Page) => page.getByRole("navigation", { name: "Structure du jeu" });

test("the activation key field appears only when access needs a key, keeps what was typed, and players then need that key", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openNewProject(page, { type: "classic", title: `Labo à clé ${Date.now()}`, starter: STARTER });
  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const section = page.getByRole("region", { name: "Publication" });
  const access = section.getByLabel("Qui peut jouer", { exact: true });
  const key = section.getByLabel("Clé d'activation", { exact: true });

  await expect(access).toHaveValue("open");
  await expect(key).toHaveCount(0);
  await access.selectOption({ label: "Seulement les personnes qui ont un compte" });
  await expect(key).toHaveCount(0);
  await access.selectOption({ label: "Seulement avec une clé d'activation" });
  await expect(key).toBeVisible();
  await expect(key).toHaveAccessibleDescription("De 4 à 64 caractères, à donner à vos joueurs.");
  await key.fill("SESAME-42");
  expect(await seriousViolations(page)).toEqual([]);
  // Away and back: what was typed is still there.
  await access.selectOption({ label: "Tout le monde" });
  await expect(key).toHaveCount(0);
  await access.selectOption({ label: "Seulement avec une clé d'activation" });
  await expect(key).toHaveValue("SESAME-42");

  await section.getByRole("button", { name: "Publier" }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  // Published with a key: the field stays, empty, and says an empty field keeps the stored key.
  await expect(key).toHaveValue("");
  await expect(key).toHaveAccessibleDescription(/Une clé est enregistrée : laissez vide pour la garder\./);
  const gamePath = (await section.getByRole("link", { name: "Voir la page du jeu" }).getAttribute("href"))!;

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(gamePath);
  await refuseCookies(visitor);
  await visitor.getByRole("link", { name: "Jouer en solo" }).first().click();
  const asked = visitor.getByLabel("Clé d'activation", { exact: true });
  await expect(asked).toBeVisible();
  await asked.fill("SESAME-42");
  await visitor.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await visitor.getByRole("button", { name: "Jouer sans le son", exact: true }).click();
  await expect(visitor.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await context.close();
});

test("the cover chosen with the game's look in the editor's settings is the project's, then the game's in the catalogue and on its page", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Labo illustré ${Date.now()}`;
  await openNewProject(page, { type: "classic", title, starter: STARTER });
  await tree(page).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  const settings = page.getByRole("region", { name: "Réglages du jeu" });
  const cover = settings.getByLabel("Couverture du catalogue", { exact: true });
  await expect(cover).toHaveValue("");
  const chooser = page.waitForEvent("filechooser");
  // The cover's own upload button: the endings' pictures have one each in the same settings.
  await settings.locator(".studio-asset").filter({ has: page.getByLabel("Couverture du catalogue", { exact: true }) }).getByRole("button", { name: "Envoyer un fichier" }).click();
  await (await chooser).setFiles({ name: "couverture.png", mimeType: "image/png", buffer: noisePng(640, 360) });
  await expect(settings.getByRole("status").filter({ hasText: "Couverture enregistrée." })).toBeVisible({ timeout: 20_000 });
  await expect(cover.locator("option:checked")).toHaveText("couverture.png");
  expect(await seriousViolations(page)).toEqual([]);

  // One place: the files tab no longer offers to make a file the cover.
  await page.getByRole("link", { name: "Fichiers", exact: true }).click();
  const files = page.getByRole("region", { name: "Fichiers du projet" });
  await expect(files.getByRole("list", { name: "Fichiers du dossier" })).toContainText("couverture.png");
  await expect(files.getByRole("button", { name: /couverture : / })).toHaveCount(0);

  // The publish tab shows it among the game's settings, read-only, and publishing gives it to the game.
  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const section = page.getByRole("region", { name: "Publication" });
  await expect(section.getByRole("img", { name: "Couverture du jeu" })).toHaveAttribute("src", /^\/files\/projects\/[^/]+\/[A-Za-z0-9_-]+\.png$/);
  await section.getByRole("button", { name: "Publier" }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  const src = (await section.getByRole("img", { name: "Couverture du jeu" }).getAttribute("src"))!;
  const gamePath = (await section.getByRole("link", { name: "Voir la page du jeu" }).getAttribute("href"))!;

  await page.goto("/project");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) }).locator("img");
  await expect(card).toHaveAttribute("src", src);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/escape/search");
  await refuseCookies(visitor);
  await visitor.getByRole("searchbox", { name: "Rechercher" }).fill(title);
  await visitor.getByRole("searchbox", { name: "Rechercher" }).press("Enter");
  const listed = visitor.getByRole("listitem").filter({ has: visitor.getByRole("link", { name: title }) }).locator("img");
  await expect(listed).toHaveAttribute("src", src);
  await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await visitor.goto(gamePath);
  await expect(visitor.locator(`header img[src="${src}"]`)).toBeVisible();
  await context.close();
});
