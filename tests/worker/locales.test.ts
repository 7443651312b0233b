import { describe, expect, it } from "vitest";
import { get, htmlLang, setCookies, title } from "./http";

describe("one site per locale, chosen by the host", () => {
  it.each([
    ["spiele.escaplay.de", "de", "Escaplay Deutschland", "Spielen"],
    ["escaplay.ch", "fr-CH", "Escaplay Suisse", "Jouer"],
    ["escaplay.be", "fr-BE", "Escaplay Belgique", "Encoder un code"],
    ["escaplay.eu", "en", "Escaplay", "Play"],
    ["escaplay.co.uk", "en", "Escaplay", "Play"],
    ["escaplay.es", "es", "Escaplay España", "Jugar"],
    ["escaplay.it", "it", "Escaplay Italia", "Gioca"],
    ["escaplay.com", "fr", "Escaplay", "Jouer"],
    ["127.0.0.1:8787", "fr", "Escaplay", "Jouer"],
  ])("%s serves lang=%s with its site name", async (host, lang, siteName, play) => {
    const html = await (await get("/", host)).text();
    expect(htmlLang(html)).toBe(lang);
    expect(title(html)).toMatch(new RegExp(` · ${siteName}$`));
    expect(html).toContain(`>${play}<`);
  });

  it("translates page titles, not just the chrome", async () => {
    expect(title(await (await get("/escape", "escaplay.de")).text())).toBe("Alle Escape Games · Escaplay Deutschland");
    expect(title(await (await get("/escape", "escaplay.fr")).text())).toBe("Tous les escape games · Escaplay");
  });

  it("offers a link to each of the seven sites, each named in its own language", async () => {
    const html = await (await get("/escape", "127.0.0.1:8787")).text();
    for (const code of ["fr", "de", "ch", "be", "en", "es", "it"]) {
      expect(html).toContain(`href="/resources/locale?to=${code}&amp;r=%2Fescape"`);
    }
    expect(html).toContain('lang="de"');
  });

  it("remembers a language chosen on a host that names none, and goes back to the page", async () => {
    const res = await get("/resources/locale?to=it&r=/escape", "127.0.0.1:8787");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/escape");
    const cookie = setCookies(res).find((c) => c.startsWith("_lang="));
    expect(cookie).toMatch(/^_lang=it; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    const html = await (await get("/escape", "127.0.0.1:8787", { Cookie: "_lang=it" })).text();
    expect(htmlLang(html)).toBe("it");
  });

  it("lets the host win over a remembered choice", async () => {
    const html = await (await get("/", "escaplay.de", { Cookie: "_lang=it" })).text();
    expect(htmlLang(html)).toBe("de");
  });

  it("refuses to bounce a language link off to another site", async () => {
    const res = await get("/resources/locale?to=de&r=//evil.example/x", "127.0.0.1:8787");
    expect(res.headers.get("Location")).toBe("/");
    const bad = await get("/resources/locale?to=xx&r=/plans", "127.0.0.1:8787");
    expect(bad.headers.get("Location")).toBe("/plans");
    expect(setCookies(bad)).toHaveLength(0);
  });
});
