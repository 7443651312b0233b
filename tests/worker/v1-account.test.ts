import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { login } from "../../app/lib/accounts/login.server";
import { LOCALE_CODES } from "../../app/i18n/locales";
import { RATE_RULES } from "../../app/lib/accounts/rate-limit.server";
import { browserRequest, codeFromMail, context, gradeOf, mailCount, registered, roomInWindow, tokenFromSetCookie, v1 } from "./accounts-fixtures";

const CHECK = "/v1/auth/connect/check";
const USER_CHECK = "/v1/user/check";
const SEND = "/v1/auth/account/valid/send";
const VALID = "/v1/auth/account/valid";
const calls = [
  { method: "POST", path: CHECK },
  { method: "GET", path: `${USER_CHECK}?lang=fr` },
  { method: "POST", path: SEND },
  { method: "POST", path: VALID, body: JSON.stringify({ code: "123456" }), type: "application/json" },
];

const json = (code: unknown) => ({ body: JSON.stringify({ code }), type: "application/json" });
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

describe("POST /v1/auth/connect/check", () => {
  it("gives back exactly the seven fields of the account behind a fresh session", async () => {
    const account = await registered();
    const res = await v1(CHECK, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const row = await env.DB.prepare("SELECT id, file_uid FROM users WHERE id = ?").bind(account.id).first<{ id: string; file_uid: string }>();
    expect(await res.json()).toEqual({
      grade: 0,
      idAccount: account.id,
      file_uid: row!.file_uid,
      name: account.username,
      email: account.email,
      profilepicture: "/images/avatar.svg",
      storageSize: 0,
    });
  });

  it("shows the uploaded avatar and the storage used once the account has them", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET avatar_key = ?, storage_bytes = ? WHERE id = ?").bind(`avatars/${account.id}.png`, 123456, account.id).run();
    const body = await (await v1(CHECK, { token: account.token })).json<Record<string, unknown>>();
    expect(body).toMatchObject({ profilepicture: `/files/avatars/${account.id}.png`, storageSize: 123456 });
    expect(Object.keys(body).sort()).toEqual(["email", "file_uid", "grade", "idAccount", "name", "profilepicture", "storageSize"]);
  });

  it("accepts the token of a session opened by logging in", async () => {
    const account = await registered();
    const result = await login(context(), browserRequest("/connect"), { email: account.email.toUpperCase(), password: account.password });
    if (!result.ok) throw new Error(result.error);
    const token = await tokenFromSetCookie(result.setCookie);
    expect(token).not.toBe(account.token);
    expect(await (await v1(CHECK, { token })).json()).toMatchObject({ idAccount: account.id, grade: 0 });
  });
});

describe("GET /v1/user/check", () => {
  it("answers storage and grade, and nothing else, in every locale", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET storage_bytes = 2048 WHERE id = ?").bind(account.id).run();
    for (const lang of [...LOCALE_CODES, ""]) {
      const res = await v1(`${USER_CHECK}?lang=${lang}`, { method: "GET", token: account.token });
      expect(res.status, lang).toBe(200);
      expect(await res.json()).toEqual({ storageSize: 2048, grade: 0 });
    }
    expect(await (await v1(USER_CHECK, { method: "GET", token: account.token })).json()).toEqual({ storageSize: 2048, grade: 0 });
  });

  it("refuses a language that is not one of the seven sites with a JSON error", async () => {
    const account = await registered();
    for (const lang of ["xx", "FR", "fr-FR", "../etc"]) {
      const res = await v1(`${USER_CHECK}?lang=${encodeURIComponent(lang)}`, { method: "GET", token: account.token });
      expect(res.status, lang).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid_lang" });
    }
  });

  it("sees a grade changed on the server at the next check", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET grade = 3 WHERE id = ?").bind(account.id).run();
    expect(await (await v1(`${USER_CHECK}?lang=de`, { method: "GET", token: account.token })).json()).toEqual({ storageSize: 0, grade: 3 });
  });
});

