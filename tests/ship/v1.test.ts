import { describe, expect, it } from "vitest";
import { bearer, mailedCode, register } from "./account";
import { call, HOSTS } from "./http";

/** Every `/v1` route of the shipped worker, with good and bad credentials (spec section 7). */

const post = (path: string, token?: string, body?: unknown, host?: string) =>
  call(path, {
    method: "POST",
    host,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const UNKNOWN_TOKEN = "A".repeat(43);

describe("the public API answers", () => {
  it("says it is healthy, with its database", async () => {
    const health = await call("/v1/health");
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", db: true });
  });

  it("gives the home page's figures", async () => {
    const stats = await call("/v1/stats");
    expect(stats.status).toBe(200);
    const figures = stats.json<Record<string, number>>();
    expect(Object.keys(figures).sort()).toEqual(["gamesOnline", "gamesPlayed", "projects", "reviews"]);
    expect(figures.gamesOnline).toBeGreaterThanOrEqual(5);
  });

  it("answers an unknown call with JSON 404, not a page", async () => {
    const missing = await call("/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ error: "not_found" });
  });
});

describe("the account calls refuse a caller without a valid token", () => {
  const calls = [
    ["POST", "/v1/auth/connect/check"],
    ["GET", "/v1/user/check"],
    ["POST", "/v1/auth/account/valid/send"],
    ["POST", "/v1/auth/account/valid"],
  ] as const;
  for (const [method, path] of calls) {
    it(`${method} ${path} answers 401 JSON with no token, a malformed one and an unknown one`, async () => {
      for (const authorization of [undefined, "Bearer", "Basic abc", `Bearer ${UNKNOWN_TOKEN}`]) {
        const answer = await call(path, { method, headers: authorization ? { Authorization: authorization } : {} });
        expect(answer.status).toBe(401);
        expect(answer.headers["content-type"]).toMatch(/application\/json/);
        expect(answer.json()).toEqual({ error: "unauthorized" });
      }
    });
  }
});

describe("the account calls with a real token answer the spec's shapes", () => {
  it("checks, resends and validates a new account, then reports its new grade", async () => {
    const account = await register("api");

    const check = await post("/v1/auth/connect/check", account.token);
    expect(check.status).toBe(200);
    expect(check.json()).toEqual({
      grade: 0,
      idAccount: expect.stringMatching(/^u_/),
      file_uid: expect.stringMatching(/^f_/),
      name: account.username,
      email: account.email,
      profilepicture: expect.any(String),
      storageSize: 0,
    });

    const userCheck = await call("/v1/user/check?lang=de", { headers: bearer(account.token) });
    expect(userCheck.status).toBe(200);
    expect(userCheck.json()).toEqual({ storageSize: 0, grade: 0 });
    expect((await call("/v1/user/check?lang=xx", { headers: bearer(account.token) })).status).toBe(400);

    const sent = await post("/v1/auth/account/valid/send", account.token);
    expect(sent.status).toBe(200);
    expect(sent.json()).toEqual({ type: "sent", msg: "Sent!" });

    const wrong = await post("/v1/auth/account/valid", account.token, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ type: "invalid", msg: "Le code n'est pas valide" });
    const wrongInGerman = await post("/v1/auth/account/valid", account.token, { code: "000000" }, HOSTS.de);
    expect(wrongInGerman.json<{ msg: string }>().msg).not.toBe("Le code n'est pas valide");

    const malformed = await call("/v1/auth/account/valid", { method: "POST", headers: { ...bearer(account.token), "Content-Type": "application/json" }, body: "{nope" });
    expect(malformed.status).toBe(400);

    const valid = await post("/v1/auth/account/valid", account.token, { code: await mailedCode(account.email) });
    expect(valid.status).toBe(200);
    expect(valid.json()).toEqual({ type: "valid" });
    expect((await post("/v1/auth/connect/check", account.token)).json()).toMatchObject({ grade: 1 });
    expect((await call("/v1/user/check", { headers: bearer(account.token) })).json()).toEqual({ storageSize: 0, grade: 1 });
  });
});

describe("the rooms' internal calls", () => {
  it("refuse anyone without the service credential", async () => {
    expect((await call("/v1/internal/play/sessions/abc")).status).toBe(401);
    const report = await call("/v1/internal/play/sessions/abc/result", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${UNKNOWN_TOKEN}` },
      body: "{}",
    });
    expect(report.status).toBe(401);
  });
});
