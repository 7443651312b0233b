import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, games, THEMES } from "../../db/schema";
import { namespaceFor } from "~/i18n/catalog.server";
import type { LocaleCode } from "~/i18n/locales";

/**
 * Folding for search: lower case, no accents, ligatures spelt out ("Enquête" and "enquete" meet,
 * "cœur" and "coeur" too). The same folding runs on the typed words (here) and on the stored titles
 * (in SQL, below), since SQLite's lower() and LIKE only fold ASCII.
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/gi, "oe").replace(/æ/gi, "ae").toLowerCase();
}

// Letters the five site languages write with marks, by the letter they fold to.
const ACCENTED: Record<string, string> = {
  a: "àáâãäåÀÁÂÃÄÅ",
  c: "çÇ",
  e: "èéêëÈÉÊË",
  i: "ìíîïÌÍÎÏ",
  n: "ñÑ",
  o: "òóôõöÒÓÔÕÖ",
  u: "ùúûüÙÚÛÜ",
  y: "ýÿÝŸ",
  oe: "œŒ",
  ae: "æÆ",
};
const REPLACEMENTS = Object.entries(ACCENTED).flatMap(([plain, marked]) => [...marked].map((letter) => [letter, plain] as const));

/** fold() in SQL: a chain of replace() over fixed literals (no bound parameters, D1 allows 100 a statement). */
export function foldedSql(column: SQLWrapper): SQL {
  let expression = sql`${column}`;
  for (const [letter, plain] of REPLACEMENTS) expression = sql`replace(${expression}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${plain}'`)})`;
  return sql`lower(${expression})`;
}

type NamedCodes = { theme: string[]; type: string[]; difficulty: string[]; language: string[] };

/** The names a site gives to each theme, type, difficulty and game language, folded. */
function siteNames(locale: LocaleCode): Record<keyof NamedCodes, [string, string][]> {
  const common = namespaceFor(locale, "common") as Record<string, Record<string, string>>;
  const names = (table: string, codes: readonly string[]) => codes.map((code): [string, string] => [code, fold(common[table]?.[code] ?? code)]);
  return {
    theme: names("themes", THEMES),
    type: names("gameTypes", GAME_TYPES),
    difficulty: names("difficulties", DIFFICULTIES),
    language: names("gameLanguages", GAME_LANGUAGES),
  };
}

/**
 * The codes a typed word names on this site: "horreur" on escaplay.fr and "Horror" on escaplay.de are
 * the horror theme, "360" the 360 type, "facile" the easy difficulty. A word names a code when it is
 * part of the name ("2d", "enquet") or the name is part of it ("horreurs").
 */
export function codesNamedBy(word: string, locale: LocaleCode): NamedCodes {
  const folded = fold(word);
  const matches = (name: string) => folded.length >= 2 && (name.includes(folded) || (name.length >= 4 && folded.includes(name)));
  const named = siteNames(locale);
  const pick = (key: keyof NamedCodes) => named[key].filter(([, name]) => matches(name)).map(([code]) => code);
  return { theme: pick("theme"), type: pick("type"), difficulty: pick("difficulty"), language: pick("language") };
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** `column IN (...)` over codes from the schema's own lists, written as literals to spare bound parameters. */
function among(column: SQLWrapper, codes: string[]): SQL | undefined {
  return codes.length ? sql`${column} IN (${sql.raw(codes.map((code) => `'${code}'`).join(", "))})` : undefined;
}

/**
 * The search box's condition: every word must match the game, in its title or summary (accents and
 * case aside) or by naming its theme, type, difficulty or language in the site's language.
 */
export function searchCondition(q: string, locale: LocaleCode): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const text = foldedSql(sql`${games.title} || ' ' || ${games.summary}`);
  const perWord = words.map((word) => {
    const codes = codesNamedBy(word, locale);
    return or(
      sql`${text} LIKE ${`%${escapeLike(fold(word))}%`} ESCAPE '\\'`,
      among(games.theme, codes.theme),
      among(games.type, codes.type),
      among(games.difficulty, codes.difficulty),
      among(games.language, codes.language),
    );
  });
  return perWord.length ? and(...perWord) : undefined;
}
