import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_ENDPOINT } from "../../app/lib/play/types";
import { get, post, setCookies } from "./http";
import { publishGame } from "./play-fixtures";

describe("the visitor id cookie (_pos)", () => {
  it("is created for a new visitor: 7 letters and digits, kept one year", async () => {
    const cookies = setCookies(await get("/"));
    const pos = cookies.find((c) => c.startsWith("_pos="));
    expect(pos).toMatch(/^_pos=[A-Za-z0-9]{7}; Path=\/; SameSite=Lax; Max-Age=31536000; HttpOnly$/);
  });

  it("is out of scripts' reach, and Secure on https", async () => {
    const res = await SELF.fetch("https://escaplay.fr/", { headers: { Host: "escaplay.fr", Accept: "text/html" }, redirect: "manual" });
    expect(setCookies(res).find((c) => c.startsWith("_pos="))).toMatch(/^_pos=[A-Za-z0-9]{7}; Path=\/; SameSite=Lax; Max-Age=31536000; HttpOnly; Secure$/);
  });

  it("is set the same way by the session endpoint, which opens a new visitor's first session", async () => {
    const game = await publishGame();
    const body = JSON.stringify({ intent: "create", gameId: game.id, mode: "solo", routeKind: "public" });
    for (const scheme of ["http", "https"] as const) {
      const res = await SELF.fetch(`${scheme}://escaplay.fr${SESSION_ENDPOINT}`, {
        method: "POST",
        body,
        headers: { Host: "escaplay.fr", Origin: `${scheme}://escaplay.fr`, "Content-Type": "application/json", Accept: "application/json" },
      });
      expect(res.status, scheme).toBe(201);
      const secure = scheme === "https" ? "; Secure" : "";
      expect(setCookies(res).find((c) => c.startsWith("_pos=")), scheme).toMatch(new RegExp(`^_pos=[A-Za-z0-9]{7}; Path=/; SameSite=Lax; Max-Age=31536000; HttpOnly${secure}$`));
    }
  });

  it("is left alone when the visitor already has one", async () => {
    const cookies = setCookies(await get("/", "escaplay.fr", { Cookie: "_pos=abc1234" }));
    expect(cookies.find((c) => c.startsWith("_pos="))).toBeUndefined();
  });

  it("is replaced when the one sent is not a valid id", async () => {
    const cookies = setCookies(await get("/", "escaplay.fr", { Cookie: "_pos=<script>" }));
    expect(cookies.find((c) => c.startsWith("_pos="))).toMatch(/^_pos=[A-Za-z0-9]{7};/);
  });
});

describe("cookie consent (_val)", () => {
  it("shows the cookie bar to a visitor who has not decided", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain('class="cookie-bar"');
  });

  it("accepting sets _val for 90 days and hides the bar", async () => {
    const res = await post("/resources/consent", { decision: "accept" });
    expect(res.status).toBe(200);
    expect(setCookies(res)).toEqual(["_val=1; Path=/; SameSite=Lax; Max-Age=7776000"]);
    const html = await (await get("/", "escaplay.fr", { Cookie: "_val=1" })).text();
    expect(html).not.toContain('class="cookie-bar"');
  });

  it("refusing keeps only the refusal for 90 days, and the bar stays away", async () => {
    const res = await post("/resources/consent", { decision: "refuse" });
    expect(res.status).toBe(200);
    expect(setCookies(res)).toEqual(["_val=0; Path=/; SameSite=Lax; Max-Age=7776000"]);
    const html = await (await get("/", "escaplay.fr", { Cookie: "_val=0" })).text();
    expect(html).not.toContain('class="cookie-bar"');
  });

  it("without JavaScript, returns to the page the visitor was on", async () => {
    const res = await post("/resources/consent", { decision: "accept", r: "/escape" }, "escaplay.fr", { Accept: "text/html" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/escape");
  });

  it("refuses a malformed decision with 400 rather than failing", async () => {
    const res = await post("/resources/consent", { decision: "maybe" });
    expect(res.status).toBe(400);
  });
});
