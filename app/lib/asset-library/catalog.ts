import type { BaseLanguage } from "~/i18n/locales";
import type { FileKind } from "~/lib/projects/files/sniff";
import { PICTURES } from "./catalog-pictures";
import { SOUNDS } from "./catalog-sounds";

/**
 * The asset library (issue 27, ADR 046): pictures, panoramas and sounds shipped with the product under
 * public/library/, drawn and synthesised by scripts/make-library.mjs and released under CC0. Pure data shared by
 * the search route, the studio and the tests; public/library/LICENCES.md records the same licence per file.
 */

export const LIBRARY_LANGUAGES = ["fr", "de", "en", "es", "it"] as const satisfies readonly BaseLanguage[];
export type LibraryKind = Extract<FileKind, "image" | "panorama" | "sound">;
export const LIBRARY_KINDS = ["image", "panorama", "sound"] as const satisfies readonly LibraryKind[];
export type LibraryCategory = "object" | "icon" | "background" | "panorama" | "music" | "effect";

/** Per language: the title a creator sees, then the other words that find the asset, space-separated. */
export type Wording = Record<BaseLanguage, readonly [title: string, words: string]>;

export type LibraryAsset = {
  id: string;
  kind: LibraryKind;
  category: LibraryCategory;
  /** The address definitions store, served as a static file (never a project file, never counted in storage). */
  path: `/library/${string}`;
  wording: Wording;
  licence: "CC0-1.0";
  author: "Escaplay";
};

/** Every asset path starts with this; the studio and the storage rules tell library assets by it. */
export const LIBRARY_PREFIX = "/library/";

const KIND: Record<LibraryCategory, LibraryKind> = { object: "image", icon: "image", background: "image", panorama: "panorama", music: "sound", effect: "sound" };
const FOLDER: Record<LibraryCategory, string> = { object: "objects", icon: "icons", background: "backgrounds", panorama: "panoramas", music: "sounds", effect: "sounds" };
const EXTENSION: Record<LibraryKind, string> = { image: "svg", panorama: "png", sound: "wav" };

export type Entry = readonly [category: LibraryCategory, id: string, wording: Wording];

const asset = ([category, id, wording]: Entry): LibraryAsset => {
  const kind = KIND[category];
  return { id, kind, category, path: `/library/${FOLDER[category]}/${id}.${EXTENSION[kind]}`, wording, licence: "CC0-1.0", author: "Escaplay" };
};

export const LIBRARY: readonly LibraryAsset[] = [...PICTURES, ...SOUNDS].map(asset);

const BY_PATH = new Map<string, LibraryAsset>(LIBRARY.map((entry) => [entry.path, entry]));

/** The library asset a definition's value points at, if it is one. */
export const libraryAsset = (path: string | undefined): LibraryAsset | undefined => (path ? BY_PATH.get(path) : undefined);

export const isLibraryPath = (path: string | undefined): boolean => libraryAsset(path) !== undefined;
