import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { lastMail, mailCount } from "./accounts-fixtures";
import { aGame, finished, gamePage, liveReviewOf, moderate, moderationPage, moderator, player, ratingOf, reportGame, text, writeReview } from "./community-fixtures";
import { get } from "./http";
import { codeOf, publish, publishText, starterProject } from "./publish-fixtures";

/** The moderation queue (ADR 028): moderators only, reviews approved or rejected, reports acted on, people told. */

async function pendingReview(comment: string) {
  const game = await aGame();
  const author = await player();
  await finished(game.id, { userId: author.id });
  await writeReview(game.id, author, 2, comment);
  return { game, author, review: await liveReviewOf(game.id) };
}

describe("the moderation page", () => {
  it("answers 404 to visitors and to users who are not moderators, even when they post", async () => {
    expect((await moderationPage(null)).status).toBe(404);
    const someone = await player();
    expect((await moderationPage(someone)).status).toBe(404);
    const { game, review } = await pendingReview("Un avis qu'un non-modérateur voudrait approuver");
    expect((await moderate(someone, { intent: "approve", reviewId: review.id })).status).toBe(404);
    expect((await liveReviewOf(game.id)).status).toBe("pending");
  });

  it("is reached from the back office in a moderator's account menu, and in nobody else's", async () => {
    // The menu leads to the back office (ADR 038), whose navigation holds the queue.
    const links = async (who: { cookie: string } | null) => ((await gamePage((await aGame()).id, who)).html.match(/href="\/admin"/g) ?? []).length;
    // The page as served: the account menu (the phone drawer draws the same link once opened).
    expect(await links(await moderator())).toBe(1);
    expect(await links(await player())).toBe(0);
    expect(await links(null)).toBe(0);
  });

  it("lists pending reviews oldest first and open reports grouped by game", async () => {
    const mod = await moderator();
    const older = await pendingReview("Le plus ancien des avis en attente");
    await env.DB.prepare("UPDATE reviews SET created_at = 1000 WHERE id = ?").bind(older.review.id).run();
    await pendingReview("Un avis plus récent");
    const reported = await aGame();
    await reportGame(reported.id, await player(), "spam", "Premier signalement du même jeu.");
    await reportGame(reported.id, await player(), "hateful", "Second signalement du même jeu.");

    const page = await moderationPage(mod);
    expect(page.status).toBe(200);
    expect(page.text.indexOf("Le plus ancien des avis en attente")).toBeLessThan(page.text.indexOf("Un avis plus récent"));
    const group = page.text.slice(page.text.indexOf(reported.title));
    expect(group).toContain("Premier signalement du même jeu.");
    expect(group).toContain("Second signalement du même jeu.");
    expect(page.text.split(reported.title).length - 1).toBe(1);
  });
});

