import { randomBytes } from "node:crypto";
import { hashPassword } from "../../app/lib/accounts/password.server";
import { logIn } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, startGame } from "./play-driver";

/**
 * Collections of chapters (beta) in Chromium: a Pro creator makes one with a script for a title, adds two
 * published games and reorders them with the keyboard; a player sees the chapters as text on the game page,
 * wins chapter 1 and is shown the progress and the next chapter on the end screen and the game pages.
 */

test.describe.configure({ mode: "serial" });

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> Saga`;
const tag = randomBytes(4).toString("hex");
const CREATOR = { id: `u_col_${tag}`, email: `collections.${tag}@example.test`, password: `pass-${tag}-word` };
// Two published Classic games, each a copy of the short demo game so a player can win one quickly.
const ONE = { id: `col-${tag}-un`, title: "Chapitre Un" };
const TWO = { id: `col-${tag}-deux`, title: "Chapitre Deux" };

test.beforeAll(async () => {
  sql(
    `INSERT INTO users (id, username, email, password_hash, grade, account_type, file_uid) VALUES ('${CREATOR.id}', 'col_${tag}', '${CREATOR.email}', '${await hashPassword(CREATOR.password)}', 3, 'creator', 'f_col_${tag}')`,
  );
  for (const game of [ONE, TWO]) {
    sql(`INSERT INTO games (id, creator_id, type, title, theme, difficulty) VALUES ('${game.id}', '${CREATOR.id}', 'classic', '${game.title}', 'investigation', 'easy')`);
    sql(`INSERT INTO game_versions (game_id, version, definition) SELECT '${game.id}', 1, definition FROM game_versions WHERE game_id = 'labo-volta' AND version = 1`);
  }
});

const xss = (page: import("@playwright/test").Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

test("a Pro creator makes a collection titled with a script, adds two published games and reorders them by keyboard", async ({ page }) => {
  await logIn(page, CREATOR, "/connect?r=%2Fproject");
  await expect(page).toHaveURL(/\/project$/);
  await refuseCookies(page);
  const create = page.getByRole("form", { name: "Nouvelle collection" });
  await create.getByLabel("Titre de la collection").fill(PAYLOAD);
  await create.getByLabel("Résumé (facultatif)").fill("Deux chapitres, une seule enquête.");
  await create.getByRole("button", { name: "Créer la collection" }).click();
  await expect(page.getByRole("status").filter({ hasText: `La collection « ${PAYLOAD} » est créée.` })).toBeVisible();

  const item = page.locator(".collection-item").filter({ has: page.getByRole("heading", { level: 3, name: PAYLOAD }) });
  for (const game of [ONE, TWO]) {
    await item.getByLabel("Ajouter un jeu publié").selectOption({ label: game.title });
    await item.getByRole("button", { name: "Ajouter comme chapitre" }).click();
    await expect(page.getByRole("status").filter({ hasText: `« ${game.title} » est ajouté comme dernier chapitre.` })).toBeVisible();
  }
  const chapters = item.getByRole("list", { name: `Chapitres de « ${PAYLOAD} »` }).getByRole("listitem");
  await expect(chapters).toHaveCount(2);
  await expect(chapters.nth(0)).toContainText(`Chapitre 1 : ${ONE.title}`);

  // Chapter 2 moves up with the keyboard; the focus stays with it, on the button it still can use.
  await item.getByRole("button", { name: `Monter le chapitre 2, « ${TWO.title} »` }).focus();
  await page.keyboard.press("Enter");
  await expect(chapters.nth(0)).toContainText(`Chapitre 1 : ${TWO.title}`);
  await expect(chapters.nth(1)).toContainText(`Chapitre 2 : ${ONE.title}`);
  await expect(item.getByRole("button", { name: `Descendre le chapitre 1, « ${TWO.title} »` })).toBeFocused();
  await expect(page.getByText(`« ${TWO.title} » est maintenant le chapitre 1 sur 2.`)).toBeAttached();
  expect(await xss(page)).toBeUndefined();
  expect(await seriousViolations(page), "the workspace's collections").toEqual([]);
});

test("a player sees the chapters as text, wins chapter 1 and is shown the progress and the next chapter", async ({ page }) => {
  await page.goto(`/escape/${ONE.id}`);
  await refuseCookies(page);
  const section = page.locator(".game-chapters");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(PAYLOAD);
  const list = section.getByRole("list", { name: "Les chapitres" }).getByRole("listitem");
  await expect(list.nth(0)).toContainText(TWO.title);
  await expect(list.nth(1)).toContainText(`${ONE.title} (ce jeu)`);
  await expect(section).toContainText("0 chapitre(s) terminé(s) sur 2");
  expect(await xss(page)).toBeUndefined();
  expect(await seriousViolations(page), "the game page").toEqual([]);

  // Chapter 1 is the game that moved first.
  const { definition, walkthrough } = seededGame("labo-volta");
  await startGame(page, `/play/${TWO.id}`);
  await new Player(page, definition, "pointer").play(walkthrough);
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  const end = page.locator(".play-end-chapters");
  await expect(end.getByRole("heading", { level: 2 })).toHaveText(`La suite de la collection « ${PAYLOAD} »`);
  await expect(end).toContainText("1 chapitre(s) terminé(s) sur 2");
  await expect(end.getByRole("link", { name: `Chapitre suivant : ${ONE.title}` })).toHaveAttribute("href", `/play/${ONE.id}`);
  expect(await xss(page)).toBeUndefined();
  expect(await seriousViolations(page), "the end screen").toEqual([]);

  // Once the backend has the result, the other chapter's page counts it too.
  await expect(async () => {
    await page.goto(`/escape/${ONE.id}`);
    await expect(page.locator(".game-chapters")).toContainText("1 chapitre(s) terminé(s) sur 2", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(".game-chapters").getByRole("listitem").nth(0)).toContainText("terminé");
  expect(await xss(page)).toBeUndefined();
});
