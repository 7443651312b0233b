import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../../app/engine";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { get } from "./http";
import { containsWord, publishGame, sourceTexts } from "./play-fixtures";
import { text, unlock } from "./profiles-fixtures";

const T0 = Date.UTC(2026, 2, 3, 9);

/** The demo game's achievements: one of them hidden. */
async function gameWithAchievements() {
  const game = await publishGame();
  const hidden = game.definition.achievements.find((a) => a.hidden)!;
  const shown = game.definition.achievements.filter((a) => !a.hidden);
  return { ...game, hidden, shown };
}

const masked = (html: string, achievement: GameDefinition["achievements"][number]) =>
  !sourceTexts(html).some((t) => containsWord(t, achievement.name) || containsWord(t, achievement.description));

describe("achievements on the game page", () => {
  it("lists every achievement to a visitor, the hidden ones masked down to the page's source", async () => {
    const game = await gameWithAchievements();
    expect(game.hidden).toBeDefined();
    const html = await (await get(`/escape/${game.id}`)).text();
    const page = visibleText(html);
    expect(page).toContain(text("fr", "achievements.title"));
    for (const achievement of game.shown) expect(page).toContain(achievement.name);
    expect(page).toContain(text("fr", "achievements.hidden"));
    expect(masked(html, game.hidden)).toBe(true);
  });

  it("reveals a hidden achievement with its date to the player who unlocked it, and to nobody else", async () => {
    const game = await gameWithAchievements();
    const player = await signedIn();
    const other = await signedIn();
    await unlock(player.id, game.id, game.hidden.id, T0);
    await unlock(player.id, game.id, game.shown[0].id, T0 + 60_000);

    const page = visibleText(await (await open(`/escape/${game.id}`, player.cookie)).text());
    expect(page).toContain(game.hidden.name);
    expect(page).toContain(game.hidden.description);
    expect(page).toContain(text("fr", "achievements.unlockedOn", { date: "3 mars 2026" }));
    expect(page).toContain(text("fr", "achievements.unlockedCount", { n: 2, total: game.definition.achievements.length }));

    expect(masked(await (await open(`/escape/${game.id}`, other.cookie)).text(), game.hidden)).toBe(true);
  });

  it("reads the achievements of the game's current version", async () => {
    const game = await gameWithAchievements();
    const next = { ...game.definition, achievements: [{ id: "zz01", name: "Nouveauté du jour", description: "Ajouté à la version 2.", hidden: false, when: [{ type: "won" }] }] };
    await env.DB.batch([
      env.DB.prepare("INSERT INTO game_versions (game_id, version, definition) VALUES (?, 2, ?)").bind(game.id, JSON.stringify(next)),
      env.DB.prepare("UPDATE games SET current_version = 2 WHERE id = ?").bind(game.id),
    ]);
    const page = visibleText(await (await get(`/escape/${game.id}`)).text());
    expect(page).toContain("Nouveauté du jour");
    expect(page).not.toContain(game.shown[0].name);
  });
});

describe("achievements on the profile", () => {
  it("lists what the person unlocked, newest first, each with its game and date, hidden ones included", async () => {
    const game = await gameWithAchievements();
    const player = await signedIn();
    await unlock(player.id, game.id, game.shown[0].id, T0);
    await unlock(player.id, game.id, game.hidden.id, T0 + 86_400_000);
    const page = visibleText(await (await get(`/c/${player.username}`)).text());
    const first = page.indexOf(game.hidden.name);
    const second = page.indexOf(game.shown[0].name);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(page).toContain(`${text("fr", "achievements.inGame")} ${game.title}`);
    expect(page).toContain(text("fr", "achievements.unlockedOn", { date: "4 mars 2026" }));
  });

  it("leaves out achievements of games that are not listed", async () => {
    const game = await publishGame({ visibility: "private" });
    const player = await signedIn();
    await unlock(player.id, game.id, game.definition.achievements[0].id, T0);
    const html = await (await get(`/c/${player.username}`)).text();
    expect(html).not.toContain(game.title);
    expect(visibleText(html)).toContain(text("fr", "achievements.noneYet", { name: player.username }));
  });
});
