import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { lookUpCode } from "../../app/lib/code-play";
import { createDb } from "../../app/lib/db.server";
import { CODE_LOOKUP_RULE, lookUpCodeFor } from "../../app/lib/play/code-lookup.server";
import { roomInWindow } from "./accounts-fixtures";
import { post } from "./http";

/**
 * Entering a game code without JavaScript (/code): the worker asks the socket host with the service
 * credential and limits the misses of each client address itself.
 */

const context = { db: createDb(env.DB), env, locale: "fr" as const };
let addressCounter = 0;
const freshAddress = () => `2001:db8:c0de:${(++addressCounter).toString(16)}::1`;
const requestFrom = (address: string) => new Request("http://escaplay.fr/code", { method: "POST", headers: { "CF-Connecting-IP": address } });

const valid = { msg: "Valid", type: "multi", mode: "Interface", idGame: "g-manoir", session: "482193756", creator: "" };

/** A socket host that knows one code, recording what it was asked. */
function socketHost(known = valid) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { id } = JSON.parse(String(init?.body)) as { id: string };
    return id === known.session ? Response.json(known) : Response.json({ msg: "Invalid" }, { status: 404 });
  });
}

const missCount = async (address: string) =>
  (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(`code-lookup-ip:${address}`).first<{ count: number }>())?.count ?? 0;

describe("the /code lookup", () => {
  it("asks the socket host with the service credential and leads to the session's join page", async () => {
    const host = socketHost();
    const address = freshAddress();
    expect(await lookUpCodeFor(context, requestFrom(address), " 482193756 ", host)).toEqual({ ok: true, path: "/play2D/g-manoir/482193756/join" });
    const [url, init] = host.mock.calls[0];
    expect(String(url)).toBe(new URL("/getCodePlay", env.GAME_SOCKET_HOST).href);
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${env.ROOM_SERVICE_SECRET}`);
    expect(JSON.parse(String(init?.body))).toEqual({ id: "482193756" });
    // A code that leads somewhere is not a miss.
    expect(await missCount(address)).toBe(0);
  });

  it("sends no credential from the browser's side", async () => {
    const host = socketHost();
    await lookUpCode("http://rooms", "482193756", host);
    expect(new Headers(host.mock.calls[0][1]?.headers).has("Authorization")).toBe(false);
  });

  it(`stops an address after ${CODE_LOOKUP_RULE.limit} wrong codes, before asking the host again`, async () => {
    await roomInWindow(CODE_LOOKUP_RULE.windowMs, 15_000);
    const host = socketHost();
    const address = freshAddress();
    for (let i = 0; i < CODE_LOOKUP_RULE.limit; i++) {
      expect(await lookUpCodeFor(context, requestFrom(address), String(100_000_000 + i), host)).toEqual({ ok: false, status: 400, error: "Votre code n'est pas valide" });
    }
    const asked = host.mock.calls.length;
    const limited = await lookUpCodeFor(context, requestFrom(address), "482193756", host);
    expect(limited).toMatchObject({ ok: false, status: 429, error: translate("fr", "common.code.rateLimited") });
    expect(limited.ok === false && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(host.mock.calls.length).toBe(asked);
    // Another address is not held back.
    expect(await lookUpCodeFor(context, requestFrom(freshAddress()), "482193756", host)).toMatchObject({ ok: true });
  });

  it("does not count a host that is down or busy against the client", async () => {
    const address = freshAddress();
    const down = vi.fn(async () => {
      throw new TypeError("connection refused");
    });
    expect(await lookUpCodeFor(context, requestFrom(address), "482193756", down)).toEqual({ ok: false, status: 503, error: translate("fr", "common.code.unreachable") });
    const busy = vi.fn(async () => Response.json({ msg: "Invalid", error: "rate_limited" }, { status: 429, headers: { "Retry-After": "42" } }));
    expect(await lookUpCodeFor(context, requestFrom(address), "482193756", busy)).toEqual({
      ok: false,
      status: 429,
      error: translate("fr", "common.code.rateLimited"),
      retryAfterSeconds: 42,
    });
    expect(await missCount(address)).toBe(0);
  });

  it("reads the socket host's guard as rate-limited, from the browser too", async () => {
    const busy = vi.fn(async () => Response.json({ msg: "Invalid", error: "rate_limited" }, { status: 429, headers: { "Retry-After": "90" } }));
    expect(await lookUpCode("http://rooms", "482193756", busy)).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: 90 });
    const vague = vi.fn(async () => new Response("slow down", { status: 429 }));
    expect(await lookUpCode("http://rooms", "482193756", vague)).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: 60 });
  });

  it("answers the form with 429, the localized text and Retry-After once an address is over its limit", async () => {
    const address = freshAddress();
    const now = Date.now();
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`code-lookup-ip:${address}`, now - (now % CODE_LOOKUP_RULE.windowMs), CODE_LOOKUP_RULE.limit)
      .run();
    for (const [host, locale] of [
      ["escaplay.fr", "fr"],
      ["escaplay.de", "de"],
    ] as const) {
      const res = await post("/code", { code: "482193756" }, host, { "CF-Connecting-IP": address, Accept: "text/html" });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await res.text()).replace(/&#x27;|&#39;/g, "'")).toContain(translate(locale, "common.code.rateLimited"));
    }
  });
});
