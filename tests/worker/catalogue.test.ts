import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games as seededGames, reviews as seededReviews } from "../../db/seed/catalogue.mjs";
import type { LocaleCode } from "~/i18n/locales";
import { get } from "./http";

const HOSTS: Record<LocaleCode, string> = {
  fr: "escaplay.fr", de: "escaplay.de", ch: "escaplay.ch", be: "escaplay.be", en: "escaplay.eu", es: "escaplay.es", it: "escaplay.it",
};
const page = async (path: string, locale: LocaleCode = "fr") => (await get(path, HOSTS[locale])).text();

/** The ids of the game cards a catalogue page lists, in order. */
const listed = (html: string) => [...html.matchAll(/<a[^>]* href="\/escape\/([^"?]+)"/g)].map((m) => m[1]).filter((id) => id !== "search");
const found = async (q: string, locale: LocaleCode = "fr") => listed(await page(`/escape/search?q=${encodeURIComponent(q)}`, locale)).sort();

describe("the catalogue search", () => {
  it("finds games by a theme, type or difficulty named in the site's language, accents and case aside", async () => {
    expect(await found("horreur")).toEqual(["crypte-oubliee"]);
    expect(await found("enquête")).toEqual(["labo-volta", "manoir-horloger"]);
    expect(await found("ENQUETE")).toEqual(["labo-volta", "manoir-horloger"]);
    expect(await found("facile")).toEqual(["labo-volta", "phare-englouti"]);
    expect(await found("360")).toEqual(["phare-englouti"]);
    expect(await found("Classique")).toEqual(["labo-volta", "mission-seminaire"]);
    expect(await found("interface 2D")).toEqual(["crypte-oubliee", "manoir-horloger"]);
  });

  it("reads the words in the site's own language", async () => {
    expect(await found("Horror", "de")).toEqual(["crypte-oubliee"]);
    expect(await found("horreur", "de")).toEqual([]);
    expect(await found("terror", "es")).toEqual(["crypte-oubliee"]);
    expect(await found("indagine", "it")).toEqual(["labo-volta", "manoir-horloger"]);
    expect(await found("investigation easy", "en")).toEqual(["labo-volta"]);
    expect(await found("Französisch", "de")).toHaveLength(5);
  });

  it("still finds titles and summaries, whatever the accents typed", async () => {
    expect(await found("SEMINAIRE")).toEqual(["mission-seminaire"]);
    expect(await found("crypte oubliee")).toEqual(["crypte-oubliee"]);
    expect(await found("automates")).toEqual(["manoir-horloger"]);
    expect(await found("100%")).toEqual([]);
  });
});

describe("a game's language", () => {
  it("is labelled on its card and page, in the site's words, with the text marked as its language", async () => {
    const catalogue = await page("/escape", "de");
    expect(catalogue).toContain("Auf Französisch");
    expect(catalogue).toMatch(/<h3 lang="fr"><a[^>]*>La crypte oubliée/);
    const game = await page("/escape/manoir-horloger", "en");
    expect(game).toContain("In French");
    expect(game).toMatch(/<h1 id="game-title" lang="fr">/);
    // On a French site the text is in the page's language: no lang attribute to add.
    expect(await page("/escape/manoir-horloger")).toMatch(/<h1 id="game-title">/);
  });

  it("filters the catalogue by the game's language", async () => {
    await env.DB.prepare(
      "INSERT INTO games (id, creator_id, type, title, theme, difficulty, language) VALUES ('schloss', 'u_atelier', 'classic', 'Das verlorene Schloss', 'adventure', 'easy', 'de')",
    ).run();
    expect(listed(await page("/escape?language=de", "de"))).toEqual(["schloss"]);
    expect(listed(await page("/escape?language=fr", "de"))).toHaveLength(5);
    expect(await page("/escape?language=de", "de")).toContain("Auf Deutsch");
    expect((await get("/escape?language=klingon", HOSTS.de)).status).toBe(200);
  });
});

describe("ratings", () => {
  it("are written with each site's decimal separator", async () => {
    const summary = async (locale: LocaleCode) => (await page("/escape/manoir-horloger", locale)).match(/data-testid="rating-summary">([^<]*)</)?.[1];
    expect(await summary("fr")).toBe("4,7 sur 5 (3 avis)");
    expect(await summary("de")).toBe("4,7 von 5 (3 Bewertungen)");
    expect(await summary("en")).toBe("4.7 out of 5 (3 reviews)");
    expect(await summary("es")).toBe("4,7 de 5 (3 opiniones)");
    expect(await summary("it")).toBe("4,7 su 5 (3 recensioni)");
    expect(await page("/escape", "en")).toContain("4.7 out of 5 (3 reviews)");
    expect(await page("/escape")).toContain("5,0 sur 5 (1 avis)");
  });
});

/** What a game page says: the count in its summary (0 without one) and the reviews it lists. */
async function shownOnPage(id: string) {
  const html = await page(`/escape/${id}`);
  const count = Number(html.match(/data-testid="rating-summary">[^<(]*\((\d+) avis\)/)?.[1] ?? 0);
  const list = html.match(/<ul class="reviews">([\s\S]*?)<\/ul>/)?.[1] ?? "";
  return { count, listed: (list.match(/<li /g) ?? []).length, html };
}
const homeTotal = async () => Number((await page("/")).match(/<dt>avis de joueurs<\/dt><dd>(\d+)<\/dd>/)?.[1]);

describe("review counts", () => {
  it("agree for every seeded game: the count shown is the reviews listed, and the home total is their sum", async () => {
    let sum = 0;
    for (const game of seededGames) {
      const shown = await shownOnPage(game.id);
      const published = seededReviews.filter((r) => r.game_id === game.id && r.status === "approved");
      expect(shown.count, game.id).toBe(published.length);
      expect(shown.listed, game.id).toBe(published.length);
      if (published.length === 0) expect(shown.html).toContain("Aucun avis publié pour l&#x27;instant.");
      sum += shown.count;
    }
    expect(await homeTotal()).toBe(sum);
  });

  it("follow a review once it is approved, and never count one awaiting moderation or on a removed game", async () => {
    const before = await homeTotal();
    await env.DB.prepare("UPDATE reviews SET status = 'approved' WHERE id = 'r5'").run();
    const crypte = await shownOnPage("crypte-oubliee");
    expect([crypte.count, crypte.listed]).toEqual([1, 1]);
    expect(crypte.html).toContain("4,0 sur 5 (1 avis)");
    expect(await homeTotal()).toBe(before + 1);

    await env.DB.prepare("INSERT INTO reviews (id, game_id, rating, comment, status) VALUES ('r-wait', 'crypte-oubliee', 1, 'En attente', 'pending')").run();
    expect((await shownOnPage("crypte-oubliee")).count).toBe(1);

    await env.DB.prepare("UPDATE games SET status = 'removed' WHERE id = 'labo-volta'").run();
    expect(await homeTotal()).toBe(before);
  });
});
