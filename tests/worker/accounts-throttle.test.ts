import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { login } from "../../app/lib/accounts/login.server";
import { RATE_RULES } from "../../app/lib/accounts/rate-limit.server";
import { requestReset } from "../../app/lib/accounts/recovery.server";
import { browserRequest, context, newAccount, registered, roomInWindow } from "./accounts-fixtures";

const WINDOW = RATE_RULES.loginIp.windowMs;
const BURST_TIMEOUT = 180_000;
/** Without the attempt's own wait, which differs by a second when a clock tick falls between two calls. */
const answerOf = (result: Awaited<ReturnType<typeof login>>) => (result.ok ? "ok" : `${result.status} ${result.error}`);
const attempt = (email: string, password: string, address: string) => login(context(), browserRequest("/connect", address), { email, password });

/** Moves every counter of these keys one whole window into the past, as if the window had passed. */
async function windowPasses(keys: string[]) {
  for (const key of keys) {
    const moved = await env.DB.prepare("UPDATE rate_limits SET window_start = window_start - ? WHERE key = ?").bind(WINDOW, key).run();
    expect(moved.meta.changes, key).toBe(1);
  }
}

describe("throttling wrong logins", () => {
  it("throttles a burst of 200 wrong logins from one address after the limit, and refuses the right password until the window passes", { timeout: BURST_TIMEOUT }, async () => {
    const account = await registered();
    await roomInWindow(WINDOW, 90_000);
    const address = "203.0.113.7";
    const answers: string[] = [];
    for (let i = 0; i < 200; i++) {
      const result = await attempt(account.email, `wrong-${i}`, address);
      answers.push(result.ok ? "ok" : result.error);
    }
    const firstRefusal = answers.indexOf("rateLimited");
    // Some wrong passwords are answered as such, then the limit holds to the end of the burst.
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(Math.min(RATE_RULES.loginIp.limit, RATE_RULES.loginAccount.limit));
    expect(answers.slice(0, firstRefusal).every((a) => a === "credentials" || a === "credentialsHint")).toBe(true);
    expect(answers.slice(firstRefusal).every((a) => a === "rateLimited")).toBe(true);

    const refused = await attempt(account.email, account.password, address);
    expect(refused).toMatchObject({ ok: false, status: 429, error: "rateLimited" });
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW / 1000);
    }
    // The account is protected from other addresses too while its window lasts.
    expect(await attempt(account.email, account.password, "203.0.113.8")).toMatchObject({ ok: false, error: "rateLimited" });

    await windowPasses([`login-ip:${address}`, `login:${account.email}`]);
    expect(await attempt(account.email, account.password, address)).toMatchObject({ ok: true });
  });

  it("throttles one address that tries 200 different e-mails, even for a real account's right password", { timeout: BURST_TIMEOUT }, async () => {
    const account = await registered();
    await roomInWindow(WINDOW, 90_000);
    const address = "203.0.113.9";
    const answers: string[] = [];
    for (let i = 0; i < 200; i++) {
      const result = await attempt(`nobody${i}@example.org`, "guess-123", address);
      answers.push(result.ok ? "ok" : result.error);
    }
    expect(answers.indexOf("rateLimited")).toBe(RATE_RULES.loginIp.limit);
    expect(answers.slice(RATE_RULES.loginIp.limit).every((a) => a === "rateLimited")).toBe(true);
    expect(await attempt(account.email, account.password, address)).toMatchObject({ ok: false, status: 429, error: "rateLimited" });
    // Another address is not punished for this one.
    expect(await attempt(account.email, account.password, "203.0.113.10")).toMatchObject({ ok: true });
    await windowPasses([`login-ip:${address}`]);
    expect(await attempt(account.email, account.password, address)).toMatchObject({ ok: true });
  });

  it("answers a burst against an e-mail without an account exactly as one against a real account", { timeout: BURST_TIMEOUT }, async () => {
    const account = await registered();
    const unknown = newAccount().email;
    await roomInWindow(WINDOW, 60_000);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const forReal = await attempt(account.email, `wrong-${i}`, `203.0.113.${100 + i}`);
      const forNobody = await attempt(unknown, `wrong-${i}`, `203.0.113.${150 + i}`);
      expect(answerOf(forNobody), `attempt ${i + 1}`).toBe(answerOf(forReal));
      seen.add(answerOf(forReal));
    }
    // The comparison went through every stage: plain refusal, the hint, then the limit.
    expect([...seen]).toEqual(["401 credentials", "401 credentialsHint", "429 rateLimited"]);
  });

  it("lets a whole class behind one school address log in, while their failures still count", { timeout: BURST_TIMEOUT }, async () => {
    const pupils = [];
    for (let i = 0; i < RATE_RULES.loginIp.limit + 10; i++) pupils.push(await registered(newAccount("eleve")));
    await roomInWindow(WINDOW, 90_000);
    const school = "198.51.100.20";
    for (const pupil of pupils) expect(await attempt(pupil.email, pupil.password, school), pupil.email).toMatchObject({ ok: true });

    // A few typos do not lock the class out; a burst of failures does, right passwords included.
    for (let i = 0; i < RATE_RULES.loginIp.limit; i++) await attempt(pupils[i % pupils.length].email, `typo-${i}`, school);
    expect(await attempt(pupils[pupils.length - 1].email, pupils[pupils.length - 1].password, school)).toMatchObject({ ok: false, error: "rateLimited" });
  });
});

describe("throttling recovery", () => {
  it("keeps the recovery answer neutral, throttled or not, whether the e-mail has an account or not", { timeout: BURST_TIMEOUT }, async () => {
    const account = await registered();
    const unknown = newAccount().email;
    await roomInWindow(RATE_RULES.recoveryAccount.windowMs, 60_000);
    for (let i = 0; i < RATE_RULES.recoveryAccount.limit + 2; i++) {
      const forReal = await requestReset(context(), browserRequest("/reset", `203.0.113.${200 + i}`), { email: account.email });
      const forNobody = await requestReset(context(), browserRequest("/reset", `203.0.113.${220 + i}`), { email: unknown });
      expect(forNobody, `request ${i + 1}`).toEqual(forReal);
      expect(forReal, `request ${i + 1}`).toEqual(i < RATE_RULES.recoveryAccount.limit ? { ok: true } : { ok: false, status: 429, error: "rateLimited" });
    }
  });
});
