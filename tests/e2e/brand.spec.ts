import type { Page } from "@playwright/test";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { sql } from "./db";
import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, startGame } from "./play-driver";
import { openNewProject } from "./studio";

/**
 * White label in Chromium (ADR 041): a Company account uploads its logo to a project, sets its brand (a colour
 * refused for contrast first), marks its published game white-label, and a visitor plays it solo meeting the
 * company's brand and no trace of the platform's.
 */

// The refused colour is answered 400, which Chromium logs.
test.use({ expectedErrors: [/status of 400/] });

const STARTER = "Démo : Le laboratoire du professeur Volta";

/** Everything a person or a search engine reads of the page: its text, its title and its meta descriptions. */
async function readable(page: Page) {
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  return `${await page.locator("body").innerText()} ${await page.title()} ${description}`;
}

test("a company brands a white-label game and a visitor plays it without meeting the platform's name", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { me, projectId } = await openNewProject(page, { type: "classic", title: "Vitrine Acme", starter: STARTER });
  // What the back office's plan grant does: the account is on the Company plan.
  sql(`UPDATE users SET grade = 6 WHERE email = '${me.email}'`);

  await page.getByRole("link", { name: "Fichiers", exact: true }).click();
  const files = page.getByRole("region", { name: "Fichiers du projet" });
  await files.getByLabel("Choisir des fichiers").setInputFiles({ name: "logo-acme.png", mimeType: "image/png", buffer: noisePng(160, 60) });
  await expect(files.getByRole("status")).toHaveText("« logo-acme.png » ajouté.", { timeout: 20_000 });

  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const section = page.getByRole("region", { name: "Publication" });
  await section.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  const whiteLabel = section.getByRole("region", { name: "Marque blanche" });
  await whiteLabel.getByLabel("Jeu en marque blanche").check();
  await expect(whiteLabel.getByLabel("Le garder dans le catalogue public")).not.toBeChecked();
  await whiteLabel.getByRole("button", { name: "Enregistrer la marque blanche" }).click();
  await expect(whiteLabel.getByRole("status")).toHaveText("Le jeu est en marque blanche.");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/account/brand");
  await page.getByLabel("Nom de la marque").fill("Acme Jeux");
  await page.getByLabel("Logo", { exact: true }).selectOption({ label: "Vitrine Acme · logo-acme.png" });
  await page.getByLabel("Couleur principale").fill("#0b3d91");
  await page.getByLabel("Couleur d'accent").fill("#2a2550");
  await page.getByRole("button", { name: "Enregistrer la marque" }).click();
  const errors = page.getByRole("alert");
  await expect(errors).toContainText("Cette couleur se distingue trop peu du fond sombre du jeu (contraste de 1.29:1");
  await expect(errors).toBeFocused();
  // Nothing typed is lost.
  await expect(page.getByLabel("Nom de la marque")).toHaveValue("Acme Jeux");
  await expect(page.getByLabel("Logo", { exact: true })).toHaveValue(/logo|\.png$/);
  await page.getByLabel("Couleur d'accent").fill("#ffb000");
  await page.getByRole("button", { name: "Enregistrer la marque" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre marque est enregistrée.");
  expect(await seriousViolations(page)).toEqual([]);

  const [{ id: gameId }] = sql<{ id: string }>(`SELECT id FROM games WHERE project_id = '${projectId}'`);
  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await startGame(player, `/play/${gameId}`);
  const header = player.getByRole("banner");
  await expect(header).toContainText("Acme Jeux");
  await expect(header.getByRole("img", { name: "Logo de Acme Jeux" })).toBeVisible();
  await expect(player).toHaveTitle(/Acme Jeux/);
  expect(await readable(player)).not.toMatch(/escaplay/i);

  const { definition, walkthrough } = DEMO_GAME_IDS["labo-volta"];
  await new Player(player, definition, "pointer").play(walkthrough);
  await expect(player.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  await expect(player.getByRole("link", { name: "Autres jeux" })).toHaveCount(0);
  expect(await readable(player)).not.toMatch(/escaplay/i);
  expect(await seriousViolations(player)).toEqual([]);
  await visitor.close();
});
