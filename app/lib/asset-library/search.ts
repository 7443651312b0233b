import type { BaseLanguage } from "~/i18n/locales";
import { LIBRARY, type LibraryAsset, type LibraryCategory, type LibraryKind } from "./catalog";

/**
 * Finding a library asset by word in the site's language (ADR 046). Creators type the start of a word, often
 * without its accents, on a phone keyboard: so case, accents and ligatures are ignored ("cle" finds "Clé",
 * "schl" finds "Schlüssel", "oeil" finds "Œil") and every typed word must begin a word of the asset. Assets
 * whose title holds the words come before those found by their other words. Pure: the route, the studio and
 * the tests share it.
 */

/** Lower case, without accents, ligatures spelt out, so "Œil" and "oeil" or "Straße" and "strasse" meet. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** The words of a text: letters and digits, split at spaces, apostrophes and hyphens ("d'or", "tic-tac"). */
export const wordsOf = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether an asset of `kind` fits a field asking for `wanted`: image fields also take panoramas, as for project files. */
export const fits = (kind: LibraryKind, wanted: LibraryKind): boolean => kind === wanted || (wanted === "image" && kind === "panorama");

export type LibraryResult = {
  id: string;
  kind: LibraryKind;
  category: LibraryCategory;
  path: string;
  title: string;
  licence: string;
  author: string;
};

export const present = (asset: LibraryAsset, language: BaseLanguage): LibraryResult => ({
  id: asset.id,
  kind: asset.kind,
  category: asset.category,
  path: asset.path,
  title: asset.wording[language][0],
  licence: asset.licence,
  author: asset.author,
});

/** 2 per typed word found in the title, 1 per word found only among the other words; null when one is missing. */
function score(asset: LibraryAsset, language: BaseLanguage, typed: string[]): number | null {
  const [title, words] = asset.wording[language];
  const inTitle = wordsOf(title);
  const inWords = wordsOf(words);
  let total = 0;
  for (const word of typed) {
    if (inTitle.some((w) => w.startsWith(word))) total += 2;
    else if (inWords.some((w) => w.startsWith(word))) total += 1;
    else return null;
  }
  return total;
}

export function searchLibrary({ query, language, kind }: { query: string; language: BaseLanguage; kind?: LibraryKind }): LibraryResult[] {
  const typed = wordsOf(query);
  const found: { asset: LibraryAsset; score: number; order: number }[] = [];
  LIBRARY.forEach((asset, order) => {
    if (kind && !fits(asset.kind, kind)) return;
    const points = score(asset, language, typed);
    if (points !== null) found.push({ asset, score: points, order });
  });
  // Array.prototype.sort is stable: equal scores keep the catalogue's order (objects, icons, scenes…).
  found.sort((a, b) => b.score - a.score || a.order - b.order);
  return found.map(({ asset }) => present(asset, language));
}
