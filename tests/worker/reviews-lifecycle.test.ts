import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REVIEW_BONUS_BYTES } from "../../app/lib/plans";
import { reserveStorage, storageLimit } from "../../app/lib/projects/files/storage.server";
import { db } from "./accounts-fixtures";
import {
  aGame,
  deleteOwnReview,
  finished,
  gamePage,
  liveReviewOf,
  moderate,
  moderator,
  player,
  ratingOf,
  reviewCounter,
  reviewsOf,
  text,
  writeReview,
} from "./community-fixtures";

/** A player's review from writing to publication (spec section 4, ADR 028): after playing, moderated, edited, deleted. */

describe("writing a review", () => {
  it("is refused before the player has finished a session of the game, with the reason in words", async () => {
    const game = await aGame();
    const me = await player();
    const page = await gamePage(game.id, me);
    expect(page.text).toContain(text("reviews.errors.notPlayed"));
    expect(page.html).not.toContain('name="rating"');

    const refused = await writeReview(game.id, me, 5, "Super !");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(text("reviews.errors.notPlayed"));
    expect(await reviewsOf(game.id)).toHaveLength(0);

    // A session left midway is not a finished one.
    await finished(game.id, { userId: me.id }, "left");
    expect((await writeReview(game.id, me, 5)).status).toBe(403);
  });

  it("is sent to moderation after a finished session, won, lost or out of time, and told so", async () => {
    for (const outcome of ["won", "lost", "timeUp"] as const) {
      const game = await aGame();
      const me = await player();
      await finished(game.id, { userId: me.id }, outcome);
      const sent = await writeReview(game.id, me, 4, "  Très belle ambiance.  ");
      expect(sent.status, outcome).toBe(201);
      expect(sent.text).toContain(text("reviews.done.sent"));
      expect(sent.text).toContain(text("reviews.status.pending"));
      const row = await liveReviewOf(game.id);
      expect([row.status, row.rating, row.comment, row.user_id]).toEqual(["pending", 4, "Très belle ambiance.", me.id]);
    }
  });

  it("counts a multiplayer session the player saw to its end", async () => {
    const game = await aGame({ multi: true });
    const host = await player();
    const me = await player();
    const sessionId = await finished(game.id, { userId: host.id }, "won");
    await env.DB.prepare("INSERT INTO play_participants (session_id, subject, user_id, name, kind, finished) VALUES (?, ?, ?, ?, 'user', 1)")
      .bind(sessionId, me.id, me.id, me.username)
      .run();
    expect((await writeReview(game.id, me, 3)).status).toBe(201);
  });

  it("needs a rating from 1 to 5 and a comment of at most 1000 characters, which may be empty", async () => {
    const game = await aGame();
    const me = await player();
    await finished(game.id, { userId: me.id });
    for (const rating of ["", "0", "6", "2.5", "cinq"]) {
      const refused = await writeReview(game.id, me, rating, "Bien");
      expect(refused.status, rating).toBe(400);
      expect(refused.text).toContain(text("reviews.errors.rating"));
    }
    const long = await writeReview(game.id, me, 3, "x".repeat(1001));
    expect(long.status).toBe(400);
    expect(long.text).toContain(text("reviews.errors.comment"));
    expect(await reviewsOf(game.id)).toHaveLength(0);
    expect((await writeReview(game.id, me, 3, "")).status).toBe(201);
  });

  it("is refused to the game's own creator", async () => {
    const me = await player();
    const game = await aGame({ creatorId: me.id });
    await finished(game.id, { userId: me.id });
    const refused = await writeReview(game.id, me, 5, "Mon jeu est génial");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(text("reviews.errors.own"));
  });

  it("is rate-limited", async () => {
    const game = await aGame();
    const me = await player();
    await finished(game.id, { userId: me.id });
    for (let i = 1; i <= 10; i++) expect((await writeReview(game.id, me, (i % 5) + 1, `Version ${i}`)).status).toBeLessThan(300);
    const limited = await writeReview(game.id, me, 5, "Encore");
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(text("reviews.errors.rateLimited"));
  });
});

