import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { mailCount } from "./accounts-fixtures";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { rowsOf } from "./projects-fixtures";

/**
 * The site's front door (app/lib/request-guard.server.ts): a write that another site's page makes a browser send
 * is refused with 403 before any route runs, whichever route it aims at, and changes nothing. A page sees the
 * site's own error page, a script JSON. Logging out is such a write, so a link or an image elsewhere cannot end a
 * session.
 */

const EVIL = "https://evil.example";

/** Every route that takes a post, in the forms people and scripts send (pages, `.data`, resource routes). */
const WRITE_PATHS = [
  "/connect", "/join", "/reset", "/contact", "/code", "/quit",
  "/project", "/project2D", "/project360", "/project/p_any", "/project2D/p_any", "/project360/p_any",
  "/account", "/account/mail", "/account/newsletter", "/escape/labo-volta", "/invitation/any-token", "/moderation",
  "/resources/consent", "/resources/account-validation", "/resources/play-session", "/resources/test-play-session",
  "/resources/project-ticket", "/resources/project-versions", "/resources/project-files/p_any",
  "/connect.data", "/project.data", "/_root.data", "/escape/labo-volta.data",
];

function crossSitePost(path: string, cookie: string, headers: Record<string, string> = { Origin: EVIL }) {
  return SELF.fetch(`http://escaplay.fr${path}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create", type: "classic", title: "Piège", decision: "accept" }),
    headers: { Host: "escaplay.fr", "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Cookie: cookie, ...headers },
    redirect: "manual",
  });
}

const refusedText = (locale: "fr" | "de", key: "title" | "text") => translate(locale, `common.refused.cross-site.${key}`);

describe("a write from another site", () => {
  it("is refused with 403 on every route that takes a post, as a page or as JSON, signed in or not", async () => {
    const me = await signedIn(1);
    for (const cookie of [me.cookie, ""]) {
      for (const path of WRITE_PATHS) {
        const res = await crossSitePost(path, cookie);
        expect(res.status, `${path} ${cookie ? "signed in" : "visitor"}`).toBe(403);
        const body = await res.text();
        if (path.endsWith(".data") || path.startsWith("/resources/")) {
          expect(JSON.parse(body), path).toMatchObject({ error: "cross-site", message: refusedText("fr", "text") });
        } else {
          expect(visibleText(body), path).toContain(refusedText("fr", "title"));
          expect(body, path).toContain(`<title>${refusedText("fr", "title")}`);
        }
      }
    }
  });

  it("is refused when the browser names no origin but says the request is cross-site, or sends the opaque origin", async () => {
    const me = await signedIn(1);
    const variants: Record<string, string>[] = [{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { Origin: "null" }, { Origin: "http://escaplay.fr.evil.example" }];
    for (const headers of variants) {
      expect((await crossSitePost("/project", me.cookie, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("changes nothing: no project, no consent cookie, no mail", async () => {
    const me = await signedIn(1);
    expect((await crossSitePost("/project", me.cookie)).status).toBe(403);
    expect(await rowsOf(me.id)).toEqual([]);

    const consent = await crossSitePost("/resources/consent", "");
    expect(consent.status).toBe(403);
    expect(consent.headers.getSetCookie().join(";")).not.toContain("_val=");

    const unverified = await signedIn(0);
    const mails = await mailCount(unverified.email);
    const resend = await SELF.fetch("http://escaplay.fr/resources/account-validation", {
      method: "POST",
      body: new URLSearchParams({ intent: "resend" }),
      headers: { Host: "escaplay.fr", "Content-Type": "application/x-www-form-urlencoded", Cookie: unverified.cookie, Origin: EVIL },
    });
    expect(resend.status).toBe(403);
    expect(await mailCount(unverified.email)).toBe(mails);
  });

  it("is told in the site's language", async () => {
    const res = await SELF.fetch("http://escaplay.de/contact", {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
      headers: { Host: "escaplay.de", "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: EVIL },
    });
    expect(res.status).toBe(403);
    expect(visibleText(await res.text())).toContain(refusedText("de", "title"));
  });

  it("from this site goes through: the same post with the site's own origin creates the project", async () => {
    const me = await signedIn(1);
    const res = await crossSitePost("/project", me.cookie, { Origin: "http://escaplay.fr", "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBeLessThan(400);
    expect((await rowsOf(me.id)).map((row) => row.title)).toEqual(["Piège"]);
  });
});

describe("logging out", () => {
  const stillSignedIn = async (cookie: string) => (await open("/account", cookie)).status === 200;

  it("is not done by a GET: /quit opened from another site (a link, an image) asks, and the session stays", async () => {
    const me = await signedIn(1);
    const res = await open("/quit", me.cookie);
    expect(res.status).toBe(200);
    const dropsSession = (answer: Response) => answer.headers.getSetCookie().some((cookie) => /^_sr=;|Max-Age=0/.test(cookie));
    expect(dropsSession(res)).toBe(false);
    const page = await res.text();
    expect(visibleText(page)).toContain(translate("fr", "auth.quit.title"));
    expect(page).toMatch(/<form method="post" action="\/quit"/);
    const image = await SELF.fetch("http://escaplay.fr/quit", { headers: { Host: "escaplay.fr", Cookie: me.cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image" }, redirect: "manual" });
    expect(dropsSession(image)).toBe(false);
    expect(await stillSignedIn(me.cookie)).toBe(true);
  });

  it("is refused when another site posts it, and done when this site does: back home, cookie dropped, session ended", async () => {
    const me = await signedIn(1);
    expect((await crossSitePost("/quit", me.cookie)).status).toBe(403);
    expect(await stillSignedIn(me.cookie)).toBe(true);

    const res = await send("/quit", {}, me.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/^_sr=; .*Max-Age=0/);
    expect(res.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(await stillSignedIn(me.cookie)).toBe(false);
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").bind(me.id).first<{ n: number }>();
    expect(sessions?.n).toBe(0);
  });

  it("sends a visitor with no session home from /quit", async () => {
    const res = await open("/quit", "");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});
