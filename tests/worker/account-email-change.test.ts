import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { EMAIL_CHANGE_MAX_ATTEMPTS } from "../../app/lib/account/email-change.server";
import { login } from "../../app/lib/accounts/login.server";
import { maskedEmail } from "../../app/lib/mail/templates.server";
import { browserRequest, codeFromMail, context, lastMail, mailCount, newAccount, registered, roomInWindow, tokenFromSetCookie } from "./accounts-fixtures";
import { accountText, open, send, signedIn, visibleText } from "./account-area-fixtures";

/**
 * The security review: changing the account's e-mail must prove the new address (a code mailed to it)
 * before it becomes the login and the mail target, and the old address is told, never given the code.
 */

const emailOf = async (id: string) => (await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(id).first<{ email: string }>())?.email;
const pendingOf = (id: string) =>
  env.DB.prepare("SELECT email, code_hash AS codeHash, attempts, expires_at AS expiresAt FROM email_changes WHERE user_id = ?")
    .bind(id)
    .first<{ email: string; codeHash: string; attempts: number; expiresAt: number }>();

const request = (account: { cookie: string; password: string }, email: string, locale: LocaleCode = "fr") =>
  send("/account", { intent: "email", email, password: account.password }, account.cookie, locale);
const confirm = (account: { cookie: string }, code: string, locale: LocaleCode = "fr") => send("/account", { intent: "email-confirm", code }, account.cookie, locale);
const resend = (account: { cookie: string }) => send("/account", { intent: "email-resend" }, account.cookie);
const cancel = (account: { cookie: string }) => send("/account", { intent: "email-cancel" }, account.cookie);

const canLogIn = async (email: string, password: string) => (await login(context(), browserRequest("/connect"), { email, password })).ok;

