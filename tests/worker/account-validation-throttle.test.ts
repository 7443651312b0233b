import { SELF } from "cloudflare:test";
import { decode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { RATE_RULES } from "../../app/lib/accounts/rate-limit.server";
import { codeFromMail, gradeOf, registered, roomInWindow, v1 } from "./accounts-fixtures";

/**
 * A rate-limited account verification says so by its status on both doors: 429 with Retry-After, from
 * the validation screen's resource route (as posted directly and as its fetcher posts it) and from /v1.
 */

const ROUTE = "/resources/account-validation";
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

/** The validation screen's form as its fetcher posts it (`js=1`), to the route itself or to its `.data`. */
function validationPost(cookie: string, form: Record<string, string>, path = ROUTE) {
  return SELF.fetch(`http://escaplay.fr${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ js: "1", back: "/escape", ...form }),
    headers: { Host: "escaplay.fr", Origin: "http://escaplay.fr", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** What a fetcher's `data` holds after a `.data` answer: Remix's single fetch sends the action's data turbo-stream encoded. */
async function fetcherData(res: Response): Promise<unknown> {
  const decoded = await decode(res.body!);
  await decoded.done;
  return (decoded.value as { data?: unknown }).data;
}

function expectWait(res: Response, retryAfterSeconds: number, windowMs: number) {
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.headers.get("Retry-After")).toBe(String(retryAfterSeconds));
}

describe("the validation screen's route, rate-limited", () => {
  it("answers 429 with Retry-After to the code tried once too often, and the account stays unverified", async () => {
    await roomInWindow(RATE_RULES.verifyAccount.windowMs, 10_000);
    const account = await registered();
    const cookie = account.setCookie.split(";")[0];
    const right = await codeFromMail(account.email);
    for (let i = 0; i < RATE_RULES.verifyAccount.limit; i++) {
      const res = await validationPost(cookie, { intent: "validate", code: wrongCode(right) });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
      expect(await res.json()).toEqual({ intent: "validate", message: "invalidCode" });
    }
    const res = await validationPost(cookie, { intent: "validate", code: right });
    expect(res.status).toBe(429);
    const body = await res.json<{ intent: string; message: string; retryAfterSeconds: number }>();
    expect(body).toEqual({ intent: "validate", message: "rateLimited", retryAfterSeconds: expect.any(Number) });
    expectWait(res, body.retryAfterSeconds, RATE_RULES.verifyAccount.windowMs);
    expect(await gradeOf(account.id)).toBe(0);

    // The screen's fetcher posts to `.data`: the same 429, and the data it shows "too many attempts" from.
    const fetched = await validationPost(cookie, { intent: "validate", code: right }, `${ROUTE}.data`);
    expect(fetched.status).toBe(429);
    expect(await fetcherData(fetched)).toEqual({ intent: "validate", message: "rateLimited", retryAfterSeconds: expect.any(Number) });
    expect(await gradeOf(account.id)).toBe(0);
  });

  it("answers 429 with Retry-After to a resend once too often", async () => {
    await roomInWindow(RATE_RULES.resendAccount.windowMs, 10_000);
    const account = await registered(); // registering sent the first code
    const cookie = account.setCookie.split(";")[0];
    for (let i = 1; i < RATE_RULES.resendAccount.limit; i++) {
      const res = await validationPost(cookie, { intent: "resend" });
      expect(res.status, `resend ${i}`).toBe(200);
      expect(await res.json()).toEqual({ intent: "resend", message: "sent" });
    }
    const res = await validationPost(cookie, { intent: "resend" });
    expect(res.status).toBe(429);
    const body = await res.json<{ intent: string; message: string; retryAfterSeconds: number }>();
    expect(body).toEqual({ intent: "resend", message: "rateLimited", retryAfterSeconds: expect.any(Number) });
    expectWait(res, body.retryAfterSeconds, RATE_RULES.resendAccount.windowMs);
  });
});

describe("the /v1 account calls, rate-limited", () => {
  const json = (code: string) => ({ body: JSON.stringify({ code }), type: "application/json" });

  it("answers /v1/auth/account/valid with 429 and Retry-After once the attempts are spent", async () => {
    await roomInWindow(RATE_RULES.verifyAccount.windowMs, 10_000);
    const account = await registered();
    const right = await codeFromMail(account.email);
    for (let i = 0; i < RATE_RULES.verifyAccount.limit; i++) {
      expect((await v1("/v1/auth/account/valid", { token: account.token, ...json(wrongCode(right)) })).status, `attempt ${i + 1}`).toBe(400);
    }
    const res = await v1("/v1/auth/account/valid", { token: account.token, ...json(right) });
    expect(res.status).toBe(429);
    const body = await res.json<{ error: string; retryAfter: number }>();
    expect(body).toMatchObject({ type: "error", error: "rateLimited", msg: expect.any(String), retryAfter: expect.any(Number) });
    expectWait(res, body.retryAfter, RATE_RULES.verifyAccount.windowMs);
    expect(await gradeOf(account.id)).toBe(0);
  });

  it("answers /v1/auth/account/valid/send with 429 and Retry-After once the resends are spent", async () => {
    await roomInWindow(RATE_RULES.resendAccount.windowMs, 10_000);
    const account = await registered();
    for (let i = 1; i < RATE_RULES.resendAccount.limit; i++) expect((await v1("/v1/auth/account/valid/send", { token: account.token })).status).toBe(200);
    const res = await v1("/v1/auth/account/valid/send", { token: account.token });
    expect(res.status).toBe(429);
    const body = await res.json<{ error: string; retryAfter: number }>();
    expect(body).toMatchObject({ type: "error", error: "rateLimited", retryAfter: expect.any(Number) });
    expectWait(res, body.retryAfter, RATE_RULES.resendAccount.windowMs);
  });
});
