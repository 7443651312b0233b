import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { verifiedAccount } from "./staff";

/**
 * Reviews and reports in Chromium (issue 15, ADR 028): a player who finished a game reviews and reports
 * it with script payloads, a moderator approves the review and hides the game; every payload shows as
 * text and no script of theirs ever runs.
 */

// The hidden game's page answers 404 on purpose.
test.use({ expectedErrors: [/status of 404/] });

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss !== undefined);

/**
 * In one statement batch (each wrangler call costs seconds): the moderator's flag, a game of its own (never a
 * seeded one other specs count on) and a finished session of it for the player, as a room's report leaves it.
 */
function prepare(playerEmail: string, moderatorEmail: string) {
  const id = `g_e2e_${randomBytes(4).toString("hex")}`;
  const session = `s_${id}`;
  const player = `(SELECT id FROM users WHERE email = '${playerEmail}')`;
  sql(`UPDATE users SET staff_role = 'moderator' WHERE email = '${moderatorEmail}';
    INSERT INTO games (id, creator_id, type, title, theme, difficulty, language) VALUES ('${id}', 'u_atelier', 'classic', 'Le jeu ${id}', 'adventure', 'easy', 'fr');
    INSERT INTO play_sessions (id, game_id, mode, user_id, status) VALUES ('${session}', '${id}', 'solo', ${player}, 'ended');
    INSERT INTO play_results (session_id, game_id, user_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached)
      VALUES ('${session}', '${id}', ${player}, 'solo', 'won', 600, 600, 1, 0, 2);`);
  return id;
}

test("a review and a report made of script payloads show as text to the moderator and on the game page, then the game is hidden", async ({ browser }) => {
  test.setTimeout(60_000);
  const [player, mod] = await Promise.all([verifiedAccount(browser, "reviewer"), verifiedAccount(browser, "moderator")]);
  const gameId = prepare(player.me.email, mod.me.email);

  // The player reviews the game and reports it.
  const { page } = player;
  await page.goto(`/escape/${gameId}`);
  const mine = page.getByRole("region", { name: "Donner votre avis" });
  await mine.getByRole("radio", { name: "5 sur 5" }).check();
  await mine.getByLabel("Commentaire (facultatif)").fill(PAYLOAD);
  await mine.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(page.getByRole("status")).toHaveText("Merci ! Votre avis est envoyé : il sera visible après modération.");
  await expect(page.getByTestId("my-review-status")).toContainText("Envoyé : visible après modération");
  await page.getByText("Signaler ce jeu").click();
  await page.getByLabel("Motif (obligatoire)").selectOption({ label: "Contenu haineux ou discriminatoire" });
  await page.getByLabel("Description des faits (obligatoire)").fill(PAYLOAD);
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(page.getByText("Merci : votre signalement est transmis à la modération.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await xssRan(page)).toBe(false);

  // The moderator reads both as text and approves the review.
  const queue = mod.page;
  await queue.goto("/moderation");
  const review = queue.getByRole("listitem").filter({ has: queue.getByRole("heading", { name: `Le jeu ${gameId}` }) });
  await expect(review.first().getByText(PAYLOAD)).toHaveCount(1);
  await expect(review.last().getByText(PAYLOAD)).toHaveCount(1);
  expect(await seriousViolations(queue)).toEqual([]);
  expect(await xssRan(queue)).toBe(false);
  await review.first().getByRole("button", { name: "Approuver" }).click();
  await expect(queue.getByRole("status")).toHaveText("Avis approuvé : il est visible sur la page du jeu.");

  // The game page shows the approved review's comment as text.
  await queue.goto(`/escape/${gameId}`);
  const reviews = queue.getByRole("region", { name: "Avis des joueurs" });
  await expect(reviews.getByText(PAYLOAD)).toBeVisible();
  await expect(reviews.getByText(player.me.username)).toBeVisible();
  expect(await xssRan(queue)).toBe(false);

  // Hiding the game takes its page away.
  await queue.goto("/moderation");
  await queue.getByLabel("Note pour le créateur (obligatoire pour masquer)").fill("Propos haineux dans le jeu");
  await queue.getByRole("button", { name: "Masquer le jeu" }).click();
  await expect(queue.getByRole("status")).toHaveText("Jeu masqué : son créateur en est informé.");
  const gone = await queue.goto(`/escape/${gameId}`);
  expect(gone?.status()).toBe(404);
});

test("the moderation page is not found for a player who is not a moderator", async ({ page }) => {
  const response = await page.goto("/moderation");
  expect(response?.status()).toBe(404);
});
