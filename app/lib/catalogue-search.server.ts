import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, THEMES } from "../../db/schema";
import { namespaceFor } from "~/i18n/catalog.server";
import type { LocaleCode } from "~/i18n/locales";

/**
 * Folding for search: lower case, no accents, ligatures spelt out ("Enquête" and "enquete" meet,
 * "cœur" and "coeur" too), as the FTS5 index folds the stored titles (its tokenizer removes the marks,
 * the triggers spell the ligatures out).
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/gi, "oe").replace(/æ/gi, "ae").toLowerCase();
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

// The code columns' tokens, as the triggers of migration 0010 write them in `games_fts.codes`.
const CODE_PREFIX: Record<keyof NamedCodes, string> = { theme: "ztheme", type: "ztype", difficulty: "zdifficulty", language: "zlanguage" };

/** The word's pieces as FTS5's unicode61 tokenizer cuts them: runs of letters and digits. */
function tokensOf(word: string): string[] {
  const tokens = fold(word).match(/[\p{L}\p{N}]+/gu) ?? [];
  // "l'horloger" is the word "horloger": a lone letter would only widen the search.
  return tokens.length > 1 ? tokens.filter((token) => token.length > 1) : tokens;
}

/**
 * The search box as one FTS5 query over `games_fts` (ADR 029): every word must match the game, as the
 * start of a word of its title, summary or creator name (accents and case aside), or by naming its
 * theme, type, difficulty or language in the site's language. Only letters and digits reach the query,
 * quoted, so nothing typed is read as FTS5 syntax. Undefined when nothing searchable was typed.
 */
export function matchExpression(q: string, locale: LocaleCode): string | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const parts = words.flatMap((word) => {
    const tokens = tokensOf(word);
    const codes = codesNamedBy(word, locale);
    const named = (Object.keys(CODE_PREFIX) as (keyof NamedCodes)[]).flatMap((key) => codes[key].map((code) => `codes : ${CODE_PREFIX[key]}${code}`));
    const text = tokens.length ? [`{title summary creator} : (${tokens.map((token) => `"${token}"*`).join(" AND ")})`] : [];
    const either = [...text, ...named];
    return either.length ? [`(${either.join(" OR ")})`] : [];
  });
  return parts.length ? parts.join(" AND ") : undefined;
}

/**
 * A search's filters (a theme, a type…) as terms of its FTS5 query too, beside the SQL conditions that decide:
 * the index then hands over only the games of that theme, not every game the words match to be read and dropped.
 */
export function withFilterCodes(match: string, filters: Partial<Record<keyof NamedCodes, string>>): string {
  const codes = (Object.keys(CODE_PREFIX) as (keyof NamedCodes)[]).flatMap((key) => {
    const code = filters[key];
    return code ? [`codes : "${CODE_PREFIX[key]}${code}"`] : [];
  });
  return codes.length ? [`(${match})`, ...codes].join(" AND ") : match;
}
