import { describe, expect, it } from "vitest";
import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, THEMES } from "../../db/schema";
import { namespaceFor } from "../../app/i18n/catalog.server";
import { LOCALE_CODES } from "../../app/i18n/locales";
import { codesNamedBy, fold } from "../../app/lib/catalogue-search.server";
import { formatRating } from "../../app/lib/numbers";

describe("search folding", () => {
  it("drops accents, case and ligatures the way the SQL side does", () => {
    expect(fold("Enquête")).toBe("enquete");
    expect(fold("ÉNIGME À L'ÉCOLE")).toBe("enigme a l'ecole");
    expect(fold("Cœur")).toBe("coeur");
    expect(fold("Französisch")).toBe("franzosisch");
    expect(fold("Difícil")).toBe("dificil");
  });
});

describe("the names of themes, types, difficulties and languages", () => {
  const tables = [
    ["themes", "theme", THEMES],
    ["gameTypes", "type", GAME_TYPES],
    ["difficulties", "difficulty", DIFFICULTIES],
    ["gameLanguages", "language", GAME_LANGUAGES],
  ] as const;

  it.each(LOCALE_CODES)("are one name per code on the %s site, and each name finds its own code", (locale) => {
    const common = namespaceFor(locale, "common") as Record<string, Record<string, string>>;
    for (const [table, key, codes] of tables) {
      for (const code of codes) {
        const name = common[table][code];
        expect(name, `${locale} ${table}.${code}`).toBeTruthy();
        expect(codesNamedBy(name, locale)[key], `${locale}: ${name}`).toEqual([code]);
      }
    }
  });

  it("ignores a single letter, which would name nearly everything", () => {
    expect(codesNamedBy("e", "fr")).toEqual({ theme: [], type: [], difficulty: [], language: [] });
  });
});

describe("ratings", () => {
  it("use the locale's decimal separator and one decimal", () => {
    expect(formatRating(4.7, "fr-FR")).toBe("4,7");
    expect(formatRating(4.7, "de-DE")).toBe("4,7");
    expect(formatRating(4.7, "en-GB")).toBe("4.7");
    expect(formatRating(5, "it-IT")).toBe("5,0");
  });
});
