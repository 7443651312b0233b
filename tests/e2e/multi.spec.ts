import type { Page } from "@playwright/test";
import { initialState, reduce, type Action, type GameDefinition, type GameState } from "../../app/engine";
import { newAccount, register, validate } from "./accounts";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, settled } from "./play-driver";
import { refuseCookies } from "./cookie-bar";
import { otherBrowser } from "./other-browser";

/**
 * Remote multiplayer in two browsers, against the built worker and a real `partykit dev`: a creator
 * opens a session, a visitor types its code at /code and joins, and together they win the demo game,
 * each doing part of the walkthrough and seeing what the other did.
 */

test.describe.configure({ timeout: 180_000 });
// A control that never comes should fail its step, not the whole test's time.
test.use({ actionTimeout: 20_000 });

const GAME = "labo-volta";

/** A creator with a Pro plan (what lets visitors without an account join), logged in. */
async function proCreator(page: Page) {
  const account = newAccount("hote");
  await register(page, account, "Créateur");
  await validate(page, account.email);
  // What an operator's plan change does: Pro creators may invite guests.
  sql(`UPDATE users SET grade = 3 WHERE email = '${account.email}'`);
  return account;
}

/** From the game's intro to the lobby of a new session; returns its code. */
async function createSession(host: Page, options: { min: number; max: number }): Promise<string> {
  await host.goto(`/play/${GAME}`);
  await refuseCookies(host);
  await host.getByRole("button", { name: "Créer une partie à distance" }).click();
  const create = host.getByRole("dialog", { name: "Créer une partie à distance" });
  await expect(create.getByLabel("Joueurs nécessaires pour commencer")).toBeFocused();
  await create.getByLabel("Joueurs nécessaires pour commencer").fill(String(options.min));
  await create.getByLabel("Joueurs au maximum").fill(String(options.max));
  await create.getByLabel("Inviter des joueurs sans compte").check();
  await create.getByRole("button", { name: "Créer la partie" }).click();
  await expect(host).toHaveURL(new RegExp(`/play/${GAME}/[1-9]\\d{8}$`));
  await host.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(lobbyHeading(host)).toBeVisible({ timeout: 20_000 });
  const code = (await host.locator("[data-code]").getAttribute("data-code"))!;
  expect(code).toMatch(/^[1-9]\d{8}$/);
  return code;
}

/** A visitor at the session's door (the shared link): a nickname, Join, no sound. */
async function joinByLink(page: Page, code: string, nickname: string) {
  await page.goto(`/play/${GAME}/${code}/join`);
  await refuseCookies(page);
  await page.getByLabel("Votre pseudo").fill(nickname);
  await page.getByRole("button", { name: "Rejoindre la partie" }).click();
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
}

const lobbyHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Salle d'attente" });
const playersOf = (page: Page) => page.locator(".multi-team .multi-players");

/** What both screens must agree on before the other player takes over: the place and what the team carries. */
async function seesProgress(page: Page, definition: GameDefinition, state: GameState) {
  const scene = definition.scenes.find((candidate) => candidate.id === state.sceneId)!;
  await expect(page.locator("#play-scene-title")).toHaveText(scene.name);
  await expect(page.locator("#play-inventory-title .play-count")).toHaveText(`(${state.inventory.length})`);
}