describe("deciding on a review", () => {
  it("requires a reason to reject, shows it to the author on the game page and mails it", async () => {
    const mod = await moderator();
    const { game, author, review } = await pendingReview("Voici la solution : 4512");
    const noReason = await moderate(mod, { intent: "reject", reviewId: review.id, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain(text("moderation.errors.reason"));

    const rejected = await moderate(mod, { intent: "reject", reviewId: review.id, reason: "Dévoile les solutions du jeu" });
    expect(rejected.status).toBe(200);
    expect(rejected.text).toContain(text("moderation.done.reject"));
    const row = await liveReviewOf(game.id);
    expect([row.status, row.rejection_reason]).toEqual(["rejected", "Dévoile les solutions du jeu"]);
    expect(await ratingOf(game.id)).toMatchObject({ count: 0 });

    const own = await gamePage(game.id, author);
    expect(own.text).toContain(text("reviews.status.rejected"));
    expect(own.text).toContain(text("reviews.rejectedBecause", { reason: "Dévoile les solutions du jeu" }));
    expect((await gamePage(game.id)).text).not.toContain("Voici la solution");
    const mail = await lastMail(author.email);
    expect(mail?.subject).toBe(text("moderation.mail.rejected.subject", { title: game.title }));
    expect(mail?.text).toContain("Motif : Dévoile les solutions du jeu");
  });

  it("mails no one who turned off the mails about their games' activity", async () => {
    const mod = await moderator();
    const { author, review } = await pendingReview("Un avis sans mail");
    await env.DB.prepare("INSERT INTO mail_preferences (user_id, game_activity) VALUES (?, 0)").bind(author.id).run();
    const before = await mailCount(author.email);
    expect((await moderate(mod, { intent: "reject", reviewId: review.id, reason: "Hors sujet" })).status).toBe(200);
    expect(await mailCount(author.email)).toBe(before);
  });

  it("is refused on the moderator's own review and on one already decided", async () => {
    const mod = await moderator();
    const game = await aGame();
    await finished(game.id, { userId: mod.id });
    await writeReview(game.id, mod, 5, "Mon propre avis");
    const mine = await liveReviewOf(game.id);
    expect((await moderationPage(mod)).text).toContain(text("moderation.own"));
    const refused = await moderate(mod, { intent: "approve", reviewId: mine.id });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(text("moderation.errors.own"));
    expect((await liveReviewOf(game.id)).status).toBe("pending");

    const { review } = await pendingReview("Décidé deux fois");
    expect((await moderate(mod, { intent: "approve", reviewId: review.id })).status).toBe(200);
    expect((await moderate(mod, { intent: "reject", reviewId: review.id, reason: "Trop tard" })).status).toBe(409);
  });
});

describe("deciding on reports", () => {
  it("hides the game with a note: gone from the catalogue and its page, offline, the creator told, the reports closed", async () => {
    const mod = await moderator();
    const owner = await player();
    const game = await aGame({ creatorId: owner.id });
    await reportGame(game.id, await player(), "dangerous", "Le jeu pousse à des actes dangereux.");
    const searched = async () => (await (await get(`/escape/search?q=${encodeURIComponent(game.title)}`)).text()).includes(`/escape/${game.id}"`);
    expect(await searched()).toBe(true);

    const noNote = await moderate(mod, { intent: "hide", gameId: game.id, note: "" });
    expect(noNote.status).toBe(400);
    expect(noNote.text).toContain(text("moderation.errors.note"));
    expect((await moderate(mod, { intent: "hide", gameId: game.id, note: "Défis dangereux pour les enfants" })).status).toBe(200);

    expect(await ratingOf(game.id)).toMatchObject({ status: "offline", hiddenReason: "Défis dangereux pour les enfants" });
    expect((await gamePage(game.id)).status).toBe(404);
    expect(await searched()).toBe(false);
    const reports = await env.DB.prepare("SELECT status, decision_note FROM game_reports WHERE game_id = ?").bind(game.id).all();
    expect(reports.results).toEqual([{ status: "actioned", decision_note: "Défis dangereux pour les enfants" }]);
    expect((await lastMail(owner.email))?.subject).toBe(text("moderation.mail.hidden.subject", { title: game.title }));
    expect((await moderationPage(mod)).text).not.toContain(game.title);
  });

  it("refuses to republish a hidden game and shows the note in its publish panel", async () => {
    const mod = await moderator();
    const owner = await player();
    const { id: projectId } = await starterProject(owner);
    const first = await publish(owner, projectId);
    expect(first.status).toBe(200);
    const gameId = (await env.DB.prepare("SELECT id FROM games WHERE project_id = ?").bind(projectId).first<{ id: string }>())!.id;
    const workspace = async () => (await (await get("/project", "escaplay.fr", { Cookie: owner.cookie })).text()).replaceAll("&#x27;", "'");
    expect(await workspace()).toContain(text("projects.gameState.online"));
    await reportGame(gameId, await player(), "sexual", "Des images à caractère sexuel.");
    await moderate(mod, { intent: "hide", gameId, note: "Images inappropriées" });
    expect(await workspace()).toContain(text("projects.gameState.hidden"));

    const again = await publish(owner, projectId, { code: await codeOf(projectId) });
    expect(again.status).toBe(403);
    expect(again.text).toContain(publishText("errors.hidden"));
    expect(again.text).toContain(publishText("hidden", { reason: "Images inappropriées" }));
    expect(await ratingOf(gameId)).toMatchObject({ status: "offline" });
  });

  it("dismisses a game's reports without telling its creator, and refuses decisions on the moderator's own game", async () => {
    const mod = await moderator();
    const owner = await player();
    const game = await aGame({ creatorId: owner.id });
    const reporter = await player();
    await reportGame(game.id, reporter, "spam", "Je n'aime pas ce jeu, c'est tout.");
    const mails = await mailCount(owner.email);
    expect((await moderate(mod, { intent: "dismiss", gameId: game.id })).status).toBe(200);
    expect(await mailCount(owner.email)).toBe(mails);
    expect((await gamePage(game.id)).status).toBe(200);
    // The reporter sees their report was handled, and may report the game again.
    const seen = await gamePage(game.id, reporter);
    expect(seen.text).toContain(text("reports.handled"));
    expect(seen.html).toContain('id="report-description"');
    expect((await env.DB.prepare("SELECT status FROM game_reports WHERE game_id = ?").bind(game.id).first<{ status: string }>())?.status).toBe("dismissed");

    const ownGame = await aGame({ creatorId: mod.id });
    await reportGame(ownGame.id, await player(), "spam", "Le jeu du modérateur lui-même.");
    expect((await moderationPage(mod)).text).toContain(text("moderation.ownGame"));
    expect((await moderate(mod, { intent: "hide", gameId: ownGame.id, note: "Je me masque" })).status).toBe(403);
    expect((await moderate(mod, { intent: "dismiss", gameId: ownGame.id })).status).toBe(403);
    expect((await gamePage(ownGame.id)).status).toBe(200);
  });
});
