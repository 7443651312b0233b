import type { Page } from "@playwright/test";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, settled, startGame, tabTo, type InputMode } from "./play-driver";

/**
 * Solo play from the intro screen to the end screen, in Chromium against the built worker and a real
 * `partykit dev`: every game is played by its rooms, and what ends up in D1 is what the room replayed.
 */

// Headless Chromium without a GPU warns about WebGL read-backs; that is the driver, not our code.
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });
// A whole game, played step by step as a person would, takes longer than a page check.
test.describe.configure({ timeout: 240_000 });

const endHeading = (page: Page, name: RegExp) => page.getByRole("heading", { level: 1, name });

/** This browser's latest result of the game: other specs play the same seeded games meanwhile. */
async function resultOf(page: Page, gameId: string) {
  const pos = (await page.context().cookies()).find((cookie) => cookie.name === "_pos")?.value ?? "";
  const rows = sql(
    `SELECT outcome, hints_used, wrong_answers, rooms_reached, continued_after_time_up FROM play_results WHERE game_id = '${gameId}' AND visitor_id = '${pos}' ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0];
}

async function playedCount(gameId: string): Promise<number> {
  return Number(sql(`SELECT played_count FROM games WHERE id = '${gameId}'`)[0].played_count);
}

async function win(page: Page, path: string, gameId: Parameters<typeof seededGame>[0], mode: InputMode) {
  const { definition, walkthrough } = seededGame(gameId);
  const before = await playedCount(gameId);
  await startGame(page, path, { mode });
  await new Player(page, definition, mode).play(walkthrough);
  await expect(endHeading(page, /Bravo/)).toBeVisible();
  // The room reports the end; the backend replays it before recording and counting it.
  await expect.poll(async () => (await resultOf(page, gameId))?.outcome, { timeout: 10_000 }).toBe("won");
  expect(await playedCount(gameId)).toBeGreaterThan(before);
}

test.describe("winning each demo game", () => {
  test("the Interface game, with the mouse on the picture", async ({ page }) => {
    await win(page, "/play2D/manoir-horloger", "manoir-horloger", "pointer");
    // The end screen shows the figures of the game and the hidden achievement, now named.
    await expect(page.getByText("Indices utilisés")).toBeVisible();
    await expect(page.getByText("Mauvaises réponses")).toBeVisible();
    await expect(page.getByText("secret révélé")).toBeVisible();
  });

  test("the 360 game, with the mouse", async ({ page }) => {
    await win(page, "/play360/phare-englouti", "phare-englouti", "pointer");
  });

  test("the Classic game, clicking and typing", async ({ page }) => {
    await win(page, "/play/labo-volta", "labo-volta", "pointer");
  });
});

test.describe("with the keyboard alone", () => {
  test("the Interface game is won", async ({ page }) => {
    await win(page, "/play2D/manoir-horloger", "manoir-horloger", "keyboard");
  });

  test("the 360 game is won", async ({ page }) => {
    await win(page, "/play360/phare-englouti", "phare-englouti", "keyboard");
  });
});

test("a wrong answer is penalised and a hint can be asked for, then waits before the next", async ({ page }) => {
  const { definition, walkthrough } = seededGame("manoir-horloger");
  await startGame(page, "/play2D/manoir-horloger");
  const player = new Player(page, definition, "pointer");
  const firstAnswer = walkthrough.findIndex((action) => action.type === "answer");
  await player.play(walkthrough.slice(0, firstAnswer));
  const answer = walkthrough[firstAnswer];
  if (answer.type !== "answer") throw new Error("not an answer");
  await player.answer(answer.puzzleId, "0000", { close: false });
  await expect(page.getByText(/Mauvaise réponse : \d+ secondes de pénalité/).first()).toBeVisible();
  // The puzzle stays open after a wrong answer: ask its hints there.
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Demander un indice" }).click();
  await settled(page);
  const firstHint = definition.hints.find((hint) => hint.puzzleId === answer.puzzleId)!;
  await expect(dialog.getByText(firstHint.text)).toBeVisible();
  await dialog.getByRole("button", { name: "Demander un indice" }).click();
  await expect(dialog.getByText(/Prochain indice dans|Pas encore disponible/).first()).toBeVisible();
});

test("a game is lost on the losing move, and its end screen says why", async ({ page }) => {
  const { definition, walkthrough } = seededGame("crypte-oubliee");
  await startGame(page, "/play2D/crypte-oubliee");
  const player = new Player(page, definition, "pointer");
  await player.play(walkthrough.slice(0, walkthrough.findIndex((action) => action.type === "useObject") + 1));
  await player.play([{ type: "clickTarget", targetId: "sarcophage-droite" }]);
  await player.play([{ type: "clickTarget", targetId: "sarcophage-droite" }]);
  await expect(endHeading(page, /Partie perdue/)).toBeVisible();
  // The screen says why, in the game's own words: the crypt is lost by its rules (a flag the move sets).
  await expect(page.getByText("Votre dernière action a mené le jeu dans une situation sans issue.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ce qui s'est passé" })).toContainText("Une main décharnée jaillit");
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(async () => (await resultOf(page, "crypte-oubliee"))?.outcome, { timeout: 10_000 }).toBe("lost");
});

test("when time runs out the player chooses to go on, and plays past the limit", async ({ page }) => {
  // The 360 game with a 4-second limit, published for this test only (unlisted: other specs read the catalogue meanwhile).
  const { definition, walkthrough } = seededGame("phare-englouti");
  const hurried = { ...definition, rules: { ...definition.rules, timeLimitSeconds: 4 } };
  sql(`INSERT OR REPLACE INTO games (id, project_id, creator_id, type, title, summary, theme, difficulty, solo, multi, visibility)
       SELECT 'phare-chrono', NULL, creator_id, type, 'Le phare chronométré', summary, theme, difficulty, 1, 0, 'unlisted' FROM games WHERE id = 'phare-englouti'`);
  sql(`INSERT OR REPLACE INTO game_versions (game_id, version, definition) VALUES ('phare-chrono', 1, '${JSON.stringify(hurried).replaceAll("'", "''")}')`);

  await startGame(page, "/play360/phare-chrono");
  await expect(page.getByRole("timer", { name: "Temps restant" })).toBeVisible();
  const timeUp = page.getByRole("dialog", { name: "Temps écoulé" });
  // Nobody acts: the room's own alarm says the time is up.
  await expect(timeUp).toBeVisible({ timeout: 15_000 });
  await timeUp.getByRole("button", { name: "Continuer sans limite" }).click();
  await settled(page);
  await expect(timeUp).toBeHidden();
  // No limit any more: the countdown is gone and the game goes on (the player's own bookkeeping of scenes has no clock).
  await expect(page.getByRole("timer", { name: "Temps restant" })).toBeHidden();
  const player = new Player(page, definition, "pointer");
  await player.play(walkthrough.slice(0, 4));
  await expect(page.getByRole("button", { name: /^Examiner / }).first()).toBeVisible();

  await page.getByRole("button", { name: "Quitter", exact: true }).click();
  await page.getByRole("dialog", { name: "Quitter la partie ?" }).getByRole("button", { name: "Quitter la partie" }).click();
  await expect(endHeading(page, /Vous avez quitté la partie/)).toBeVisible();
  await expect.poll(async () => (await resultOf(page, "phare-chrono"))?.continued_after_time_up, { timeout: 10_000 }).toBe(1);
});

test("a reload in the middle of a game resumes it where it was", async ({ page }) => {
  const { definition, walkthrough } = seededGame("manoir-horloger");
  await startGame(page, "/play2D/manoir-horloger");
  const half = walkthrough.findIndex((action) => action.type === "combine") + 1;
  await new Player(page, definition, "pointer").play(walkthrough.slice(0, half));
  const inventory = page.getByRole("region", { name: "Inventaire" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Inventaire" }) }));
  const held = await inventory.first().getByRole("button", { name: /^Examiner / }).allTextContents();
  expect(held.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText(/Une partie commencée sur cet appareil vous attend/)).toBeVisible();
  await page.getByRole("button", { name: "Reprendre ma partie" }).click();
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
  expect(await inventory.first().getByRole("button", { name: /^Examiner / }).allTextContents()).toEqual(held);

  // The rest of the walkthrough wins, so nothing was lost or replayed twice.
  const player = new Player(page, definition, "pointer");
  await player.fastForward(walkthrough.slice(0, half));
  await player.play(walkthrough.slice(half));
  await expect(endHeading(page, /Bravo/)).toBeVisible();
});

test("no puzzle answer is in the page source or in anything the server sends during a session", async ({ page }) => {
  const gameId = "manoir-horloger";
  const { definition, walkthrough } = seededGame(gameId);
  const received: { url: string; body: string; script: boolean }[] = [];
  page.on("response", async (response) => {
    const body = await response.text().catch(() => "");
    received.push({ url: response.url(), body, script: /javascript/.test(response.headers()["content-type"] ?? "") });
  });
  page.on("websocket", (socket) => socket.on("framereceived", (frame) => received.push({ url: socket.url(), body: String(frame.payload), script: false })));

  const source = await (await page.request.get(`/play2D/${gameId}`)).text();
  await startGame(page, `/play2D/${gameId}`);
  // Play up to the first puzzle and answer it wrong: the server has had every chance to leak the right one.
  const firstAnswer = walkthrough.findIndex((action) => action.type === "answer");
  const player = new Player(page, definition, "pointer");
  await player.play(walkthrough.slice(0, firstAnswer));
  const answer = walkthrough[firstAnswer];
  if (answer.type !== "answer") throw new Error("not an answer");
  await player.answer(answer.puzzleId, "0000", { close: false });
  await page.waitForLoadState("networkidle");

  const secrets = definition.puzzles.flatMap((puzzle) => {
    switch (puzzle.kind) {
      case "code":
      case "upload":
        return [puzzle.code];
      case "text":
        return puzzle.answers;
      case "login":
        return [puzzle.password];
      default:
        return [];
    }
  });
  expect(secrets.length).toBeGreaterThan(1);
  expect(received.some((r) => r.url.startsWith("ws"))).toBe(true);
  for (const secret of secrets) {
    expect(source, `page source holds "${secret}"`).not.toContain(secret);
    for (const { url, body, script } of received) {
      // A short digit string can sit in any minified library (a constant, a colour); scripts are checked for words.
      if (script && /^\d{1,5}$/.test(secret)) continue;
      expect(body.includes(secret), `${url} holds "${secret}"`).toBe(false);
    }
  }
});

test("the intro, the game and the end screen can be driven from the keyboard, starting with the cookie bar", async ({ page }) => {
  await page.goto("/play2D/manoir-horloger");
  await tabTo(page, page.getByRole("button", { name: "Refuser" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Commencer la partie" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Jouer sans le son" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await tabTo(page, page.getByRole("button", { name: "Pause" }));
  await page.keyboard.press("Enter");
  const paused = page.getByRole("dialog", { name: "Partie en pause" });
  await expect(paused).toBeVisible();
  await tabTo(page, paused.getByRole("button", { name: "Reprendre la partie" }));
  await page.keyboard.press("Enter");
  await expect(paused).toBeHidden();
});

test.describe("accessibility of the player's screens", () => {
  // The refusal page answers 403, which the browser logs.
  test.use({ expectedErrors: [/GPU stall due to ReadPixels|status of 403/] });
  for (const path of ["/play2D/manoir-horloger", "/play360/phare-englouti", "/play/labo-volta"]) {
    test(`${path}: the intro and the game itself have no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page), "intro").toEqual([]);
      await startGame(page, path);
      expect(await seriousViolations(page), "in game").toEqual([]);
    });
  }

  test("an access error is a full page with a heading and a way back", async ({ page }) => {
    // The crypt is played alone only: a multiplayer session of it cannot exist.
    await page.goto("/play2D/crypte-oubliee/123456789/join");
    await expect(page.getByRole("heading", { level: 1, name: "Mode multijoueur indisponible" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour aux jeux" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the options set the music and effects volumes, and they are kept after a reload", async ({ page }) => {
  await startGame(page, "/play/labo-volta", { sound: true });
  await page.getByRole("button", { name: "Options" }).click();
  const options = page.getByRole("dialog", { name: "Options" });
  await options.getByLabel("Volume de la musique").focus();
  await page.keyboard.press("Home");
  await expect(options.locator("output").first()).toHaveText("0 %");
  await options.getByLabel("Volume des effets sonores").focus();
  await page.keyboard.press("End");
  await expect(options.locator("output").nth(1)).toHaveText("100 %");
  await page.reload();
  await page.getByRole("button", { name: "Reprendre ma partie" }).click();
  await page.getByRole("button", { name: "Jouer avec le son" }).click();
  await page.getByRole("button", { name: "Options" }).click();
  await expect(page.getByRole("dialog", { name: "Options" }).locator("output")).toHaveText(["0 %", "100 %"]);
});

test.describe("a game played with an activation key", () => {
  // The session endpoint's refusal of a wrong key is a 403 the browser logs as a failed resource.
  test.use({ expectedErrors: [/GPU stall due to ReadPixels|status of 403 \(Forbidden\)/] });

  test("asks for the key on the intro, refuses a wrong one keeping what was typed, and starts with the right one", async ({ page }) => {
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update("PHARE-2026").digest("hex");
    // An unlisted copy of the crypt with a key, for this test only: other specs play the crypt and read the catalogue meanwhile.
    sql(`INSERT OR REPLACE INTO games (id, project_id, creator_id, type, title, summary, theme, difficulty, solo, multi, visibility, access, access_key_hash)
         SELECT 'crypte-cle', NULL, creator_id, type, 'La crypte à clé', summary, theme, difficulty, 1, 0, 'unlisted', 'key', '${hash}' FROM games WHERE id = 'crypte-oubliee'`);
    sql(`INSERT OR REPLACE INTO game_versions (game_id, version, definition)
         SELECT 'crypte-cle', 1, definition FROM game_versions WHERE game_id = 'crypte-oubliee' ORDER BY version DESC LIMIT 1`);
    await page.goto("/play2D/crypte-cle");
    if (await page.getByRole("button", { name: "Refuser" }).isVisible()) await page.getByRole("button", { name: "Refuser" }).click();
    const field = page.getByLabel("Clé d'activation");
    const start = page.getByRole("button", { name: "Commencer la partie", exact: true });
    const withoutSound = page.getByRole("button", { name: "Jouer sans le son", exact: true });
    await start.click();
    await expect(page.getByRole("alert").filter({ hasText: "Saisissez la clé d'activation pour commencer." })).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("PHARE-1999");
    await start.click();
    await withoutSound.click();
    // The session endpoint refuses the key: back on the intro, the field says why and keeps what was typed.
    await expect(page.getByRole("alert").filter({ hasText: "Cette clé d'activation ne correspond pas à ce jeu." })).toBeVisible();
    await expect(field).toHaveValue("PHARE-1999");
    await expect(field).toBeFocused();

    await field.fill(" PHARE-2026 ");
    await start.click();
    await withoutSound.click();
    await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  });
});
