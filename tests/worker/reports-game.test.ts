import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "../../app/lib/community/types";
import { aGame, gamePage, player, reportGame, text } from "./community-fixtures";

/** Reports of a game (spec sections 3 and 5): logged-in users, reason and description required, one open per person and game. */

const reportsOf = async (gameId: string) =>
  (await env.DB.prepare("SELECT reporter_id, reason, description, status FROM game_reports WHERE game_id = ?").bind(gameId).all<{ reporter_id: string; reason: string; description: string; status: string }>())
    .results;

describe("reporting a game", () => {
  it("offers the eight reasons to a logged-in user and records a report with both fields", async () => {
    const game = await aGame();
    const me = await player();
    const page = await gamePage(game.id, me);
    for (const reason of REPORT_REASONS) expect(page.html).toContain(`value="${reason}"`);
    expect(page.text).toContain(text("reports.reasons.child_abuse"));

    const sent = await reportGame(game.id, me, "violent", "  Une scène montre une violence gratuite dans la salle 2.  ");
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(text("reports.done"));
    expect(await reportsOf(game.id)).toEqual([{ reporter_id: me.id, reason: "violent", description: "Une scène montre une violence gratuite dans la salle 2.", status: "open" }]);
  });

  it("requires a reason among the eight and a description of 10 to 2000 characters", async () => {
    const game = await aGame();
    const me = await player();
    for (const reason of ["", "boring", "VIOLENT"]) {
      const refused = await reportGame(game.id, me, reason, "Une description assez longue.");
      expect(refused.status, reason).toBe(400);
      expect(refused.text).toContain(text("reports.errors.reason"));
    }
    for (const description of ["", "   ", "Court", "  neuf car.  ", "x".repeat(2001)]) {
      const refused = await reportGame(game.id, me, "spam", description);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(text("reports.errors.description", { min: 10, max: 2000 }));
    }
    expect(await reportsOf(game.id)).toEqual([]);
  });

  it("keeps one open report per person and game: a second one is told the first is being looked at", async () => {
    const game = await aGame();
    const me = await player();
    await reportGame(game.id, me, "spam", "Le jeu renvoie vers un site de paris.");
    const again = await reportGame(game.id, me, "hateful", "Et des propos haineux dans la fin.");
    expect(again.status).toBe(409);
    expect(again.text).toContain(text("reports.errors.open"));
    expect((await gamePage(game.id, me)).text).toContain(text("reports.errors.open"));
    // Somebody else may still report it.
    expect((await reportGame(game.id, await player(), "spam", "Même constat : lien vers des paris.")).status).toBe(200);
    expect(await reportsOf(game.id)).toHaveLength(2);
  });

  it("is rate-limited per person", async () => {
    const me = await player();
    for (let i = 0; i < 5; i++) expect((await reportGame((await aGame()).id, me, "unplayable", `Le jeu ne se charge pas (${i}).`)).status).toBe(200);
    const limited = await reportGame((await aGame()).id, me, "unplayable", "Le jeu ne se charge pas non plus.");
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(text("reports.errors.rateLimited"));
  });

  it("sends a visitor to log in first", async () => {
    const game = await aGame();
    const page = await gamePage(game.id);
    expect(page.text).toContain(text("reports.login"));
    expect(page.html).not.toContain('id="report-description"');
    const refused = await reportGame(game.id, null, "spam", "Un visiteur sans compte.");
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`/connect?r=${encodeURIComponent(`/escape/${game.id}`)}`);
    expect(await reportsOf(game.id)).toEqual([]);
  });
});
