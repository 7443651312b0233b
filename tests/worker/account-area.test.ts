import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOCALES, type LocaleCode } from "../../app/i18n/locales";
import { login } from "../../app/lib/accounts/login.server";
import { verifyPassword } from "../../app/lib/accounts/password.server";
import { PASSWORD_MIN } from "../../app/lib/accounts/schemas";
import { formatStorage, MB } from "../../app/lib/plans";
import { browserRequest, codeFromMail, context, freshAddress, newAccount, registered, resetTokenFromMail, roomInWindow, tokenFromSetCookie, v1 } from "./accounts-fixtures";
import { accountText, changeEmailFully, open, send, signedIn, visibleText } from "./account-area-fixtures";
import { get, post } from "./http";

/** An `account.*` text as the page shows it, with the parameters the account pages give it. */
function text(locale: LocaleCode, key: string, params: Record<string, string | number> = {}): string {
  return accountText(locale, key, { min: PASSWORD_MIN, max: formatStorage(MB, LOCALES[locale].locale), ...params });
}

async function expectError(res: Response, status: number, key: string, locale: LocaleCode = "fr") {
  expect(res.status, key).toBe(status);
  const page = visibleText(await res.text());
  expect(page, `${locale} ${key}`).toContain(text(locale, `errors.${key}`));
  return page;
}

const row = (id: string) =>
  env.DB.prepare("SELECT email, password_hash AS hash FROM users WHERE id = ?").bind(id).first<{ email: string; hash: string }>();

