import { describe, expect, inject, it } from "vitest";
import type { GameSession } from "../../rooms/protocol";
import { PENDING_ORIGIN, VERIFIED_ORIGIN } from "./domain-data";

function post(body: string, init: { origin?: string; contentType?: string; host?: string } = {}) {
  const headers: Record<string, string> = { "Content-Type": init.contentType ?? "application/json" };
  if (init.origin) headers.Origin = init.origin;
  return fetch(`${init.host ?? inject("roomsOrigin")}/getCodePlay`, { method: "POST", headers, body });
}

let nextCode = 900_000 + Math.floor(Math.random() * 90_000);
const unusedCode = () => String(nextCode++);

describe("getCodePlay", () => {
  it("answers 404 Invalid for a code with no live session", async () => {
    const res = await post(JSON.stringify({ id: unusedCode() }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: "Invalid" });
  });

  it("answers 400 Invalid for a malformed body", async () => {
    const bodies = [
      "not json",
      "",
      "{}",
      JSON.stringify({ id: "12a" }),
      JSON.stringify({ id: "1234567890123" }),
      JSON.stringify({ id: -5 }),
      JSON.stringify({ id: 1.5 }),
      JSON.stringify({ id: null }),
      JSON.stringify([1]),
      JSON.stringify({ id: "1".repeat(2_000) }),
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.status, body.slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({ msg: "Invalid" });
    }
  });

  it("grants CORS to an allowed origin only", async () => {
    const allowed = await post(JSON.stringify({ id: unusedCode() }), { origin: inject("allowedOrigin") });
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe(inject("allowedOrigin"));

    const foreign = await post(JSON.stringify({ id: unusedCode() }), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("grants CORS to a company's verified custom host, which the backend vouches for, and not to a pending one", async () => {
    const verified = await post(JSON.stringify({ id: unusedCode() }), { origin: VERIFIED_ORIGIN });
    expect(verified.status).toBe(404);
    expect(verified.headers.get("Access-Control-Allow-Origin")).toBe(VERIFIED_ORIGIN);

    const pending = await post(JSON.stringify({ id: unusedCode() }), { origin: PENDING_ORIGIN });
    expect(pending.status).toBe(403);
    expect(pending.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers the preflight for an allowed origin and refuses it for another", async () => {
    const preflight = (origin: string) =>
      fetch(`${inject("roomsOrigin")}/getCodePlay`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const ok = await preflight(inject("allowedOrigin"));
    expect(ok.status).toBe(204);
    expect(ok.headers.get("Access-Control-Allow-Origin")).toBe(inject("allowedOrigin"));
    expect(ok.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(ok.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("content-type");

    const refused = await preflight("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers 404 on other paths and 405 on other methods", async () => {
    expect((await fetch(`${inject("roomsOrigin")}/getCodePlayX`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${inject("roomsOrigin")}/`)).status).toBe(404);
    expect((await fetch(`${inject("roomsOrigin")}/getCodePlay`)).status).toBe(405);
  });
});

// Runs against the fixture server: production GameRoom, plus a seeding route only tests have.
describe("getCodePlay with a live session", () => {
  const host = () => inject("seededRoomsOrigin");
  async function seed(code: string, session: unknown) {
    const res = await fetch(`${host()}/test/seed-session/${code}`, {
      method: "PUT",
      body: JSON.stringify(session),
    });
    expect(res.status).toBe(204);
  }

  it("answers Valid with the session's mode, game, code and creator", async () => {
    const code = unusedCode();
    const session: GameSession = { idGame: "g-17", mode: "Interface", creator: "", createdAt: Date.now() };
    await seed(code, session);

    const res = await post(JSON.stringify({ id: Number(code) }), { host: host(), origin: inject("allowedOrigin") });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(inject("allowedOrigin"));
    expect(await res.json()).toEqual({
      msg: "Valid",
      type: "multi",
      mode: "Interface",
      idGame: "g-17",
      session: code,
      creator: "",
    });
  });

  it("trims the code and reports the creator of a private game", async () => {
    const code = unusedCode();
    await seed(code, { idGame: "g-99", mode: "Classique", creator: "u-7", createdAt: 1 });
    const res = await post(`id=%20${code}%20`, {
      host: host(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(await res.json()).toMatchObject({ msg: "Valid", mode: "Classique", creator: "u-7", session: code });
  });

  it("treats a malformed stored session as no session", async () => {
    const code = unusedCode();
    await seed(code, { idGame: "g-1", mode: "VR" });
    const res = await post(JSON.stringify({ id: code }), { host: host() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: "Invalid" });
  });
});
