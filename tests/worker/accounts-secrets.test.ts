import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { login } from "../../app/lib/accounts/login.server";
import { requestReset, resetPassword } from "../../app/lib/accounts/recovery.server";
import { createChallenge } from "../../app/lib/accounts/robot.server";
import { sha256Hex } from "../../app/lib/hash";
import { browserRequest, codeFromMail, context, db, registered, resetTokenFromMail, tokenFromSetCookie, v1 } from "./accounts-fixtures";

/** The tables the accounts write to, and every other table of the app; the dev mailbox exists to show mails. */
async function storedTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'dev_mailbox')",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

async function everyCell(): Promise<{ where: string; text: string }[]> {
  const cells: { where: string; text: string }[] = [];
  for (const table of await storedTables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
    results.forEach((row, i) => {
      for (const [column, value] of Object.entries(row)) {
        if (value !== null && value !== undefined) cells.push({ where: `${table}[${i}].${column}`, text: String(value) });
      }
    });
  }
  return cells;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("secrets at rest", () => {
  it("keeps no password, token or code in plain text in D1", async () => {
    // A whole account life: register, resend the code, log in, ask for recovery, choose a new password.
    const account = await registered();
    const firstCode = await codeFromMail(account.email);
    expect(await (await v1("/v1/auth/account/valid/send", { token: account.token })).json()).toEqual({ type: "sent", msg: "Sent!" });
    const secondCode = await codeFromMail(account.email);
    const loggedIn = await login(context(), browserRequest("/connect"), { email: account.email, password: account.password });
    if (!loggedIn.ok) throw new Error(loggedIn.error);
    const loginToken = await tokenFromSetCookie(loggedIn.setCookie);
    expect(await requestReset(context(), browserRequest("/reset"), { email: account.email })).toEqual({ ok: true });
    const usedResetToken = await resetTokenFromMail(account.email);
    const newPassword = "Un-tout-nouveau-secret-42";
    const reset = await resetPassword(context(), browserRequest("/reset"), { token: usedResetToken, password: newPassword, confirm: newPassword });
    if (!reset.ok) throw new Error(JSON.stringify(reset.errors));
    const resetSessionToken = await tokenFromSetCookie(reset.setCookie);
    expect(await requestReset(context(), browserRequest("/reset"), { email: account.email })).toEqual({ ok: true });
    const pendingResetToken = await resetTokenFromMail(account.email);
    const challenge = await createChallenge(db);

    const secrets: Record<string, string> = {
      "first password": account.password,
      "new password": newPassword,
      "registration session token": account.token,
      "login session token": loginToken,
      "session token after the reset": resetSessionToken,
      "used reset token": usedResetToken,
      "pending reset token": pendingResetToken,
      "anti-robot text": challenge.text,
    };
    const codes = { "first code": firstCode, "second code": secondCode };
    const cells = await everyCell();

    // The dump really covers the account's rows: its e-mail and the hashes of its secrets are there.
    const dump = cells.map((c) => c.text);
    expect(dump).toContain(account.email);
    expect(dump).toContain(await sha256Hex(resetSessionToken));
    expect(dump).toContain(await sha256Hex(pendingResetToken));
    expect(cells.some((c) => c.where.startsWith("verification_codes") && c.where.endsWith("code_hash"))).toBe(true);
    expect(cells.some((c) => c.where.startsWith("rate_limits"))).toBe(true);
    const passwordHash = cells.find((c) => c.where.startsWith("users") && c.where.endsWith(".password_hash"));
    expect(passwordHash?.text).toMatch(/^pbkdf2-sha256\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);

    for (const [name, secret] of Object.entries(secrets)) {
      const leaks = cells.filter((c) => c.text.includes(secret)).map((c) => c.where);
      expect(leaks, `${name} stored in plain text`).toEqual([]);
    }
    // Six digits occur inside timestamps by chance; a stored code would stand on its own.
    for (const [name, code] of Object.entries(codes)) {
      const alone = new RegExp(`(?<![0-9])${escapeRegex(code)}(?![0-9])`);
      const leaks = cells.filter((c) => alone.test(c.text)).map((c) => c.where);
      expect(leaks, `${name} stored in plain text`).toEqual([]);
    }
  });
});
