import { newAccount, register, validate } from "./accounts";
import { visitorOpensGame } from "./catalogue-search";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { noisePng, slowUploads } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, startGame } from "./play-driver";
import { expectSaved } from "./studio";

/**
 * The creator's whole path in Chromium (issue 12): a new creator sees a blank draft's problems, starts
 * from a starter, uploads an image with its progress bar, test-plays the draft through a game room,
 * publishes it, and the share link opens the game elsewhere; a visitor finds it in the catalogue and
 * plays it to the end; the creator's results show that visitor's session.
 */

// Headless Chromium without a GPU warns about WebGL read-backs; that is the driver, not our code.
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });
test.describe.configure({ timeout: 180_000 });

const STARTER = seededGame("manoir-horloger");

test("a creator goes from a blank draft to a published game that a visitor plays, and finds that session in the results", async ({ page, browser }) => {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  // Results (beta) come with the Pro plan, as an operator would grant it.
  sql(`UPDATE users SET grade = 3 WHERE email = '${me.email}'`);

  // A blank project: the draft goes live and its problems are listed, in French, with their place.
  await page.goto("/project2D");
  await refuseCookies(page);
  await page.getByLabel("Point de départ").selectOption({ label: "Projet vierge" });
  await page.getByLabel("Titre du projet").fill("Page blanche");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enregistré" })).toBeVisible();
  const blankProblems = page.getByRole("region", { name: /^Problèmes/ });
  await expect(blankProblems.getByRole("listitem").filter({ hasText: "Scènes du jeu : Cette liste est trop courte (minimum : 1)." })).toBeVisible();

  // From the starter: a valid draft, a file uploaded with its progress bar.
  await page.goto("/project2D");
  await page.getByLabel("Point de départ").selectOption({ label: `Démo : ${STARTER.definition.meta.title}` });
  await page.getByLabel("Titre du projet").fill("Mon manoir");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
  const projectPage = page.url();
  await page.getByRole("link", { name: "Fichiers", exact: true }).click();
  const files = page.getByRole("region", { name: "Fichiers du projet" });
  const restore = await slowUploads(page);
  await files.getByLabel("Choisir des fichiers").setInputFiles({ name: "affiche.png", mimeType: "image/png", buffer: noisePng(640, 480) });
  await expect(files.getByRole("progressbar", { name: "Envoi de « affiche.png »" })).toBeVisible();
  await expect(files.getByRole("status")).toHaveText("« affiche.png » ajouté.", { timeout: 20_000 });
  await restore();
  expect(await seriousViolations(page)).toEqual([]);

  // Test-play: the draft runs in a game room, the first steps play as they would once published.
  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest2D\/[^/]+$/);
  await startGame(page, page.url());
  await new Player(page, STARTER.definition, "pointer").play(STARTER.walkthrough.slice(0, 2));
  await expect(page.getByRole("region", { name: "Mode test" })).toBeVisible();

  // The game described in the editor's settings, then published as it is, then the game's page and share link.
  await page.goto(projectPage);
  const title = `Le manoir de ${me.username}`;
  await page.getByRole("navigation", { name: "Structure du jeu" }).getByRole("treeitem", { name: "Réglages du jeu" }).click();
  const settings = page.getByRole("region", { name: "Réglages du jeu" });
  await settings.getByLabel("Titre du jeu", { exact: true }).fill(title);
  await settings.getByLabel("Résumé (présentation du jeu dans le catalogue)", { exact: true }).fill("Un manoir d'automates, publié depuis le studio.");
  await expectSaved(page);
  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const publish = page.getByRole("region", { name: "Publication" });
  await publish.getByRole("button", { name: "Publier" }).click();
  await expect(publish.getByRole("status").first()).toHaveText("Version 1 publiée.");
  const gameId = decodeURIComponent((await publish.getByRole("link", { name: "Voir la page du jeu" }).getAttribute("href"))!.replace("/escape/", ""));
  const shareLink = await publish.getByLabel("Lien de partage du jeu").inputValue();
  expect(shareLink).toMatch(new RegExp(`/sh/${gameId}$`));

  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(shareLink);
  await expect(shared).toHaveURL(new RegExp(`/play2D/${gameId}$`));
  await expect(shared.getByRole("button", { name: "Commencer la partie", exact: true })).toBeVisible();
  await other.close();

  // A visitor finds the public game in the catalogue and plays it to the end.
  const { context: visitorContext, visitor } = await visitorOpensGame(browser, me.username, title);
  const playHref = await visitor.getByRole("link", { name: "Jouer en solo" }).first().getAttribute("href");
  expect(playHref).toBe(`/play2D/${gameId}`);
  await startGame(visitor, playHref!);
  await new Player(visitor, STARTER.definition, "pointer").play(STARTER.walkthrough);
  await expect(visitor.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  const pos = (await visitorContext.cookies()).find((cookie) => cookie.name === "_pos")?.value;
  await expect.poll(() => sql(`SELECT session_id FROM play_results WHERE game_id = '${gameId}' AND visitor_id = '${pos}'`).length, { timeout: 10_000 }).toBe(1);
  const [session] = sql<{ id: string }>(`SELECT id FROM play_sessions WHERE game_id = '${gameId}' AND visitor_id = '${pos}'`);
  await visitorContext.close();

  // The creator's results list that session, won, by a visitor without an account.
  await page.goto(`/account/r/${gameId}`);
  const recent = page.getByRole("table", { name: /Dernières parties/ });
  const row = recent.getByRole("row").filter({ has: page.locator(`a[href$="/progress/${session.id}"]`) });
  await expect(row).toContainText("Visiteur sans compte");
  await expect(row).toContainText("Gagnée");
  expect(await seriousViolations(page)).toEqual([]);
});
