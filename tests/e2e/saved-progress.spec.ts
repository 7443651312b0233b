import type { Page } from "@playwright/test";
import { initialState, reduce } from "../../app/engine";
import { accountMenuButton, logIn, newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, test } from "./fixtures";
import { Player, seededGame, settled, startGame } from "./play-driver";

/**
 * Spec section 6: a logged-in player's progress is saved to their account. Half the Manoir on one browser,
 * then the same account on another (its own cookies and storage) finds the game on the game's page, where
 * they were and when, and resumes that very session: same inventory, and the rest of the walkthrough wins.
 */

// Two people's worth of registering, logging in and playing: well over the default 30 s on a shared machine.
test.describe.configure({ timeout: 150_000 });

const gameId = "manoir-horloger";
const playPath = `/play2D/${gameId}`;
const inventoryOf = (page: Page) =>
  page
    .getByRole("region", { name: "Inventaire" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Inventaire" }) }))
    .first()
    .getByRole("button", { name: /^Examiner / });
const savedGame = (page: Page) => page.getByRole("region", { name: "Votre partie en cours" });

async function playerLoggedIn(page: Page) {
  const account = newAccount("sauve");
  await register(page, account);
  await validate(page, account.email);
  return account;
}

test("a game half played on one browser resumes on another browser of the same account, and wins there", async ({ page, browser }) => {
  const { definition, walkthrough } = seededGame(gameId);
  const account = await playerLoggedIn(page);
  await startGame(page, playPath);
  const half = walkthrough.findIndex((action) => action.type === "combine") + 1;
  await new Player(page, definition, "pointer").play(walkthrough.slice(0, half));
  const held = await inventoryOf(page).allTextContents();
  expect(held.length).toBeGreaterThan(0);
  // Where the player stands now, as the game names it.
  let state = initialState(definition);
  walkthrough.slice(0, half).forEach((action, i) => (state = reduce(definition, state, action, 1_000 + i * 1_000).state));
  const place = definition.rooms.find((room) => room.id === state.roomId)!.name;

  const otherBrowser = await browser.newContext();
  const laptop = await otherBrowser.newPage();
  await laptop.goto("/");
  await refuseCookies(laptop);
  await logIn(laptop, account);
  await expect(accountMenuButton(laptop)).toBeVisible();
  await laptop.goto(`/escape/${gameId}`);
  const summary = savedGame(laptop);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("definition").first()).toHaveText(place);
  await expect(summary.locator("time")).toBeVisible();
  // Start would resume it: the page offers exactly that, not a second game.
  await expect(laptop.getByRole("link", { name: "Jouer en solo" })).toHaveCount(0);
  await summary.getByRole("link", { name: "Reprendre ma partie" }).click();

  await expect(laptop).toHaveURL(new RegExp(`${playPath}$`));
  await expect(savedGame(laptop)).toBeVisible();
  await laptop.getByRole("button", { name: "Reprendre ma partie" }).click();
  await laptop.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(laptop.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(laptop);
  expect(await inventoryOf(laptop).allTextContents()).toEqual(held);

  const player = new Player(laptop, definition, "pointer");
  await player.fastForward(walkthrough.slice(0, half));
  await player.play(walkthrough.slice(half));
  await expect(laptop.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();

  // Won: nothing is left to resume, on either browser.
  await expect.poll(() => sql(`SELECT session_id FROM saved_games WHERE game_id = '${gameId}' AND user_id = (SELECT id FROM users WHERE email = '${account.email}')`).length, { timeout: 10_000 }).toBe(0);
  await page.goto(`/escape/${gameId}`);
  await expect(savedGame(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Jouer en solo" })).toBeVisible();
});

test("a saved game can be abandoned from another browser, after which a new game starts", async ({ page, browser }) => {
  const { definition, walkthrough } = seededGame(gameId);
  const account = await playerLoggedIn(page);
  await startGame(page, playPath);
  await new Player(page, definition, "pointer").play(walkthrough.slice(0, 3));
  await expect.poll(() => sql(`SELECT place FROM saved_games WHERE game_id = '${gameId}' AND user_id = (SELECT id FROM users WHERE email = '${account.email}')`)[0]?.place, { timeout: 10_000 }).toBeTruthy();

  const otherBrowser = await browser.newContext();
  const phone = await otherBrowser.newPage();
  await phone.goto("/");
  await refuseCookies(phone);
  await logIn(phone, account);
  await expect(accountMenuButton(phone)).toBeVisible();
  await phone.goto(playPath);
  const summary = savedGame(phone);
  await expect(summary).toBeVisible();
  await summary.getByRole("button", { name: "Abandonner cette partie" }).click();
  const confirm = phone.getByRole("dialog", { name: "Abandonner cette partie ?" });
  await expect(confirm).toBeVisible();
  // Escape keeps the game.
  await phone.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(summary).toBeVisible();
  await summary.getByRole("button", { name: "Abandonner cette partie" }).click();
  await confirm.getByRole("button", { name: "Abandonner", exact: true }).click();
  await expect(phone.getByRole("status").filter({ hasText: "Partie abandonnée" })).toBeFocused();
  await expect(phone.getByRole("button", { name: "Commencer la partie" })).toBeVisible();

  // The first browser's game page no longer offers it; a new game starts from the beginning.
  await page.goto(`/escape/${gameId}`);
  await expect(savedGame(page)).toHaveCount(0);
  await phone.getByRole("button", { name: "Commencer la partie" }).click();
  await phone.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(phone.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(phone);
  await expect(inventoryOf(phone)).toHaveCount(0);
});
