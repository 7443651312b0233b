import { describe, expect, it } from "vitest";
import { get, htmlLang, title } from "./http";

describe("the 404 page", () => {
  it("answers an unknown path with status 404, an image, the title, a link home and a go-back link", async () => {
    const res = await get("/this/does/not/exist");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Cette page est introuvable");
    expect(html).toMatch(/<img[^>]+src="\/images\/not-found.svg"[^>]+alt="[^"]+"/);
    expect(html).toContain('href="/"');
    expect(html).toContain("Revenir en arrière");
    expect(title(html)).toBe("Cette page est introuvable · Escaplay");
  });

  it.each([
    ["escaplay.eu", "en", "This page could not be found"],
    ["escaplay.de", "de", "Diese Seite wurde nicht gefunden"],
    ["escaplay.es", "es", "No se ha encontrado esta página"],
    ["escaplay.it", "it", "Impossibile trovare questa pagina"],
    ["escaplay.ch", "fr-CH", "Cette page est introuvable"],
  ])("is localized on %s", async (host, lang, text) => {
    const res = await get("/nope", host);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(htmlLang(html)).toBe(lang);
    expect(html).toContain(text);
  });

  it("keeps the site's top bar and footer around it", async () => {
    const html = await (await get("/nope")).text();
    expect(html).toContain('class="top-bar"');
    expect(html).toContain('class="site-footer"');
  });

  it("answers unknown API paths with JSON, not a page", async () => {
    const res = await get("/v1/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found" });
  });
});
