import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { get } from "./http";

const page = async (path: string) => (await get(path)).text();
/** The ids of the game cards of the page's result list (rails aside), in order. */
const results = (html: string) => {
  const list = html.match(/<section aria-labelledby="results-title">([\s\S]*?)<\/section>/)?.[1] ?? "";
  return [...list.matchAll(/<a[^>]* href="\/escape\/([^"?]+)"/g)].map((m) => m[1]);
};
const pagerLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*rel="(?:prev|next)"[^>]*>/g)].map(([tag]) => [tag.match(/rel="(\w+)"/)![1], tag.match(/href="([^"]+)"/)![1].replaceAll("&amp;", "&")]);

// 30 more horror games, published a minute apart: with the 5 demo games, two pages of the latest.
beforeAll(async () => {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    return env.DB.prepare(
      "INSERT INTO games (id, creator_id, type, title, summary, theme, difficulty, published_at) VALUES (?, 'u_studio', 'classic', ?, 'Un caveau, une clé perdue.', 'horror', 'easy', ?)",
    ).bind(`caveau-${n}`, `Le caveau n°${n}`, Date.UTC(2026, 11, 1) + i * 60_000);
  });
  await env.DB.batch(rows);
});

describe("catalogue pages", () => {
  it("list 24 games a page, newest first, with a next link that keeps the filters", async () => {
    const first = await page("/escape/search?theme=horror&sort=latest");
    expect(results(first)).toEqual(Array.from({ length: 24 }, (_, i) => `caveau-${String(30 - i).padStart(2, "0")}`));
    expect(first).toContain("Jeux 1 à 24");
    expect(pagerLinks(first)).toEqual([["next", "/escape/search?theme=horror&sort=latest&page=2"]]);

    const second = await page("/escape/search?theme=horror&sort=latest&page=2");
    expect(results(second)).toEqual(["caveau-06", "caveau-05", "caveau-04", "caveau-03", "caveau-02", "caveau-01", "crypte-oubliee"]);
    expect(second).toContain("Jeux 25 à 31");
    expect(second).toMatch(/<span aria-current="page">Page 2<\/span>/);
    expect(pagerLinks(second)).toEqual([["prev", "/escape/search?theme=horror&sort=latest"]]);
  });

  it("page a search too, and answer a page past the end or a nonsense page number without failing", async () => {
    expect(results(await page("/escape/search?q=caveau&sort=latest&page=2"))).toHaveLength(6);
    const past = await get("/escape/search?q=caveau&page=9");
    expect(past.status).toBe(200);
    const html = await past.text();
    expect(results(html)).toEqual([]);
    expect(html).toContain('href="/escape/search?q=caveau&amp;sort=trending"');
    expect(html).toContain("Revenir à la première page");
    expect(html).toContain("Aucun jeu sur cette page");
    for (const bad of ["0", "-1", "deux", "99999", "1e3"]) {
      const res = await get(`/escape/search?theme=horror&sort=latest&page=${bad}`);
      expect(res.status, bad).toBe(200);
      expect(results(await res.text())[0], bad).toBe("caveau-30");
    }
  });

  it("finds a game by its creator's name or the start of a word, and reads typed symbols as text", async () => {
    const ids = async (q: string) => results(await page(`/escape/search?q=${encodeURIComponent(q)}&sort=latest`));
    expect((await ids("AtelierEnigma")).sort()).toEqual(["crypte-oubliee", "manoir-horloger", "phare-englouti"]);
    expect((await ids("atelier horloger")).sort()).toEqual(["manoir-horloger"]);
    expect(await ids("horlo")).toEqual(["manoir-horloger"]);
    expect(await ids("caveau n°07")).toEqual(["caveau-07"]);
    // FTS5 operators typed in the box are words like any other, never a syntax error.
    for (const q of ['"', "AND", "NEAR(", "title:x", "*", "-crypte", "{a}"]) expect((await get(`/escape/search?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  });

  it("narrows a search by theme, type and difficulty, and follows a game moved to another theme", async () => {
    const ids = async (filters: string) => results(await page(`/escape/search?q=AtelierEnigma&${filters}&sort=latest`)).sort();
    expect(await ids("theme=adventure")).toEqual(["phare-englouti"]);
    expect(await ids("type=interface")).toEqual(["crypte-oubliee", "manoir-horloger"]);
    expect(await ids("type=interface&difficulty=hard")).toEqual(["crypte-oubliee"]);
    expect(await ids("theme=horror&type=360")).toEqual([]);
    await env.DB.prepare("UPDATE games SET theme = 'adventure' WHERE id = 'crypte-oubliee'").run();
    expect(await ids("theme=adventure")).toEqual(["crypte-oubliee", "phare-englouti"]);
    expect(await ids("theme=horror")).toEqual([]);
    await env.DB.prepare("UPDATE games SET theme = 'horror' WHERE id = 'crypte-oubliee'").run();
  });

  it("follows a renamed game and a renamed creator", async () => {
    await env.DB.prepare("UPDATE games SET title = 'La chapelle engloutie' WHERE id = 'caveau-12'").run();
    expect(results(await page("/escape/search?q=chapelle"))).toEqual(["caveau-12"]);
    await env.DB.prepare("UPDATE users SET username = 'HorizonStudio' WHERE id = 'u_studio'").run();
    expect(results(await page("/escape/search?q=horizonstudio&theme=adventure"))).toEqual(["mission-seminaire"]);
    expect(results(await page("/escape/search?q=StudioHorizon"))).toEqual([]);
  });
});

describe("the rails", () => {
  it("show trending, popular and latest on /escape and the home page, and only on the bare catalogue", async () => {
    for (const path of ["/", "/escape"]) {
      const html = await page(path);
      for (const rail of ["trending", "popular", "latest"]) expect(html, `${path} ${rail}`).toContain(`data-testid="rail-${rail}"`);
    }
    expect(await page("/escape?theme=horror")).not.toContain('data-testid="rail-trending"');
    expect(await page("/escape?page=2")).not.toContain('data-testid="rail-trending"');
  });
});