test("a creator opens a session, a visitor joins with its code, and they win the game together", async ({ page: host, browser }) => {
  const { definition, walkthrough } = seededGame(GAME);
  const account = await proCreator(host);

  // The creator's side: the intro offers remote play; the session is made with its options.
  const code = await createSession(host, { min: 2, max: 4 });
  await expect(host.locator(".multi-code")).toHaveText(/\d{3} \d{3} \d{3}/);
  await expect(host.getByLabel("Lien pour rejoindre")).toHaveValue(new RegExp(`/play/${GAME}/${code}/join$`));
  await expect(host.getByRole("img", { name: /QR code du lien/ })).toBeVisible();
  // Alone, the creator cannot start yet, and is told why.
  const start = host.getByRole("button", { name: "Lancer la partie" });
  await expect(start).toBeDisabled();
  await expect(host.getByText("En attente de 1 joueur(s) de plus.")).toBeVisible();
  expect(await seriousViolations(host), "lobby").toEqual([]);

  // The visitor's side: the code typed at /code leads to the session's door.
  const visitor = await otherBrowser(browser);
  const guest = visitor.page;
  await guest.goto("/code");
  await refuseCookies(guest);
  await guest.getByLabel("Code de la partie").fill(code);
  await guest.getByRole("button", { name: "Rejoindre", exact: true }).click();
  await expect(guest).toHaveURL(new RegExp(`/play/${GAME}/${code}/join$`));
  await expect(guest.getByRole("heading", { level: 1, name: "Rejoindre une partie à distance" })).toBeVisible({ timeout: 15_000 });
  await expect(guest.getByLabel("Votre pseudo")).toBeFocused();
  expect(await seriousViolations(guest), "join screen").toEqual([]);
  await guest.getByLabel("Votre pseudo").fill("Zoé");
  await guest.getByRole("button", { name: "Rejoindre la partie" }).click();
  await guest.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(lobbyHeading(guest)).toBeVisible({ timeout: 20_000 });

  // Each sees the other in the list, with who they are.
  await expect(playersOf(host).locator(".multi-player-name", { hasText: "Zoé" })).toBeVisible();
  // The creator may remove a player; nobody else may.
  await expect(playersOf(host).getByRole("button", { name: "Retirer Zoé" })).toBeVisible();
  await expect(playersOf(guest).getByRole("button", { name: /^Retirer/ })).toHaveCount(0);
  await expect(playersOf(host).locator(".multi-player", { hasText: "Zoé" })).toContainText("invité");
  await expect(playersOf(guest).locator(".multi-player", { hasText: account.username })).toContainText("créateur");
  await expect(playersOf(guest).locator(".multi-player", { hasText: "Zoé" })).toContainText("vous");
  // Only the creator starts.
  await expect(guest.getByRole("button", { name: "Lancer la partie" })).toHaveCount(0);
  await expect(guest.getByText("Seul le créateur de la partie peut la lancer.")).toBeVisible();

  // The visitor's chat line reaches the creator, and a quick phrase too.
  await guest.getByLabel("Votre message").fill("Bonjour, je suis prête !");
  await guest.getByRole("button", { name: "Envoyer" }).click();
  const hostChat = host.getByRole("log", { name: "Messages des joueurs" });
  await expect(hostChat).toContainText("Zoé : Bonjour, je suis prête !");
  await guest.getByRole("button", { name: "Merci !" }).click();
  await expect(hostChat).toContainText("Zoé : Merci !");

  await expect(start).toBeEnabled();
  await start.click();
  for (const page of [host, guest]) await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(host);

  expect(await seriousViolations(guest), "in game, with the team's panels").toEqual([]);

  // The creator pauses for everyone; the others see it and cannot pause themselves.
  await expect(guest.getByRole("button", { name: "Pause" })).toBeDisabled();
  await host.getByRole("button", { name: "Pause" }).click();
  const paused = host.getByRole("dialog", { name: "Partie en pause" });
  await expect(paused).toContainText("pour toute l'équipe");
  await expect(guest.getByText("Le créateur a mis la partie en pause : seul lui peut la reprendre.")).toBeVisible();
  // Without a dialog of their own, the others' game is out of reach too, until the creator resumes.
  await expect.poll(() => guest.locator(".play-body").evaluate((body: HTMLElement) => body.inert)).toBe(true);
  await paused.getByRole("button", { name: "Reprendre la partie" }).click();
  await expect(guest.getByText("Le créateur a mis la partie en pause")).toHaveCount(0);
  await expect.poll(() => guest.locator(".play-body").evaluate((body: HTMLElement) => body.inert)).toBe(false);
  await settled(host);

  // Showing something to the team: the creator is told what, and the scene marks it for a moment.
  const shown = (await guest.getByLabel("Montrer aux autres").locator("option:checked").textContent())!;
  await guest.getByRole("button", { name: "Montrer", exact: true }).click();
  await expect(host.getByRole("log", { name: "Messages du jeu" })).toContainText(`Zoé vous montre : ${shown}`);
  await expect(host.locator("[data-pointed]")).toHaveCount(1);

  // The walkthrough, the turn passing to the other player whenever the place or the inventory changed.
  const players = [new Player(host, definition, "pointer"), new Player(guest, definition, "pointer")];
  let state = reduce(definition, initialState(definition), { type: "start" }, 1_000).state;
  let turn = 0;
  let handovers = 0;
  const steps: Action[] = walkthrough.filter((action) => action.type !== "start");
  for (const [index, action] of steps.entries()) {
    const actor = players[turn];
    const other = players[1 - turn];
    await actor.play([action]);
    await other.fastForward([action]);
    const before = state;
    state = reduce(definition, state, action, 2_000 + index * 1_000).state;
    const last = index === steps.length - 1;
    const changed = before.sceneId !== state.sceneId || before.inventory.join() !== state.inventory.join();
    if (changed && !last) {
      // The one who takes over sees what the other just did before acting.
      await seesProgress(other.page, definition, state);
      turn = 1 - turn;
      handovers++;
    }
  }
  expect(handovers).toBeGreaterThanOrEqual(3);

  for (const page of [host, guest]) await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible({ timeout: 15_000 });
  // Play again leads back to the game, not silently into a new session.
  await guest.getByRole("button", { name: "Revenir au jeu" }).click();
  await expect(guest).toHaveURL(new RegExp(`/play/${GAME}$`));
  expect(visitor.errors, "the visitor's console errors").toEqual([]);
  await visitor.close();
});

