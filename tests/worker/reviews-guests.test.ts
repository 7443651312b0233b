import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { open } from "./account-area-fixtures";
import { publish, starterProject } from "./publish-fixtures";
import { aGame, finished, gamePage, liveReviewOf, moderate, moderator, player, text, visitor, writeReview } from "./community-fixtures";

/** Visitors' reviews (spec section 6: shown as guest where the game allows it) and the paged list of reviews. */

describe("a visitor's review", () => {
  it("is written after a finished session with the visitor cookie, and shows signed as guest once approved", async () => {
    const game = await aGame();
    const guest = visitor();
    const mod = await moderator();
    expect((await writeReview(game.id, guest, 5, "Avant d'avoir joué")).status).toBe(403);

    await finished(game.id, { visitorId: guest.id });
    const form = await gamePage(game.id, guest);
    expect(form.html).toContain('name="rating"');
    expect(form.text).toContain(text("reviews.form.guest"));
    const sent = await writeReview(game.id, guest, 5, "Génial en famille");
    expect(sent.status).toBe(201);
    const row = await liveReviewOf(game.id);
    expect([row.user_id, row.visitor_id, row.status]).toEqual([null, guest.id, "pending"]);
    // The visitor sees their own review and its status on their next visit.
    expect((await gamePage(game.id, guest)).text).toContain(text("reviews.status.pending"));

    await moderate(mod, { intent: "approve", reviewId: row.id });
    const page = await gamePage(game.id);
    expect(page.text).toMatch(/Invité ★★★★★/);
    expect(page.text).toContain("Génial en famille");
    expect((await gamePage(game.id, null, "", "en")).text).toMatch(/Guest ★★★★★/);
  });

  it("is refused, with a link to log in, when the game's creator does not accept visitors' reviews", async () => {
    const game = await aGame();
    await env.DB.prepare("UPDATE games SET guest_reviews = 0 WHERE id = ?").bind(game.id).run();
    const guest = visitor();
    await finished(game.id, { visitorId: guest.id });
    const page = await gamePage(game.id, guest);
    expect(page.text).toContain(text("reviews.errors.guestsOff"));
    expect(page.html).toContain(`/connect?r=${encodeURIComponent(`/escape/${game.id}`)}`);
    const refused = await writeReview(game.id, guest, 4, "Invité refusé");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(text("reviews.errors.guestsOff"));

    // A logged-in player who finished it still may.
    const me = await player();
    await finished(game.id, { userId: me.id });
    expect((await writeReview(game.id, me, 4)).status).toBe(201);
  });
});

describe("the publish setting for visitors' reviews", () => {
  it("is on by default and the creator may turn it off, which the game page then applies", async () => {
    const owner = await player();
    const { id: projectId } = await starterProject(owner);
    expect((await open(`/project/${projectId}?view=publish`, owner.cookie).then((r) => r.text())).match(/<input[^>]*name="guestReviews"[^>]*>/)?.[0]).toContain("checked");
    expect((await publish(owner, projectId)).status).toBe(200);
    const game = await env.DB.prepare("SELECT id, guest_reviews AS guests FROM games WHERE project_id = ?").bind(projectId).first<{ id: string; guests: number }>();
    expect(game?.guests).toBe(1);

    expect((await publish(owner, projectId, { guestReviews: "" })).status).toBe(200);
    expect((await env.DB.prepare("SELECT guest_reviews AS guests FROM games WHERE id = ?").bind(game!.id).first<{ guests: number }>())?.guests).toBe(0);
    const guest = visitor();
    await finished(game!.id, { visitorId: guest.id });
    expect((await writeReview(game!.id, guest, 4)).status).toBe(403);
  });
});

describe("the list of reviews", () => {
  it("shows ten approved reviews a page, newest first, with links to the next and previous pages", async () => {
    const game = await aGame();
    const statements = Array.from({ length: 12 }, (_, i) =>
      env.DB.prepare("INSERT INTO reviews (id, game_id, rating, comment, status, created_at) VALUES (?, ?, 4, ?, 'approved', ?)").bind(
        `${game.id}-r${i}`,
        game.id,
        `Avis numéro ${i + 1}.`,
        1_700_000_000_000 + i * 1000,
      ),
    );
    await env.DB.batch(statements);
    const first = await gamePage(game.id);
    expect(first.text).toContain("Avis numéro 12.");
    expect(first.text).toContain("Avis numéro 3.");
    expect(first.text).not.toContain("Avis numéro 2.");
    expect(first.text).toContain("4,0 sur 5 (12 avis)");
    expect(first.html).toContain(`href="/escape/${game.id}?reviews=2#reviews-title"`);
    const second = await gamePage(game.id, null, "?reviews=2");
    expect(second.text).toContain("Avis numéro 2.");
    expect(second.text).toContain("Avis numéro 1.");
    expect(second.text).not.toContain("Avis numéro 3.");
    expect(second.text).toContain(text("reviews.pager.newer"));
    expect(second.text).not.toContain(text("reviews.pager.older"));
    for (const odd of ["?reviews=abc", "?reviews=-3", "?reviews=1e9"]) expect((await gamePage(game.id, null, odd)).status).toBe(200);
  });
});