describe("a review under moderation", () => {
  it("is neither shown nor counted while pending, then shown and counted once approved", async () => {
    const game = await aGame();
    const me = await player();
    const mod = await moderator();
    await finished(game.id, { userId: me.id });
    const before = await reviewCounter();
    await writeReview(game.id, me, 4, "Les énigmes du grenier sont superbes");

    const pending = await gamePage(game.id);
    expect(pending.text).not.toContain("Les énigmes du grenier sont superbes");
    expect(pending.text).toContain("Aucun avis publié pour l'instant.");
    expect(await ratingOf(game.id)).toMatchObject({ sum: 0, count: 0 });
    expect(await reviewCounter()).toBe(before);

    const review = await liveReviewOf(game.id);
    expect((await moderate(mod, { intent: "approve", reviewId: review.id })).status).toBe(200);
    const shown = await gamePage(game.id);
    expect(shown.text).toContain("Les énigmes du grenier sont superbes");
    expect(shown.text).toContain(me.username);
    expect(shown.text).toContain("4,0 sur 5 (1 avis)");
    expect(await ratingOf(game.id)).toMatchObject({ sum: 4, count: 1 });
    expect(await reviewCounter()).toBe(before + 1);
    expect((await gamePage(game.id, me)).text).toContain(text("reviews.status.approved"));
  });

  it("goes back to pending, marked edited, when its author edits it, and leaves the rating until approved again", async () => {
    const game = await aGame();
    const me = await player();
    const mod = await moderator();
    await finished(game.id, { userId: me.id });
    await writeReview(game.id, me, 2, "Trop dur");
    await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(game.id)).id });
    expect(await ratingOf(game.id)).toMatchObject({ sum: 2, count: 1 });

    const edited = await writeReview(game.id, me, 5, "Finalement, excellent");
    expect(edited.status).toBe(200);
    expect(edited.text).toContain(text("reviews.done.edited"));
    const row = await liveReviewOf(game.id);
    expect([row.status, row.edited, row.rating, row.comment]).toEqual(["pending", 1, 5, "Finalement, excellent"]);
    expect(await ratingOf(game.id)).toMatchObject({ sum: 0, count: 0 });
    expect((await gamePage(game.id)).text).not.toContain("Trop dur");

    await moderate(mod, { intent: "approve", reviewId: row.id });
    const page = await gamePage(game.id);
    expect(page.text).toContain("Finalement, excellent");
    expect(page.text).toContain(text("game.edited"));
    expect(await ratingOf(game.id)).toMatchObject({ sum: 5, count: 1 });
  });

  it("leaves the page and the rating when its author deletes it, and a new one may be written", async () => {
    const game = await aGame();
    const me = await player();
    const mod = await moderator();
    await finished(game.id, { userId: me.id });
    await writeReview(game.id, me, 3, "Premier avis");
    await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(game.id)).id });

    const deleted = await deleteOwnReview(game.id, me);
    expect(deleted.text).toContain(text("reviews.done.deleted"));
    expect((await reviewsOf(game.id)).map((r) => r.status)).toEqual(["removed"]);
    expect(await ratingOf(game.id)).toMatchObject({ sum: 0, count: 0 });
    expect((await gamePage(game.id)).text).not.toContain("Premier avis");

    expect((await writeReview(game.id, me, 4, "Second avis")).status).toBe(201);
    expect((await reviewsOf(game.id)).map((r) => r.status)).toEqual(["removed", "pending"]);
  });
});

describe("the storage bonus", () => {
  it("adds 0.05 MB for the first approved review of each game, once, even after a delete and a new review", async () => {
    const [first, second] = [await aGame(), await aGame()];
    const me = await player();
    const mod = await moderator();
    const bonus = async () => (await env.DB.prepare("SELECT storage_bonus_bytes AS b FROM users WHERE id = ?").bind(me.id).first<{ b: number }>())!.b;
    await finished(first.id, { userId: me.id });
    await finished(second.id, { userId: me.id });

    await writeReview(first.id, me, 5, "Un");
    expect(await bonus()).toBe(0);
    await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(first.id)).id });
    expect(await bonus()).toBe(REVIEW_BONUS_BYTES);

    await deleteOwnReview(first.id, me);
    await writeReview(first.id, me, 4, "Un, encore");
    await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(first.id)).id });
    expect(await bonus()).toBe(REVIEW_BONUS_BYTES);

    await writeReview(second.id, me, 4, "Deux");
    await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(second.id)).id });
    expect(await bonus()).toBe(2 * REVIEW_BONUS_BYTES);
    expect(REVIEW_BONUS_BYTES).toBe(50_000);
  });

  it("counts in the storage limit: an upload that the plan alone refuses fits with the bonus", async () => {
    const me = await player();
    const limit = storageLimit(1);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(limit, me.id).run();
    expect(await reserveStorage(db, { id: me.id, grade: 1 }, 1000)).toBe(false);
    await env.DB.prepare("UPDATE users SET storage_bonus_bytes = ? WHERE id = ?").bind(REVIEW_BONUS_BYTES, me.id).run();
    expect(await reserveStorage(db, { id: me.id, grade: 1 }, 1000)).toBe(true);
    expect(storageLimit(1, REVIEW_BONUS_BYTES)).toBe(limit + 50_000);
  });
});