/** Another 6-digit code than `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

async function expectError(res: Response, status: number, key: string, locale: LocaleCode = "fr", params: Record<string, string> = {}) {
  expect(res.status, key).toBe(status);
  const page = visibleText(await res.text());
  expect(page, `${locale} ${key}`).toContain(accountText(locale, `errors.${key}`, params));
  return page;
}

async function pendingChange(locale: LocaleCode = "fr") {
  const account = await signedIn();
  const next = newAccount().email;
  const res = await request(account, next, locale);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/account?saved=emailPending");
  return { account, next, code: await codeFromMail(next) };
}

describe("asking for a new e-mail address", () => {
  it("keeps the old address as the login until the code comes back: the new one does not log in", async () => {
    const { account, next, code } = await pendingChange();
    expect(await emailOf(account.id)).toBe(account.email);
    const pending = await pendingOf(account.id);
    expect(pending).toMatchObject({ email: next, attempts: 0 });
    // Only a hash of the code is kept, and the change expires within a day.
    expect(pending!.codeHash).not.toContain(code);
    expect(pending!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.expiresAt - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(pending!.expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    expect(await canLogIn(next, account.password)).toBe(false);
    expect(await canLogIn(account.email, account.password)).toBe(true);

    const page = visibleText(await (await open("/account?saved=emailPending", account.cookie)).text());
    expect(page).toContain(accountText("fr", "saved.emailPending"));
    expect(page).toContain(accountText("fr", "email.pending"));
    expect(page).toContain(next);
    for (const key of ["email.code", "email.confirm", "email.resend", "email.cancel"]) expect(page, key).toContain(accountText("fr", key));
    // The header's account menu and the current address still read the old one.
    expect(page).toContain(account.email);
  });

  it("mails a code to the new address and tells the old one, with no code in its mail", async () => {
    const account = await signedIn();
    const next = newAccount().email;
    const before = await mailCount(account.email);
    expect((await request(account, next)).status).toBe(302);

    const toNew = await lastMail(next);
    const code = await codeFromMail(next);
    expect(toNew!.subject).toBe(translate("fr", "mail.emailChange.subject", { code }));
    expect(toNew!.html).toContain(code);

    expect(await mailCount(account.email)).toBe(before + 1);
    const toOld = await lastMail(account.email);
    expect(toOld!.subject).toBe(translate("fr", "mail.emailChangeRequested.subject"));
    expect(toOld!.text).toContain(maskedEmail(next));
    expect(toOld!.text).toContain("/account");
    expect(toOld!.text).not.toContain(code);
    expect(toOld!.html).not.toContain(code);
    expect(toOld!.text).not.toContain(next);
  });

  it("writes the mails and the page in the site's language", async () => {
    const { account, next } = await pendingChange("en");
    expect((await lastMail(next))!.text).toContain(translate("en", "mail.emailChange.intro"));
    expect((await lastMail(account.email))!.subject).toBe(translate("en", "mail.emailChangeRequested.subject"));
    const page = visibleText(await (await open("/account", account.cookie, "en")).text());
    expect(page).toContain(accountText("en", "email.pendingHint"));
  });

  it("refuses an address another account uses, and says nothing to either address", async () => {
    const account = await signedIn();
    const other = await registered();
    const before = [await mailCount(account.email), await mailCount(other.email)];
    await expectError(await request(account, other.email.toUpperCase()), 400, "emailTaken");
    expect(await pendingOf(account.id)).toBeNull();
    expect([await mailCount(account.email), await mailCount(other.email)]).toEqual(before);
  });
});

describe("confirming the new address with its code", () => {
  it("refuses a wrong code with a clear error and keeps the address", async () => {
    const { account, next, code } = await pendingChange();
    await expectError(await confirm(account, wrong(code)), 400, "codeWrong");
    expect(await emailOf(account.id)).toBe(account.email);
    expect(await pendingOf(account.id)).toMatchObject({ email: next, attempts: 1 });
    expect(await canLogIn(next, account.password)).toBe(false);
    // In English on the English site.
    const page = await expectError(await confirm(account, wrong(code, 2), "en"), 400, "codeWrong", "en");
    expect(page).not.toContain(accountText("fr", "errors.codeWrong"));
  });

  it("answers malformed input with a field error, never a crash", async () => {
    const { account, code } = await pendingChange();
    await expectError(await confirm(account, "12ab56"), 400, "codeFormat");
    await expectError(await confirm(account, "1234567"), 400, "codeFormat");
    await expectError(await confirm(account, "   "), 400, "incomplete");
    await expectError(await send("/account", { intent: "email-confirm" }, account.cookie), 400, "incomplete");
    // A file where the code should be.
    const form = new FormData();
    form.set("intent", "email-confirm");
    form.set("code", new File([code], "code.txt"));
    const multipart = await SELF.fetch("http://escaplay.fr/account", {
      method: "POST",
      body: form,
      headers: { Host: "escaplay.fr", Cookie: account.cookie, Accept: "text/html" },
      redirect: "manual",
    });
    await expectError(multipart, 400, "incomplete");
    // None of these counted as a guess.
    expect((await pendingOf(account.id))?.attempts).toBe(0);
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it("makes the new address the login and the mail target with the right code, and tells the old one", async () => {
    const { account, next, code } = await pendingChange();
    const before = await mailCount(account.email);
    // A code typed with a space in the middle is still the code.
    const res = await confirm(account, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account?saved=email");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("_sr="))!;
    expect(await tokenFromSetCookie(cookie)).toBe(account.token);

    expect(await emailOf(account.id)).toBe(next);
    expect(await pendingOf(account.id)).toBeNull();
    expect(await canLogIn(next, account.password)).toBe(true);
    expect(await canLogIn(account.email, account.password)).toBe(false);

    expect(await mailCount(account.email)).toBe(before + 1);
    const toOld = await lastMail(account.email);
    expect(toOld!.subject).toBe(translate("fr", "mail.emailChanged.subject"));
    expect(toOld!.text).toContain(maskedEmail(next));
    expect(toOld!.text).not.toContain(code);

    const page = visibleText(await (await open("/account?saved=email", account.cookie)).text());
    expect(page).toContain(accountText("fr", "saved.email"));
    expect(page).toContain(next);
    expect(page).not.toContain(account.email);
    expect(page).not.toContain(accountText("fr", "email.pending"));
    // The code is spent.
    await expectError(await confirm(account, code), 400, "noPendingEmail");
  });

  it("refuses an address another account took meanwhile, and drops the change", async () => {
    const { account, next, code } = await pendingChange();
    const other = await registered({ ...newAccount(), email: next });
    const page = await expectError(await confirm(account, code), 400, "emailTaken");
    expect(await emailOf(account.id)).toBe(account.email);
    expect(await emailOf(other.id)).toBe(next);
    expect(await pendingOf(account.id)).toBeNull();
    // The request form is back, to choose another address.
    expect(page).toContain(accountText("fr", "email.submit"));
  });

  it("lets two accounts ask for one address; the first to confirm has it, the second is refused", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const next = newAccount().email;
    expect((await request(first, next)).status).toBe(302);
    const firstCode = await codeFromMail(next);
    expect((await request(second, next)).status).toBe(302);
    const secondCode = await codeFromMail(next);
    expect((await confirm(second, secondCode)).headers.get("Location")).toBe("/account?saved=email");
    await expectError(await confirm(first, firstCode), 400, "emailTaken");
    expect(await emailOf(second.id)).toBe(next);
    expect(await emailOf(first.id)).toBe(first.email);
  });
});

describe("the limits of a pending change", () => {
  it("needs a new request once it has expired", async () => {
    const { account, next, code } = await pendingChange();
    await env.DB.prepare("UPDATE email_changes SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, account.id).run();
    const page = visibleText(await (await open("/account", account.cookie)).text());
    expect(page).toContain(accountText("fr", "email.expired", { email: next }));
    expect(page).not.toContain(accountText("fr", "email.confirm"));

    await expectError(await resend(account), 400, "codeExpired");
    expect(await codeFromMail(next)).toBe(code);
    await expectError(await confirm(account, code), 400, "noPendingEmail");
    expect(await emailOf(account.id)).toBe(account.email);

    // A new request starts again, with a new code.
    expect((await request(account, next)).status).toBe(302);
    expect((await confirm(account, await codeFromMail(next))).headers.get("Location")).toBe("/account?saved=email");
    expect(await emailOf(account.id)).toBe(next);
  });

  it("refuses the right code after an expiry it did not see coming", async () => {
    const { account, code } = await pendingChange();
    await env.DB.prepare("UPDATE email_changes SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, account.id).run();
    await expectError(await confirm(account, code), 400, "codeExpired");
    expect(await emailOf(account.id)).toBe(account.email);
    expect(await pendingOf(account.id)).toBeNull();
  });

  it(`cancels the change at the ${EMAIL_CHANGE_MAX_ATTEMPTS}th wrong code: the right one no longer works`, async () => {
    const { account, next, code } = await pendingChange();
    for (let i = 1; i < EMAIL_CHANGE_MAX_ATTEMPTS; i++) await expectError(await confirm(account, wrong(code, i)), 400, "codeWrong");
    await expectError(await confirm(account, wrong(code, EMAIL_CHANGE_MAX_ATTEMPTS)), 400, "codeAttempts");
    expect(await pendingOf(account.id)).toBeNull();
    await expectError(await confirm(account, code), 400, "noPendingEmail");
    expect(await emailOf(account.id)).toBe(account.email);
    expect(await canLogIn(next, account.password)).toBe(false);
  });

  it("counts the codes tried per account, whatever the resends: ten in a quarter of an hour", async () => {
    await roomInWindow(15 * 60_000, 20_000);
    const { account, next } = await pendingChange();
    const guesses = [4, 4, 2];
    for (const [round, n] of guesses.entries()) {
      if (round > 0) expect((await resend(account)).headers.get("Location")).toBe("/account?saved=emailResent");
      const code = await codeFromMail(next);
      for (let i = 1; i <= n; i++) await expectError(await confirm(account, wrong(code, i)), 400, "codeWrong");
    }
    await expectError(await confirm(account, await codeFromMail(next)), 429, "rateLimited");
    expect(await emailOf(account.id)).toBe(account.email);
  });
});

describe("resending and cancelling", () => {
  it("resends a new code to the new address only; the previous code no longer works", async () => {
    const { account, next, code } = await pendingChange();
    const [toNew, toOld] = [await mailCount(next), await mailCount(account.email)];
    const res = await resend(account);
    expect(res.headers.get("Location")).toBe("/account?saved=emailResent");
    expect(await mailCount(next)).toBe(toNew + 1);
    expect(await mailCount(account.email)).toBe(toOld);
    const fresh = await codeFromMail(next);
    if (fresh !== code) await expectError(await confirm(account, code), 400, "codeWrong");
    expect((await confirm(account, fresh)).headers.get("Location")).toBe("/account?saved=email");
    expect(await emailOf(account.id)).toBe(next);
  });

  it("cancels the pending change: the address stays and the code is spent", async () => {
    const { account, code } = await pendingChange();
    const res = await cancel(account);
    expect(res.headers.get("Location")).toBe("/account?saved=emailCancelled");
    expect(await pendingOf(account.id)).toBeNull();
    const page = visibleText(await (await open("/account?saved=emailCancelled", account.cookie)).text());
    expect(page).toContain(accountText("fr", "saved.emailCancelled"));
    expect(page).toContain(accountText("fr", "email.submit"));
    await expectError(await confirm(account, code), 400, "noPendingEmail");
    await expectError(await resend(account), 400, "noPendingEmail");
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it("only ever touches the signed-in account's pending change", async () => {
    const { account: victim, next, code } = await pendingChange();
    const me = await signedIn();
    const extra = { id: victim.id, userId: victim.id, user: victim.id };
    await send("/account", { intent: "email-confirm", code, ...extra }, me.cookie);
    await send("/account", { intent: "email-cancel", ...extra }, me.cookie);
    await send("/account", { intent: "email-resend", ...extra }, me.cookie);
    expect(await pendingOf(victim.id)).toMatchObject({ email: next, attempts: 0 });
    expect(await codeFromMail(next)).toBe(code);
    expect(await emailOf(me.id)).toBe(me.email);
  });
});
