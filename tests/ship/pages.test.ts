import { beforeAll, describe, expect, it } from "vitest";
import { verifiedAccount, type Account } from "./account";
import { call, HOSTS } from "./http";
import { ACCOUNT_PAGES, PUBLIC_PAGES, REFUSING_PAGES, STUDIO_PAGES } from "./page-families";

/**
 * Every page family of spec section 2, on the French and the German site, for a visitor and for a
 * logged-in player, from the shipped worker. A page answers in its site's language; the account area
 * sends a visitor to log in; an unknown path is the 404 page; nothing answers a server error.
 */

const lang = (html: string) => html.match(/<html[^>]*\slang="([^"]+)"/)?.[1];

describe.each([
  ["fr", HOSTS.fr, "fr"],
  ["de", HOSTS.de, "de"],
] as const)("on the %s site", (_name, host, language) => {
  it.each(PUBLIC_PAGES)("%s opens for a visitor in the site's language", async (path) => {
    const page = await call(path, { host });
    expect(page.status, path).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(lang(page.text)).toBe(language);
    expect(page.text).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each([...ACCOUNT_PAGES, "/account/r/x", "/welcome"])("%s sends a visitor away from the account area", async (path) => {
    const page = await call(path, { host });
    expect(page.status).toBe(302);
    // The account guard keeps where the visitor was going; the welcome guard goes home (spec section 4).
    expect(page.headers.location).toMatch(path === "/welcome" ? /^\/$/ : /^\/connect\?r=/);
  });

  it.each(REFUSING_PAGES)("%s refuses with a page of its own, never a server error", async (path) => {
    const page = await call(path, { host });
    expect([302, 400, 403, 404, 410]).toContain(page.status);
    if (page.status !== 302) expect(lang(page.text)).toBe(language);
  });

  it("answers an unknown path with the 404 page", async () => {
    const page = await call("/this/does/not/exist", { host });
    expect(page.status).toBe(404);
    expect(lang(page.text)).toBe(language);
  });
});

describe("sign-in options", () => {
  it.each(["/join", "/connect", "/connect?r=/escape"])("%s offers no Google sign-in while it is not configured", async (path) => {
    // npm start's configuration leaves GOOGLE_CLIENT_ID empty: the option would only answer "unavailable".
    const page = await call(path);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<a [^>]*href="\/auth\/google/);
  });
});

describe("for a logged-in player", () => {
  let player: Account;
  beforeAll(async () => {
    player = await verifiedAccount("pages");
  });

  it.each([...ACCOUNT_PAGES, "/welcome", `/c/__self__`])("%s opens", async (path) => {
    const page = await call(path.replace("__self__", player.username), { cookies: player.cookies });
    expect(page.status).toBe(200);
    expect(lang(page.text)).toBe("fr");
    expect(page.text).toContain(player.username);
  });

  it.each(STUDIO_PAGES)("%s opens in the studio", async (path) => {
    const page = await call(path, { cookies: player.cookies });
    expect(page.status).toBe(200);
    expect(lang(page.text)).toBe("fr");
  });

  it.each(PUBLIC_PAGES.filter((p) => p !== "/connect" && p !== "/join" && !p.startsWith("/connect?")))("%s still opens", async (path) => {
    const page = await call(path, { cookies: player.cookies, host: HOSTS.de });
    expect(page.status).toBe(200);
    expect(lang(page.text)).toBe("de");
  });
});