describe("the account guard", () => {
  it("sends a logged-out visitor to the login page with the path, query included, to come back to", async () => {
    for (const path of ["/account", "/account?tab=subscription", "/account/mail", "/account/newsletter", "/account/invoices"]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/connect?r=${encodeURIComponent(path)}`);
      // Spec section 4: the guard also clears local storage.
      expect(res.headers.get("Clear-Site-Data"), path).toBe('"storage"');
    }
  });

  it("brings the visitor back to the page asked for once logged in", async () => {
    const account = await signedIn();
    const to = new URL((await get("/account?tab=subscription")).headers.get("Location")!, "http://escaplay.fr");
    const res = await post(to.pathname, { email: account.email, password: account.password, r: to.searchParams.get("r")! }, "escaplay.fr", { "CF-Connecting-IP": freshAddress() });
    expect(res.headers.get("Location")).toBe("/account?tab=subscription");
  });

  it("does the same for a session that no longer exists, and changes nothing when a form is sent", async () => {
    const account = await signedIn();
    await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(account.id).run();
    expect((await open("/account/mail", account.cookie)).headers.get("Location")).toBe("/connect?r=%2Faccount%2Fmail");
    const res = await send("/account", { intent: "email", email: newAccount().email, password: account.password }, account.cookie);
    expect(res.headers.get("Location")).toBe("/connect?r=%2Faccount");
    expect((await row(account.id))?.email).toBe(account.email);
  });
});

describe("the profile tab's forms", () => {
  it("answers a form it does not know with an error rather than a crash", async () => {
    const account = await signedIn();
    for (const intent of ["", "delete-account", "avatar-remove "]) {
      await expectError(await send("/account", { intent, email: newAccount().email }, account.cookie), 400, "error");
    }
    expect((await row(account.id))?.email).toBe(account.email);
  });
});

describe("changing the e-mail address", () => {
  it("refuses a malformed address, an address of another account, a wrong or missing password and the same address", async () => {
    const account = await signedIn();
    const other = await registered();
    const cases: [Record<string, string>, string][] = [
      [{ email: "pas-une-adresse", password: account.password }, "emailFormat"],
      [{ email: other.email.toUpperCase(), password: account.password }, "emailTaken"],
      [{ email: newAccount().email, password: "pas-le-bon" }, "passwordWrong"],
      [{ email: newAccount().email, password: "" }, "incomplete"],
      [{ email: account.email, password: account.password }, "emailUnchanged"],
    ];
    for (const [form, key] of cases) await expectError(await send("/account", { intent: "email", ...form }, account.cookie), 400, key);
    expect((await row(account.id))?.email).toBe(account.email);
  });

  it("gives its messages in English on the English site", async () => {
    const account = await signedIn();
    const page = await expectError(await send("/account", { intent: "email", email: "nope", password: account.password }, account.cookie, "en"), 400, "emailFormat", "en");
    expect(page).not.toContain(text("fr", "errors.emailFormat"));
  });

  it("saves the new address once its code comes back, comes back to /account?saved=email and shows it", async () => {
    const account = await signedIn();
    const next = newAccount().email;
    const res = await changeEmailFully(account, next.toUpperCase());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account?saved=email");
    expect((await row(account.id))?.email).toBe(next);
    // The session cookie repeats the e-mail, so it is rewritten with the same session.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("_sr="))!;
    expect(await tokenFromSetCookie(cookie)).toBe(account.token);
    const page = visibleText(await (await open("/account?saved=email", account.cookie)).text());
    expect(page).toContain(next);
    expect(page).toContain(text("fr", "saved.email"));
    expect(page).not.toContain(account.email);
  });

  it("says an error occurred, not that the address is taken, when the address cannot be saved", async () => {
    const account = await signedIn();
    const trigger = `fail_email_${account.id.replace(/\W/g, "_")}`;
    await env.DB.prepare(`CREATE TRIGGER ${trigger} BEFORE UPDATE OF email ON users WHEN OLD.id = '${account.id}' BEGIN SELECT RAISE(ABORT, 'test'); END`).run();
    const next = newAccount().email;
    expect((await send("/account", { intent: "email", email: next, password: account.password }, account.cookie)).status).toBe(302);
    try {
      const page = await expectError(await send("/account", { intent: "email-confirm", code: await codeFromMail(next) }, account.cookie), 500, "error");
      expect(page).not.toContain(text("fr", "errors.emailTaken"));
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect((await row(account.id))?.email).toBe(account.email);
  });

  it("stops checking passwords after ten attempts in a quarter of an hour, even the right one", async () => {
    const account = await signedIn();
    await roomInWindow(15 * 60_000, 15_000);
    const attempt = (password: string) => send("/account", { intent: "email", email: newAccount().email, password }, account.cookie);
    for (let i = 0; i < 10; i++) await expectError(await attempt(`faux-${i}`), 400, "passwordWrong");
    await expectError(await attempt(account.password), 429, "rateLimited");
    expect((await row(account.id))?.email).toBe(account.email);
  });
});

describe("changing the password", () => {
  it("applies the rules: minimum length, matching confirmation, right current password", async () => {
    const account = await signedIn();
    const cases: [Record<string, string>, string][] = [
      [{ current: account.password, password: "12345", confirm: "12345" }, "passwordShort"],
      [{ current: account.password, password: "nouveau-secret", confirm: "nouveau-secreT" }, "mismatch"],
      [{ current: "pas-le-bon", password: "nouveau-secret", confirm: "nouveau-secret" }, "passwordWrong"],
      [{ current: "", password: "nouveau-secret", confirm: "nouveau-secret" }, "incomplete"],
    ];
    for (const [form, key] of cases) await expectError(await send("/account", { intent: "password", ...form }, account.cookie), 400, key);
    expect(await verifyPassword(account.password, (await row(account.id))!.hash)).toBe(true);
  });

  it("changes the password, keeps this session and ends the account's other sessions", async () => {
    const account = await signedIn();
    const elsewhere = await login(context(), browserRequest("/connect"), { email: account.email, password: account.password });
    if (!elsewhere.ok) throw new Error(elsewhere.error);
    const otherToken = await tokenFromSetCookie(elsewhere.setCookie);
    const bystander = await signedIn();

    const res = await send("/account", { intent: "password", current: account.password, password: "nouveau-secret", confirm: "nouveau-secret" }, account.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account?saved=password");
    const hash = (await row(account.id))!.hash;
    expect(await verifyPassword("nouveau-secret", hash)).toBe(true);
    expect(await verifyPassword(account.password, hash)).toBe(false);

    expect(visibleText(await (await open("/account?saved=password", account.cookie)).text())).toContain(text("fr", "saved.password"));
    expect((await v1("/v1/auth/connect/check", { token: otherToken })).status).toBe(401);
    expect((await open("/account", elsewhere.setCookie.split(";")[0])).headers.get("Location")).toBe("/connect?r=%2Faccount");
    expect((await v1("/v1/auth/connect/check", { token: bystander.token })).status).toBe(200);
  });

  it("lets an account made with Google set its first password without a current one", async () => {
    const account = await signedIn();
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(account.id).run();
    const res = await send("/account", { intent: "password", password: "premier-secret", confirm: "premier-secret" }, account.cookie);
    expect(res.headers.get("Location")).toBe("/account?saved=password");
    expect(await verifyPassword("premier-secret", (await row(account.id))!.hash)).toBe(true);
  });
});

describe("a recovery link mailed before a change", () => {
  /** Asks /reset for a link, as someone reading the account's mailbox could. */
  async function resetLink(email: string) {
    expect((await post("/reset", { email }, "escaplay.fr", { "CF-Connecting-IP": freshAddress() })).status).toBe(302);
    return resetTokenFromMail(email);
  }
  const useLink = (token: string) => post("/reset", { token, password: "repris-par-mail", confirm: "repris-par-mail" }, "escaplay.fr", { "CF-Connecting-IP": freshAddress() });

  it("no longer works once the e-mail address has changed", async () => {
    const account = await signedIn();
    const token = await resetLink(account.email);
    expect((await changeEmailFully(account, newAccount().email)).status).toBe(302);
    expect((await useLink(token)).status).toBe(400);
    expect(await verifyPassword(account.password, (await row(account.id))!.hash)).toBe(true);
  });

  it("no longer works once the password has changed", async () => {
    const account = await signedIn();
    const token = await resetLink(account.email);
    await send("/account", { intent: "password", current: account.password, password: "nouveau-secret", confirm: "nouveau-secret" }, account.cookie);
    expect((await useLink(token)).status).toBe(400);
    expect(await verifyPassword("nouveau-secret", (await row(account.id))!.hash)).toBe(true);
  });
});
