import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AssetSchema } from "~/engine/definition/common";
import { assetUrl } from "~/play/format";
import { LIBRARY, LIBRARY_LANGUAGES, libraryAsset } from "~/lib/asset-library/catalog";
import { fold, searchLibrary } from "~/lib/asset-library/search";

/** The asset library (issue 27, ADR 046): every listed file shipped, licensed CC0, findable in each language. */

const svgs = import.meta.glob<string>("../../public/library/**/*.svg", { query: "?raw", import: "default", eager: true });
const binaries = import.meta.glob<string>("../../public/library/**/*.{png,wav}", { query: "?inline", import: "default", eager: true });
const licences = import.meta.glob<string>("../../public/library/LICENCES.md", { query: "?raw", import: "default", eager: true });

const fileOf = (path: string) => `../../public${path}`;
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const u32 = (bytes: Uint8Array, at: number, little: boolean) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, little);
const ascii = (bytes: Uint8Array, from: number, to: number) => new TextDecoder().decode(bytes.slice(from, to));

/** LICENCES.md lines: "- /library/objects/key.svg | CC0-1.0 | Escaplay | Key". */
const licenceLines = new Map(
  Object.values(licences)[0]
    .split("\n")
    .filter((line) => line.startsWith("- /library/"))
    .map((line) => line.slice(2).split(" | "))
    .map(([path, licence, author]) => [path, { licence, author }]),
);

describe("the library's files", () => {
  it("holds objects, icons, backgrounds, panoramas, music and effects", () => {
    const count = (category: string) => LIBRARY.filter((asset) => asset.category === category).length;
    expect(count("object")).toBeGreaterThanOrEqual(24);
    expect(count("icon")).toBeGreaterThanOrEqual(10);
    expect(count("background")).toBeGreaterThanOrEqual(6);
    expect(count("panorama")).toBeGreaterThanOrEqual(2);
    expect(count("music") + count("effect")).toBeGreaterThanOrEqual(12);
    expect(new Set(LIBRARY.map((asset) => asset.path)).size).toBe(LIBRARY.length);
  });

  it("lists every file it ships, and ships every file it lists", () => {
    const shipped = [...Object.keys(svgs), ...Object.keys(binaries)].sort();
    expect(shipped).toEqual(LIBRARY.map((asset) => fileOf(asset.path)).sort());
  });

  it("records each file's licence in LICENCES.md as the catalogue does: CC0, by Escaplay", () => {
    expect([...licenceLines.keys()].sort()).toEqual(LIBRARY.map((asset) => asset.path).sort());
    for (const asset of LIBRARY) {
      expect(asset.licence).toBe("CC0-1.0");
      expect(licenceLines.get(asset.path), asset.path).toEqual({ licence: asset.licence, author: asset.author });
    }
  });

  it("gives every picture a title, and backgrounds the 16:9 of a scene", () => {
    for (const asset of LIBRARY.filter((a) => a.path.endsWith(".svg"))) {
      const text = svgs[fileOf(asset.path)];
      expect(text, asset.path).toMatch(/<title>[^<]+<\/title>/);
      expect(text).not.toMatch(/<script|on\w+=|href="(?!#)/i);
      // A repeated attribute makes the whole file unreadable to browsers (XML forbids it): no picture at all.
      for (const tag of text.match(/<[a-z][^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z:-]+)=/g)].map((m) => m[1]);
        expect(new Set(names).size, `${asset.path}: ${tag}`).toBe(names.length);
      }
      if (asset.category === "background") expect(text, asset.path).toContain('viewBox="0 0 960 540"');
    }
  });

  it("has 2:1 PNG panoramas and small PCM WAV sounds", () => {
    for (const asset of LIBRARY.filter((a) => a.kind !== "image")) {
      const bytes = bytesOf(binaries[fileOf(asset.path)]);
      expect(bytes.length, asset.path).toBeLessThan(200 * 1024);
      if (asset.kind === "panorama") {
        expect(ascii(bytes, 1, 4)).toBe("PNG");
        expect(u32(bytes, 16, false), asset.path).toBe(2 * u32(bytes, 20, false));
      } else {
        expect([ascii(bytes, 0, 4), ascii(bytes, 8, 16), ascii(bytes, 36, 40)], asset.path).toEqual(["RIFF", "WAVEfmt ", "data"]);
        expect(u32(bytes, 40, true)).toBe(bytes.length - 44);
      }
    }
  });
});

