import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/lib/accounts/password.server";
import { logIn } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, startGame } from "./play-driver";

/**
 * Results (beta) in Chromium: a visitor plays a seeded game to its end, and the game's Pro creator
 * then finds that very session in their results, with its outcome and time, and opens it.
 */

// Headless Chromium without a GPU warns about WebGL read-backs; that is the driver, not our code.
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });
test.describe.configure({ timeout: 120_000 });

const GAME = "manoir-horloger";
// The seed's Pro creator of the game: seeded accounts have no password, so the test gives it one, as an operator could.
const CREATOR = { email: "atelier@demo.escaplay.fr", password: "resultats-e2e-pass" };

test.beforeAll(async () => {
  sql(`UPDATE users SET password_hash = '${await hashPassword(CREATOR.password)}' WHERE email = '${CREATOR.email}'`);
});

async function visitorSession(page: Page): Promise<{ id: string; timer: number }> {
  const pos = (await page.context().cookies()).find((cookie) => cookie.name === "_pos")?.value;
  expect(pos, "the visitor's _pos cookie").toBeTruthy();
  const [row] = sql<{ id: string; timer: number }>(
    `SELECT s.id AS id, r.timer_seconds AS timer FROM play_sessions s JOIN play_results r ON r.session_id = s.id WHERE s.game_id = '${GAME}' AND s.visitor_id = '${pos}' ORDER BY s.created_at DESC LIMIT 1`,
  );
  return row;
}

test("a game's Pro creator finds a visitor's finished session in its results and opens it", async ({ page }) => {
  const { definition, walkthrough } = seededGame(GAME);
  await startGame(page, `/play2D/${GAME}`, { mode: "pointer" });
  await new Player(page, definition, "pointer").play(walkthrough);
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  await expect.poll(async () => (await visitorSession(page))?.id ?? null, { timeout: 10_000 }).not.toBeNull();
  const session = await visitorSession(page);

  // The same browser, now signed in as the creator (the fixture watches this page's console throughout).
  const creator = page;
  await logIn(creator, CREATOR, `/connect?r=${encodeURIComponent(`/account/r/${GAME}`)}`);
  await expect(creator).toHaveURL(new RegExp(`/account/r/${GAME}$`));

  const recent = creator.getByRole("table", { name: /Dernières parties/ });
  await expect(recent).toBeVisible();
  const sessionLink = `a[href$="/progress/${session.id}"]`;
  const row = recent.getByRole("row").filter({ has: creator.locator(sessionLink) });
  await expect(row).toContainText("Visiteur sans compte");
  await expect(row).toContainText("Gagnée");
  const minutes = Math.floor(session.timer / 60);
  await expect(row.getByRole("cell").nth(3)).toHaveText(new RegExp(`^${minutes ? `${minutes}\\s?min` : `${session.timer}\\s?s`}`));
  expect(await seriousViolations(creator), "the results").toEqual([]);

  await row.locator(sessionLink).click();
  await expect(creator).toHaveURL(new RegExp(`/account/r/${GAME}/progress/${session.id}$`));
  const players = creator.getByRole("table", { name: "Joueurs de la partie" });
  await expect(players.getByRole("row").nth(1)).toContainText("Visiteur sans compte");
  await expect(creator.getByRole("heading", { level: 2, name: /Détail d'une partie/ })).toBeVisible();
  expect(await seriousViolations(creator), "the session").toEqual([]);

  await creator.getByRole("link", { name: "Retour à la progression des joueurs" }).click();
  await expect(creator.getByRole("table", { name: /Parties de .*page 1 sur/ })).toBeVisible();
  expect(await seriousViolations(creator), "every session").toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the results, every session and one session fit a 390 px screen, their tables scrolling in place", async ({ page }) => {
    await logIn(page, CREATOR, `/connect?r=${encodeURIComponent(`/account/r/${GAME}/progress`)}`);
    await expect(page).toHaveURL(new RegExp(`/account/r/${GAME}/progress$`));
    await refuseCookies(page);
    const [latest] = sql<{ id: string }>(`SELECT id FROM play_sessions WHERE game_id = '${GAME}' ORDER BY created_at DESC LIMIT 1`);
    for (const path of [`/account/r/${GAME}`, `/account/r/${GAME}/progress`, `/account/r/${GAME}/progress/${latest.id}`]) {
      await page.goto(path);
      await expect(page.getByRole("table").first()).toBeVisible();
      const width = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, viewport: window.innerWidth }));
      expect(width, `${path} on a phone`).toEqual({ scroll: 390, viewport: 390 });
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
