import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { htmlLang } from "./http";
import { COMPANY, publishedBy, readable, send } from "./brand-fixtures";
import { remove, uniqueHost } from "./domains-fixtures";
import { playPageLoader } from "../../app/lib/play/play-page.server";
import { runLoader, sessionCall } from "./play-fixtures";
import { createMulti, granted } from "./play-multi-fixtures";
import {
  BRAND_NAME,
  companyOnHost,
  expectBrandNotFound,
  expectNoPlatform,
  expectPlatformNotFound,
  onHost,
  setGrade,
  verifiedHost,
  whiteLabelGame,
} from "./domains-routing-fixtures";

/** Routing by host (ADR 044): a company's verified custom host serves its white-label games and nothing else. */

describe("a verified custom host", () => {
  it("serves the company's white-label game: its play page and its share link, with no trace of the platform", async () => {
    const { host, game } = await companyOnHost();
    const play = await onHost(host, `/play/${game.id}`);
    expect(play.status).toBe(200);
    const html = await play.text();
    expectNoPlatform(html, "play page");
    expect(readable(html).title).toContain(BRAND_NAME);
    expect(readable(html).text).toContain(BRAND_NAME);

    const share = await onHost(host, `/sh/${game.id}`);
    expect(share.status).toBe(302);
    // A path, so the player stays on the company's host.
    expect(share.headers.get("Location")).toBe(`/play/${game.id}`);
  });

  it("serves a multiplayer session of the game: created on the host, its page and its join page", async () => {
    const { host, game, owner } = await companyOnHost();
    await env.DB.prepare("UPDATE games SET multi = 1 WHERE id = ?").bind(game.id).run();
    const created = await granted(await sessionCall(createMulti(game.id, { guests: true }), { cookie: owner.cookie, host }), 201);
    const code = created.sessionId;
    for (const path of [`/play/${game.id}/${code}`, `/play/${game.id}/${code}/join`]) {
      const page = await onHost(host, path);
      expect(page.status, path).toBe(200);
      expectNoPlatform(await page.text(), path);
    }
    // A visitor's own session call on the host (no account, same origin) is answered, not refused.
    const solo = await sessionCall({ intent: "create", gameId: game.id, mode: "solo", routeKind: "public" }, { host });
    expect(solo.status, "solo session on the host").toBeLessThan(400);
  });

  it("opens and joins sessions of the company's games only", async () => {
    const { host } = await companyOnHost();
    const plain = await publishedBy(COMPANY);
    await env.DB.prepare("UPDATE games SET multi = 1 WHERE id = ?").bind(plain.game.id).run();
    const solo = await sessionCall({ intent: "create", gameId: plain.game.id, mode: "solo", routeKind: "public" }, { host });
    expect(solo.status).toBe(404);
    expect(await solo.json()).toMatchObject({ error: "not-found" });
    // A session of that game, opened on the platform's host, cannot be joined on the company's.
    const code = (await granted(await sessionCall(createMulti(plain.game.id, { guests: true }), { cookie: plain.owner.cookie }), 201)).sessionId;
    const joined = await sessionCall({ intent: "join", sessionId: code, name: "Zoé" }, { host });
    expect(joined.status).toBe(404);
    expect(await joined.json()).toMatchObject({ error: "not-found" });
    // The same join on the platform's host is let in.
    expect((await sessionCall({ intent: "join", sessionId: code, name: "Zoé" })).status).toBeLessThan(400);
  });

  it("serves a private white-label game on its private route, and its share link leads there", async () => {
    const { host, game } = await companyOnHost();
    await env.DB.prepare("UPDATE games SET visibility = 'private' WHERE id = ?").bind(game.id).run();
    const share = await onHost(host, `/sh/${game.id}`);
    expect(share.headers.get("Location")).toBe(`/private/${game.id}`);
    const page = await onHost(host, `/private/${game.id}`);
    expect(page.status).toBe(200);
    expectNoPlatform(await page.text(), "private play page");
  });

  it("refuses the platform's pages, another company's game and a plain game with a 404 in the company's brand", async () => {
    const { host } = await companyOnHost();
    const other = await whiteLabelGame();
    const plain = await publishedBy(COMPANY);
    const paths = [
      "/",
      "/escape",
      `/escape/${plain.game.id}`,
      "/project",
      "/account",
      "/account/domain",
      "/connect",
      "/join",
      "/code",
      "/plans",
      `/playTest/${plain.project.id}`,
      `/play/${other.game.id}`,
      `/play/${plain.game.id}`,
      `/sh/${other.game.id}`,
      `/sh/${plain.game.id}`,
      "/sh",
      "/v1/health",
      "/dev/mailbox",
    ];
    for (const path of paths) await expectBrandNotFound(await onHost(host, path), path);
    // Scripts get the refusal as JSON.
    const data = await onHost(host, "/escape.data", { Accept: "*/*" });
    expect(data.status).toBe(404);
    expect(await data.json()).toMatchObject({ error: "not-found" });
  });

  it("refuses a post to a page of the platform before it runs", async () => {
    const { host, owner } = await companyOnHost();
    const res = await SELF.fetch(`http://${host}/account/brand`, {
      method: "POST",
      headers: { Host: host, Origin: `http://${host}`, Cookie: owner.cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams({ name: "Détournée", primaryColor: "#000000", accentColor: "#ffffff", logoKey: "", supportEmail: "" }),
      redirect: "manual",
    });
    await expectBrandNotFound(res, "POST /account/brand");
    const brand = await env.DB.prepare("SELECT name FROM company_brands WHERE user_id = ?").bind(owner.id).first<{ name: string }>();
    expect(brand?.name).toBe(BRAND_NAME);
  });
});

describe("a host that is not served", () => {
  it("gets the platform's 404 while unverified, and for a name nobody registered", async () => {
    const { owner, game } = await whiteLabelGame();
    const pending = uniqueHost();
    expect((await send("/account/domain", { intent: "register", host: pending }, owner.cookie)).status).toBe(302);
    await expectPlatformNotFound(await onHost(pending, `/play/${game.id}`), "pending host");
    await expectPlatformNotFound(await onHost(uniqueHost("inconnu"), `/play/${game.id}`), "unknown host");
  });

  it("is taken down at once when the company removes its domain", async () => {
    const { host, id, game, owner } = await companyOnHost();
    expect((await onHost(host, `/play/${game.id}`)).status).toBe(200);
    expect((await remove(owner.cookie, id)).status).toBe(302);
    await expectPlatformNotFound(await onHost(host, `/play/${game.id}`), "removed host");
    // The game stays on the platform's host.
    expect((await onHost("escaplay.fr", `/play/${game.id}`)).status).toBe(200);
  });

  it("is taken down at once when the company's plan ends, and back when it is renewed", async () => {
    const { host, game, owner } = await companyOnHost();
    await setGrade(owner.id, 3);
    await expectPlatformNotFound(await onHost(host, `/play/${game.id}`), "plan ended");
    await setGrade(owner.id, COMPANY);
    expect((await onHost(host, `/play/${game.id}`)).status).toBe(200);
  });
});

describe("the language of a custom host", () => {
  it("is the company's choice: neither the host's suffix nor the visitor's cookie picks it", async () => {
    const { owner, game } = await whiteLabelGame();
    // A .it host would be Italian on the platform's rules.
    const { host, id } = await verifiedHost(owner.cookie, uniqueHost("giochi").replace(/\.test$/, ".it"));
    expect(htmlLang(await (await onHost(host, `/play/${game.id}`, { Cookie: "_lang=es" })).text())).toBe("fr");

    const chosen = await send("/account/domain", { intent: "locale", id, locale: "de" }, owner.cookie);
    expect(chosen.headers.get("Location")).toBe("/account/domain?done=locale");
    const play = await (await onHost(host, `/play/${game.id}`, { Cookie: "_lang=es" })).text();
    expect(htmlLang(play)).toBe("de");
    expectNoPlatform(play, "German play page");
    const missing = await onHost(host, "/escape");
    expect(htmlLang(await missing.clone().text())).toBe("de");
    expect(readable(await missing.text()).title).toContain("Seite nicht gefunden");
  });

  it("is refused for a domain that is not the account's own", async () => {
    const { id } = await companyOnHost();
    const { owner: other } = await whiteLabelGame();
    expect((await send("/account/domain", { intent: "locale", id, locale: "de" }, other.cookie)).status).toBe(404);
    const row = await env.DB.prepare("SELECT locale FROM company_domains WHERE id = ?").bind(id).first<{ locale: string }>();
    expect(row?.locale).toBe("fr");
  });
});

describe("a session link of a company's game", () => {
  it("leads to the company's host from the platform's, once the host is verified", async () => {
    const { owner, game } = await whiteLabelGame();
    await env.DB.prepare("UPDATE games SET multi = 1 WHERE id = ?").bind(game.id).run();
    const shareOrigin = async () => (await runLoader<{ shareOrigin: string | null }>(playPageLoader, `/play/${game.id}`)).data?.shareOrigin;
    expect(await shareOrigin()).toBeNull();
    const { host } = await verifiedHost(owner.cookie);
    expect(await shareOrigin()).toBe(`http://${host}`);
  });
});

describe("the rooms' question about an origin", () => {
  const ask = (origin: string, secret = env.ROOM_SERVICE_SECRET) =>
    SELF.fetch(`http://escaplay.fr/v1/internal/custom-origins?origin=${encodeURIComponent(origin)}`, {
      headers: { Host: "escaplay.fr", Authorization: `Bearer ${secret}` },
    });

  it("grants a verified custom host's origin and nothing else, to the rooms only", async () => {
    const { host, owner } = await companyOnHost();
    expect(await (await ask(`http://${host}`)).json()).toEqual({ allowed: true });
    expect(await (await ask(`http://${uniqueHost()}`)).json()).toEqual({ allowed: false });
    expect(await (await ask("https://escaplay.fr")).json()).toEqual({ allowed: false });
    expect(await (await ask(`http://${host}/path`)).json()).toEqual({ allowed: false });
    expect((await ask(`http://${host}`, "wrong")).status).toBe(401);
    await setGrade(owner.id, 3);
    expect(await (await ask(`http://${host}`)).json()).toEqual({ allowed: false });
  });
});