describe("POST /v1/auth/account/valid/send", () => {
  it("sends a new code by mail and answers so the page can say Sent!", async () => {
    const account = await registered();
    const firstCode = await codeFromMail(account.email);
    const mailsBefore = await mailCount(account.email);
    const res = await v1(SEND, { token: account.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: "sent", msg: "Sent!" });
    expect(await mailCount(account.email)).toBe(mailsBefore + 1);
    const secondCode = await codeFromMail(account.email);
    // The new code replaces the old one; the same six digits twice in a row would be a one-in-a-million draw.
    if (secondCode !== firstCode) {
      expect(await (await v1(VALID, { token: account.token, ...json(firstCode) })).json()).toMatchObject({ type: "invalid" });
    }
    expect(await (await v1(VALID, { token: account.token, ...json(secondCode) })).json()).toEqual({ type: "valid" });
  });

  it("asks to wait, with the delay, after too many resends", async () => {
    await roomInWindow(RATE_RULES.resendAccount.windowMs, 10_000);
    const account = await registered(); // registering sent the first code
    expect((await v1(SEND, { token: account.token })).status).toBe(200);
    expect((await v1(SEND, { token: account.token })).status).toBe(200);
    const res = await v1(SEND, { token: account.token });
    expect(res.status).toBe(429);
    const body = await res.json<{ type: string; error: string; msg: string; retryAfter: number }>();
    expect(body).toEqual({ type: "error", error: "rateLimited", msg: expect.any(String), retryAfter: expect.any(Number) });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.get("Retry-After")).toBe(String(body.retryAfter));
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it("sends nothing to an account that is already verified", async () => {
    const account = await registered();
    await v1(VALID, { token: account.token, ...json(await codeFromMail(account.email)) });
    const mailsBefore = await mailCount(account.email);
    const res = await v1(SEND, { token: account.token });
    expect(res.status).toBe(409);
    expect(await mailCount(account.email)).toBe(mailsBefore);
  });
});

describe("POST /v1/auth/account/valid", () => {
  it("validates the account with the code from the mail: type valid, and grade 1 everywhere", async () => {
    const account = await registered();
    const res = await v1(VALID, { token: account.token, ...json(await codeFromMail(account.email)) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: "valid" });
    expect(await gradeOf(account.id)).toBe(1);
    expect(await (await v1(CHECK, { token: account.token })).json()).toMatchObject({ grade: 1 });
    expect(await (await v1(USER_CHECK, { method: "GET", token: account.token })).json()).toEqual({ storageSize: 0, grade: 1 });
    // The code is spent, and asking again for a verified account still answers valid.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM verification_codes WHERE user_id = ?").bind(account.id).first("n")).toBe(0);
    expect(await (await v1(VALID, { token: account.token, ...json("000000") })).json()).toEqual({ type: "valid" });
  });

  it("takes the code from a form body as well as from JSON", async () => {
    const account = await registered();
    const code = await codeFromMail(account.email);
    const res = await v1(VALID, { token: account.token, body: new URLSearchParams({ code }), type: "application/x-www-form-urlencoded" });
    expect(await res.json()).toEqual({ type: "valid" });
    expect(await gradeOf(account.id)).toBe(1);
  });

  it("says the code is not valid for a wrong code, and the grade stays 0", async () => {
    const account = await registered();
    const right = await codeFromMail(account.email);
    for (const code of [wrongCode(right), "12345", "1234567", "abcdef", "", 42]) {
      const res = await v1(VALID, { token: account.token, ...json(code) });
      expect(res.status, String(code)).toBe(400);
      expect(await res.json()).toEqual({ type: "invalid", msg: "Le code n'est pas valide" });
    }
    expect(await gradeOf(account.id)).toBe(0);
  });

  it("says the code is not valid when the body has no code", async () => {
    const account = await registered();
    for (const body of ["{}", "[]", '"123456"', "", "null"]) {
      const res = await v1(VALID, { token: account.token, body, type: "application/json" });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ type: "invalid", msg: "Le code n'est pas valide" });
    }
  });

  it("answers malformed JSON with a 400 JSON error, not a crash", async () => {
    const account = await registered();
    const res = await v1(VALID, { token: account.token, body: '{"code": "12', type: "application/json" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ type: "error" });
    expect(await gradeOf(account.id)).toBe(0);
  });

  it("refuses even the right code after five wrong ones, and then asks to wait", async () => {
    const account = await registered();
    await roomInWindow(RATE_RULES.verifyAccount.windowMs, 10_000);
    const right = await codeFromMail(account.email);
    for (let i = 0; i < 4; i++) expect((await v1(VALID, { token: account.token, ...json(wrongCode(right)) })).status).toBe(400);
    expect((await v1(VALID, { token: account.token, ...json(wrongCode(right)) })).status).toBe(400);
    const res = await v1(VALID, { token: account.token, ...json(right) });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ type: "error", error: "rateLimited", retryAfter: expect.any(Number) });
    expect(await gradeOf(account.id)).toBe(0);
  });
});

describe("the account calls with a bad token", () => {
  const expectUnauthorized = async (res: Response, label: string) => {
    expect(res.status, label).toBe(401);
    expect(res.headers.get("Content-Type"), label).toMatch(/application\/json/);
    expect(await res.json(), label).toEqual({ error: "unauthorized" });
  };
  const everyCall = async (authorization: string | undefined, label: string) => {
    for (const call of calls) {
      const res = await v1(call.path, { method: call.method, authorization, body: call.body, type: call.type });
      await expectUnauthorized(res, `${label} → ${call.method} ${call.path}`);
    }
  };

  it("answers 401 in JSON when the token is missing, empty or malformed", async () => {
    await everyCall(undefined, "no header");
    for (const header of ["", "Bearer", "Bearer ", "Bearer garbage", "Bearer <script>", "Basic dXNlcjpwYXNz", "Token aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", `Bearer ${"x".repeat(500)}`]) {
      await everyCall(header, JSON.stringify(header));
    }
  });

  it("answers 401 for a well-formed token no session has", async () => {
    await everyCall(`Bearer ${"A".repeat(43)}`, "unknown token");
  });

  it("answers 401 once the session has expired", async () => {
    const account = await registered();
    expect((await v1(CHECK, { token: account.token })).status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, account.id).run();
    await everyCall(`Bearer ${account.token}`, "expired");
  });

  it("answers 401 to a banned account and to a removed one (grade -1)", async () => {
    const banned = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), banned.id).run();
    await everyCall(`Bearer ${banned.token}`, "banned");
    const removed = await registered();
    await env.DB.prepare("UPDATE users SET grade = -1 WHERE id = ?").bind(removed.id).run();
    await everyCall(`Bearer ${removed.token}`, "grade -1");
  });

  it("does not verify anybody without a valid token, even with the right code", async () => {
    const account = await registered();
    const code = await codeFromMail(account.email);
    await expectUnauthorized(await v1(VALID, { authorization: `Bearer ${"B".repeat(43)}`, ...json(code) }), "other token");
    expect(await gradeOf(account.id)).toBe(0);
  });

  it("accepts the scheme name in any case, as HTTP allows", async () => {
    const account = await registered();
    expect((await v1(CHECK, { authorization: `bearer ${account.token}` })).status).toBe(200);
  });
});
