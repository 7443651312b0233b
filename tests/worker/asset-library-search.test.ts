import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "./http";

/** GET /resources/asset-library (issue 27, ADR 046): the library searched in the site's language, garbage refused. */

type Answer = { language: string; results: { title: string; kind: string; path: string; licence: string; author: string }[] };
type Refusal = { error: string; message: string };

const search = (query: string, host = "escaplay.fr", headers: Record<string, string> = {}) =>
  get(`/resources/asset-library${query}`, host, { Accept: "application/json", ...headers });

async function answer(query: string, host?: string, headers?: Record<string, string>): Promise<Answer> {
  const res = await search(query, host, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
}

async function refusal(query: string, host?: string): Promise<Refusal> {
  const res = await search(query, host);
  expect(res.status, await res.clone().text()).toBe(400);
  return (await res.json()) as Refusal;
}

describe("searching the asset library", () => {
  it("finds the key by “cle” on the French site and names it in French, with its licence", async () => {
    const res = await search("?q=cle");
    expect(res.headers.get("Content-Language")).toBe("fr");
    const { language, results } = (await res.json()) as Answer;
    expect(language).toBe("fr");
    expect(results[0]).toEqual({ id: "key", kind: "image", category: "object", path: "/library/objects/key.svg", title: "Clé", licence: "CC0-1.0", author: "Escaplay" });
  });

  it("answers in the language of each site: German words on escaplay.de, French on escaplay.ch, Italian when chosen", async () => {
    expect((await answer("?q=schl", "escaplay.de")).results[0].title).toBe("Schlüssel");
    expect((await answer("?q=schl", "escaplay.fr")).results).toEqual([]);
    expect((await answer("?q=cle", "escaplay.ch")).results[0].title).toBe("Clé");
    expect((await answer("?q=chiave", "127.0.0.1:8787", { Cookie: "_lang=it" })).results[0].title).toBe("Chiave");
  });

  it("keeps to the kind asked for: sounds only for a sound field", async () => {
    const { results } = await answer("?q=foret&kind=sound");
    expect(results.map((r) => r.title)).toEqual(["Forêt la nuit"]);
    const all = await answer("?kind=sound");
    expect(all.results.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.results.map((r) => r.kind))).toEqual(new Set(["sound"]));
  });

  it("refuses an unknown kind, an over-long search and repeated or unknown parameters, in the site's language", async () => {
    expect(await refusal("?kind=video")).toEqual({ error: "kind", message: "Type inconnu : choisissez une image, un panorama ou un son." });
    expect((await refusal("?kind=video", "escaplay.de")).message).toBe("Unbekannter Typ: Wähle ein Bild, ein Panorama oder einen Klang.");
    expect(await refusal(`?q=${"a".repeat(81)}`, "escaplay.eu")).toEqual({ error: "query", message: "The search is too long: 80 characters at most." });
    expect((await refusal("?kind=image&kind=sound")).error).toBe("kind");
    expect((await refusal("?q=cle&admin=1")).error).toBe("invalid");
  });

  it("has every path it answers among the site's static files", async () => {
    const { results } = await answer("?q=");
    expect(results.length).toBeGreaterThanOrEqual(50);
    for (const { path } of results) expect((await env.ASSETS.fetch(`http://escaplay.fr${path}`)).status, path).toBe(200);
    const res = await env.ASSETS.fetch("http://escaplay.fr/library/objects/key.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain("<title>Key</title>");
  });
});