describe("the catalogue's words", () => {
  it("give every asset a title and search words in French, German, English, Spanish and Italian", () => {
    for (const asset of LIBRARY) {
      for (const language of LIBRARY_LANGUAGES) {
        const [title, words] = asset.wording[language];
        expect(title.trim(), `${asset.id} ${language}`).not.toBe("");
        expect(words.trim(), `${asset.id} ${language}`).not.toBe("");
      }
    }
  });

  it("gives addresses a game definition accepts and the player loads as they are, from the site", () => {
    for (const asset of LIBRARY) {
      expect(v.safeParse(AssetSchema, asset.path).success, asset.path).toBe(true);
      expect(assetUrl(asset.path)).toBe(asset.path);
    }
  });

  it("tells a library address from any other", () => {
    expect(libraryAsset("/library/objects/key.svg")?.wording.fr[0]).toBe("Clé");
    expect(libraryAsset("/library/objects/nothing.svg")).toBeUndefined();
    expect(libraryAsset("/files/u/1/p/2/key.svg")).toBeUndefined();
  });
});

describe("searching the library", () => {
  const titles = (...args: Parameters<typeof searchLibrary>) => searchLibrary(...args).map((result) => result.title);

  it("finds the key by “cle” in French, accents and case aside", () => {
    expect(titles({ query: "cle", language: "fr" })[0]).toBe("Clé");
    expect(titles({ query: "CLÉ", language: "fr" })[0]).toBe("Clé");
  });

  it("finds the key by “schl” in German, answering in German", () => {
    const results = searchLibrary({ query: "schl", language: "de" });
    expect(results[0]).toMatchObject({ title: "Schlüssel", path: "/library/objects/key.svg", licence: "CC0-1.0", author: "Escaplay" });
    expect(titles({ query: "schlussel", language: "de" })).toContain("Schlüssel");
  });

  it("searches the site's language only", () => {
    expect(titles({ query: "key", language: "fr" })).toEqual([]);
    expect(titles({ query: "key", language: "en" })[0]).toBe("Key");
  });

  it("spells out ligatures, so “oeil” finds “Œil”", () => {
    expect(fold("Œil Straße")).toBe("oeil strasse");
    expect(titles({ query: "oeil", language: "fr" })).toContain("Œil");
  });

  it("wants every typed word, and ranks title matches before other words", () => {
    expect(titles({ query: "carte tresor", language: "fr" })).toEqual(["Carte au trésor"]);
    // The "lock opened" sound has the word in its title; the key and the padlock only among their other words.
    const found = titles({ query: "serrure", language: "fr" });
    expect(found[0]).toBe("Serrure ouverte");
    expect(found).toContain("Clé");
    expect(found.indexOf("Serrure ouverte")).toBeLessThan(found.indexOf("Clé"));
  });

  it("keeps to the field's kind: sounds for a sound field, pictures and panoramas for a picture field", () => {
    const sounds = searchLibrary({ query: "", language: "fr", kind: "sound" });
    expect(sounds.length).toBe(LIBRARY.filter((a) => a.kind === "sound").length);
    expect(sounds.every((result) => result.kind === "sound")).toBe(true);
    expect(titles({ query: "foret", language: "fr", kind: "image" })).toEqual(["Forêt de nuit"]);
    expect(titles({ query: "foret", language: "fr", kind: "sound" })).toEqual(["Forêt la nuit"]);
    const panoramas = searchLibrary({ query: "", language: "en", kind: "panorama" });
    expect(panoramas.map((r) => r.kind)).toEqual(["panorama", "panorama", "panorama"]);
    expect(searchLibrary({ query: "360", language: "en", kind: "image" }).map((r) => r.kind)).toEqual(["panorama", "panorama", "panorama"]);
  });
});
