import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "~/lib/db.server";
import { dayOf, rollTrending } from "~/lib/trending.server";
import worker from "../../workers/app";
import { get } from "./http";

const stats = async () => (await (await get("/v1/stats")).json()) as Record<string, number>;
const one = async <T>(query: string) => (await env.DB.prepare(query).first()) as T;
const rail = async (name: string) => {
  const html = await (await get("/escape")).text();
  const section = html.match(new RegExp(`data-testid="rail-${name}">([\\s\\S]*?)</section>`))?.[1] ?? "";
  return [...section.matchAll(/<h3[^>]*><a[^>]* href="\/escape\/([^"?]+)"/g)].map((m) => m[1]);
};

/** What the counters would be if they were computed from the rows: they must always be equal. */
async function recounted() {
  return one<Record<string, number>>(`SELECT
    (SELECT sum(played_count) FROM games) AS gamesPlayed,
    (SELECT count(*) FROM games WHERE status = 'online' AND visibility = 'public' AND hidden_at IS NULL) AS gamesOnline,
    (SELECT count(*) FROM projects) AS projects,
    (SELECT count(*) FROM reviews JOIN games ON games.id = reviews.game_id WHERE reviews.status = 'approved' AND games.status <> 'removed' AND games.hidden_at IS NULL) AS reviews`);
}
async function ratingsAgree() {
  return one<{ wrong: number }>(`SELECT count(*) AS wrong FROM games WHERE rating_count <> (SELECT count(*) FROM reviews WHERE game_id = games.id AND status = 'approved')
    OR rating_sum <> (SELECT coalesce(sum(rating), 0) FROM reviews WHERE game_id = games.id AND status = 'approved')`);
}

describe("the home page's figures", () => {
  it("are counters that follow every change of games, projects and reviews, equal to a recount after each", async () => {
    const changes = [
      "INSERT INTO games (id, creator_id, type, title, theme, difficulty, played_count) VALUES ('neuf', 'u_atelier', 'classic', 'Neuf', 'adventure', 'easy', 7)",
      "UPDATE games SET played_count = played_count + 1 WHERE id = 'neuf'",
      "UPDATE games SET visibility = 'private' WHERE id = 'neuf'",
      "INSERT INTO reviews (id, game_id, rating, status) VALUES ('x1', 'neuf', 2, 'approved')",
      "UPDATE reviews SET rating = 5 WHERE id = 'x1'",
      "INSERT INTO reviews (id, game_id, rating, status) VALUES ('x2', 'crypte-oubliee', 3, 'pending')",
      "UPDATE reviews SET status = 'approved' WHERE id = 'x2'",
      "UPDATE games SET hidden_at = 1, status = 'offline' WHERE id = 'crypte-oubliee'",
      "UPDATE reviews SET status = 'rejected' WHERE id = 'r1'",
      "DELETE FROM reviews WHERE id = 'x1'",
      "UPDATE games SET status = 'removed' WHERE id = 'labo-volta'",
      "INSERT INTO projects (id, owner_id, type, title) VALUES ('p-neuf', 'u_atelier', 'classic', 'Neuf')",
      "DELETE FROM projects WHERE id = 'p-neuf'",
      "UPDATE games SET hidden_at = NULL, status = 'online' WHERE id = 'crypte-oubliee'",
    ];
    expect(await stats()).toEqual(await recounted());
    for (const change of changes) {
      await env.DB.prepare(change).run();
      expect(await stats(), change).toEqual(await recounted());
      expect((await ratingsAgree()).wrong, change).toBe(0);
    }
  });
});

describe("trending", () => {
  it("orders the rail by the plays of the last 7 days, which follow each finished session", async () => {
    const before = await rail("trending");
    const last = before[before.length - 1];
    await env.DB.prepare(`UPDATE games SET played_count = played_count + 40 WHERE id = ?`).bind(last).run();
    expect((await rail("trending"))[0]).toBe(last);
    const today = dayOf(Date.now());
    expect(await one(`SELECT plays FROM game_daily_plays WHERE game_id = '${last}' AND day = ${today}`)).toMatchObject({ plays: expect.any(Number) });
  });

  it("forgets plays older than 7 days when the window rolls, and only reads the games that had some", async () => {
    const now = Date.UTC(2026, 10, 20, 12);
    const today = dayOf(now);
    await env.DB.batch([
      env.DB.prepare("UPDATE platform_counters SET value = ? WHERE name = 'trending_day'").bind(today - 1),
      env.DB.prepare("DELETE FROM game_daily_plays"),
      env.DB.prepare("INSERT INTO game_daily_plays (game_id, day, plays) VALUES ('phare-englouti', ?, 50), ('phare-englouti', ?, 3), ('manoir-horloger', ?, 9)").bind(today - 7, today - 2, today - 6),
      env.DB.prepare("UPDATE games SET plays_7d = CASE id WHEN 'phare-englouti' THEN 53 WHEN 'manoir-horloger' THEN 9 ELSE 0 END"),
    ]);
    await rollTrending(createDb(env.DB), now);
    const plays = async (id: string) => (await one<{ plays_7d: number }>(`SELECT plays_7d FROM games WHERE id = '${id}'`)).plays_7d;
    expect(await plays("phare-englouti")).toBe(3);
    expect(await plays("manoir-horloger")).toBe(9);
    expect(await one("SELECT value FROM platform_counters WHERE name = 'trending_day'")).toEqual({ value: today });
    // Rolling again the same day changes nothing.
    await rollTrending(createDb(env.DB), now);
    expect(await plays("phare-englouti")).toBe(3);
  });

  it("rolls from the worker's hourly cron, which leaves the deleted projects to the daily one", async () => {
    const now = Date.UTC(2026, 10, 21, 9, 5);
    await env.DB.batch([
      env.DB.prepare("UPDATE platform_counters SET value = ? WHERE name = 'trending_day'").bind(dayOf(now) - 3),
      env.DB.prepare("INSERT INTO projects (id, owner_id, type, title, deleted_at) VALUES ('p-old', 'u_atelier', 'classic', 'Ancien', ?)").bind(now - 40 * 86_400_000),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "5 * * * *", scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await one("SELECT value FROM platform_counters WHERE name = 'trending_day'")).toEqual({ value: dayOf(now) });
    expect(await one("SELECT count(*) AS n FROM projects WHERE id = 'p-old'")).toEqual({ n: 1 });
  });
});