test("a visitor who reloads comes back without a new nickname; a full session and a removed player are turned away", async ({ page: host, browser }) => {
  await proCreator(host);
  const code = await createSession(host, { min: 2, max: 2 });

  // A refused join answers 403 (removed) or 409 (full): the browser logs the status.
  const visitor = await otherBrowser(browser, [/status of 40[39]/]);
  const zoe = visitor.page;
  await joinByLink(zoe, code, "Zoé");
  await expect(lobbyHeading(zoe)).toBeVisible({ timeout: 20_000 });
  await expect(host.locator(".multi-team .play-count")).toHaveText("2 sur 2");

  // A reload joins again: no nickname asked, the same place in the list.
  await zoe.reload();
  await expect(zoe.getByLabel("Votre pseudo")).toHaveCount(0);
  await expect(zoe.getByText("Vous avez déjà rejoint cette partie")).toBeVisible();
  await zoe.getByRole("button", { name: "Revenir dans la partie" }).click();
  await zoe.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(lobbyHeading(zoe)).toBeVisible({ timeout: 20_000 });
  await expect(host.locator(".multi-team .play-count")).toHaveText("2 sur 2");
  await expect(host.locator(".multi-team .multi-player", { hasText: "Zoé" })).toContainText("connecté");

  // A third player finds the session full.
  const late = await otherBrowser(browser, [/status of 409/]);
  await joinByLink(late.page, code, "Léo");
  await expect(late.page.getByRole("heading", { level: 1, name: "Partie complète" })).toBeVisible({ timeout: 20_000 });
  expect(late.errors, "the late visitor's console errors").toEqual([]);
  await late.close();

  // The creator removes Zoé, after a confirmation; she is told, and cannot come back.
  await host.getByRole("button", { name: "Retirer Zoé" }).click();
  const confirm = host.getByRole("dialog", { name: "Retirer Zoé de la partie ?" });
  await confirm.getByRole("button", { name: "Retirer le joueur" }).click();
  await expect(zoe.getByRole("heading", { level: 1, name: "Vous avez été retiré de la partie" })).toBeVisible({ timeout: 15_000 });
  await expect(host.locator(".multi-team .multi-player", { hasText: "Zoé" })).toHaveCount(0);
  await zoe.reload();
  await expect(zoe.getByLabel("Votre pseudo")).toHaveCount(0);
  await zoe.getByRole("button", { name: "Revenir dans la partie" }).click();
  await zoe.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(zoe.getByRole("heading", { level: 1, name: "Vous avez été retiré de la partie" })).toBeVisible({ timeout: 15_000 });
  expect(visitor.errors, "Zoé's console errors").toEqual([]);
  await visitor.close();
});

test("a game played only together has no solo start, and a visitor is asked to log in to create a session", async ({ page }) => {
  await page.goto("/play/mission-seminaire");
  await refuseCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mission séminaire" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Commencer la partie" })).toHaveCount(0);
  await expect(page.getByText("Ce jeu se joue uniquement à plusieurs")).toBeVisible();
  const login = page.getByRole("link", { name: "Se connecter pour créer une partie" });
  // Back from logging in, the session creation opens at once.
  await expect(login).toHaveAttribute("href", "/connect?r=%2Fplay%2Fmission-seminaire%3Fmulti%3Dcreate");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a visitor at a Basic creator's session is asked to sign in; the creator was told only accounts could join", async ({ page: host, browser }) => {
  const account = newAccount("basic");
  await register(host, account, "Créateur");
  await validate(host, account.email);
  await host.goto(`/play/${GAME}`);
  await refuseCookies(host);
  await host.getByRole("button", { name: "Créer une partie à distance" }).click();
  const create = host.getByRole("dialog", { name: "Créer une partie à distance" });
  await expect(create.getByLabel("Inviter des joueurs sans compte")).toBeDisabled();
  await expect(create.getByText("Les joueurs qui rejoignent vos parties doivent être connectés à un compte")).toBeVisible();
  await create.getByRole("button", { name: "Créer la partie" }).click();
  await expect(host).toHaveURL(new RegExp(`/play/${GAME}/[1-9]\\d{8}$`));
  const code = host.url().split("/").pop()!;

  // The session's door answers 401 to a visitor: the browser logs the status.
  const visitor = await otherBrowser(browser, [/status of 401/]);
  await visitor.page.goto(`/play/${GAME}/${code}/join`);
  await refuseCookies(visitor.page);
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Partie réservée aux joueurs avec un compte" })).toBeVisible();
  await expect(visitor.page.getByText("Seul un organisateur avec une offre Pro, Éducation ou Entreprise peut inviter des joueurs sans compte")).toBeVisible();
  await expect(visitor.page.getByLabel("Votre pseudo")).toHaveCount(0);
  const login = visitor.page.getByRole("link", { name: "Se connecter" });
  await expect(login).toHaveAttribute("href", `/connect?r=${encodeURIComponent(`/play/${GAME}/${code}/join`)}`);
  expect(await seriousViolations(visitor.page)).toEqual([]);
  expect(visitor.errors, "the visitor's console errors").toEqual([]);
  await visitor.close();
});
