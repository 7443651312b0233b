import type { Page } from "@playwright/test";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import type { GameDefinition } from "../../app/engine";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { withoutReferences } from "./turbo-stream";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, startGame } from "./play-driver";

/**
 * Test-play through a game room (ADR 020): a creator starts a project from a starter, tests its draft
 * from the project page, and the room judges the answers, none of which ever reaches the browser.
 */

test.describe.configure({ timeout: 90_000 });

const starter = DEMO_GAME_IDS["labo-volta"];

/** Every string that solves a puzzle of the definition. */
function answersOf(definition: GameDefinition): string[] {
  return definition.puzzles.flatMap((puzzle) => {
    if (puzzle.kind === "code" || puzzle.kind === "upload") return [puzzle.code];
    if (puzzle.kind === "text") return puzzle.answers.map((answer) => answer.trim());
    if (puzzle.kind === "login") return [puzzle.password];
    return [];
  });
}

const asWord = (secret: string) => new RegExp(`(?<![\\p{L}\\p{N}])${secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

/** What the server sent the page: documents, data and session answers, and every game-room frame (not the project room's). */
function recordTraffic(page: Page): string[] {
  const received: string[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "document" && type !== "fetch" && type !== "xhr") return;
    received.push(await response.text().catch(() => ""));
  });
  page.on("websocket", (socket) => {
    // The project room gives the draft, answers included, to the people who write it (its editors): not play traffic.
    if (socket.url().includes("/parties/project/")) return;
    socket.on("framereceived", ({ payload }) => received.push(String(payload)));
  });
  return received;
}

test("a creator test-plays a starter's draft through a game room that keeps the answers", async ({ page }) => {
  const me = newAccount("tester");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/project");
  await refuseCookies(page);
  await page.getByLabel("Type de jeu").selectOption({ label: "Classique" });
  await page.getByLabel("Point de départ").selectOption({ label: `Démo : ${starter.definition.meta.title}` });
  await page.getByLabel("Titre du projet").fill("Volta en test");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Volta en test" })).toBeVisible();
  const sessionsBefore = Number(sql("SELECT COUNT(*) AS n FROM play_sessions")[0].n);

  const traffic = recordTraffic(page);
  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest\/[^/]+$/);
  const banner = page.getByRole("region", { name: "Mode test" });
  await expect(banner).toContainText("ne compte nulle part");
  await expect(banner.getByRole("link", { name: "Retour au projet" })).toHaveAttribute("href", /^\/project\//);
  expect(await seriousViolations(page)).toEqual([]);

  await startGame(page, new URL(page.url()).pathname);
  const firstAnswer = starter.walkthrough.findIndex((action) => action.type === "answer");
  // Up to the room behind the first lock: only a right answer, judged by the room, opens it.
  await new Player(page, starter.definition, "pointer").play(starter.walkthrough.slice(0, firstAnswer + 2));
  await expect(page.getByText(/Mauvaise réponse/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const projectId = new URL(page.url()).pathname.split("/").pop();
  expect(sql(`SELECT status FROM test_sessions WHERE project_id = '${projectId}'`)).toEqual([{ status: "open" }]);
  // A test is no game's session.
  expect(Number(sql("SELECT COUNT(*) AS n FROM play_sessions")[0].n)).toBe(sessionsBefore);

  // Restart: back to the intro, and Start freezes the draft anew in a fresh session.
  await banner.getByRole("button", { name: "Recommencer avec le brouillon actuel" }).click();
  await page.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await page.getByRole("button", { name: "Jouer sans le son", exact: true }).click();
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => sql(`SELECT id FROM test_sessions WHERE project_id = '${projectId}'`).length).toBe(2);

  // What the player typed went up; nothing that solves a puzzle ever came down.
  expect(traffic.length).toBeGreaterThan(3);
  for (const secret of answersOf(starter.definition)) {
    expect(traffic.filter((text) => asWord(secret).test(withoutReferences(text))), `"${secret}" reached the browser`).toEqual([]);
  }
});
