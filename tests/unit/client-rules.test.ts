import { describe, expect, it } from "vitest";
import { isChunkLoadError, reloadOnChunkError, RELOAD_GUARD_MS, shouldReload } from "../../app/lib/chunk-reload";
import { joinPathFor, lookUpCode } from "../../app/lib/code-play";
import { isVisitorId, newVisitorId, parseCookies, serializeCookie } from "../../app/lib/cookies";
import { safeReturnPath } from "../../app/lib/safe-path";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("the visitor id (_pos)", () => {
  it("is 7 letters and digits, and differs between visitors", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newVisitorId()));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(ids.size).toBe(200);
    expect(isVisitorId("abc")).toBe(false);
    expect(isVisitorId("abcdefg")).toBe(true);
  });
});

describe("cookies", () => {
  it("parses a header, keeping the first of duplicate names and surviving bad encoding", () => {
    expect(parseCookies("a=1; b=%E2%9C%93; a=2; bad=%E0%A4%A")).toEqual({ a: "1", b: "✓", bad: "%E0%A4%A" });
    expect(parseCookies(null)).toEqual({});
  });

  it("serializes with path, SameSite and lifetime", () => {
    expect(serializeCookie("_val", "1", { maxAge: 60, secure: true })).toBe("_val=1; Path=/; SameSite=Lax; Max-Age=60; Secure");
  });
});

describe("a chunk that fails to load", () => {
  it("reloads the page once, then not again within a minute", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    let reloads = 0;
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    expect(reloadOnChunkError(error, storage, () => reloads++, 1_000)).toBe(true);
    expect(reloadOnChunkError(error, storage, () => reloads++, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnChunkError(error, storage, () => reloads++, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(shouldReload(5, null)).toBe(true);
  });
});

describe("return paths (r=)", () => {
  it("keeps same-site paths and refuses anything that leaves the site", () => {
    expect(safeReturnPath("/account?tab=subscription")).toBe("/account?tab=subscription");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "", null]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
  });
});

describe("joining by code", () => {
  it("routes each mode to its play family, private when a creator is named", () => {
    const base = { msg: "Valid", type: "multi", idGame: "g1", session: "123456" } as const;
    expect(joinPathFor({ ...base, mode: "Classique" })).toBe("/play/g1/123456/join");
    expect(joinPathFor({ ...base, mode: "Classique", creator: "u1" })).toBe("/private/g1/123456/join");
    expect(joinPathFor({ ...base, mode: "Interface", creator: "" })).toBe("/play2D/g1/123456/join");
    expect(joinPathFor({ ...base, mode: "Interface", creator: "u1" })).toBe("/private2D/g1/123456/join");
    expect(joinPathFor({ ...base, mode: "360" })).toBe("/play360/g1/123456/join");
  });

  it("trims the code and refuses non-numeric codes without asking the server", async () => {
    const asked: string[] = [];
    const fake = (async (_url: URL, init: RequestInit) => {
      asked.push(String(init.body));
      return Response.json({ msg: "Valid", type: "multi", mode: "Interface", idGame: "g1", session: "42" });
    }) as unknown as typeof fetch;
    expect(await lookUpCode("http://rooms", "  42 ", fake)).toEqual({ ok: true, path: "/play2D/g1/42/join" });
    expect(asked).toEqual(['{"id":"42"}']);
    expect(await lookUpCode("http://rooms", "-1", fake)).toEqual({ ok: false, reason: "invalid" });
    expect(await lookUpCode("http://rooms", "12a", fake)).toEqual({ ok: false, reason: "invalid" });
    expect(asked).toHaveLength(1);
  });

  it("says the server is unreachable rather than that the code is wrong", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await lookUpCode("http://rooms", "42", down)).toEqual({ ok: false, reason: "unreachable" });
    const invalid = (async () => Response.json({ msg: "Invalid" }, { status: 404 })) as unknown as typeof fetch;
    expect(await lookUpCode("http://rooms", "42", invalid)).toEqual({ ok: false, reason: "invalid" });
  });

  it("leads a live event's code to the event, and trusts no malformed event answer", async () => {
    const answering = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;
    expect(await lookUpCode("http://rooms", " 4812345 ", answering({ msg: "Valid", type: "event", event: "4812345" }))).toEqual({ ok: true, path: "/event/4812345" });
    // An event code is seven digits, the first never 0: anything else in the answer is no place to go.
    for (const event of ["0812345", "48123456", "../x", 4812345]) {
      expect(await lookUpCode("http://rooms", "4812345", answering({ msg: "Valid", type: "event", event }))).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
