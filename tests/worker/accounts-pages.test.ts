import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { RATE_RULES } from "../../app/lib/accounts/rate-limit.server";
import { PASSWORD_MIN, USERNAME_MAX } from "../../app/lib/accounts/schemas";
import { freshAddress, mailCount, newAccount, registered, registrationForm, roomInWindow, tokenFromSetCookie } from "./accounts-fixtures";
import { get, post, setCookies } from "./http";

const HOSTS: Record<string, string> = { fr: "escaplay.fr", de: "escaplay.de", en: "escaplay.eu", it: "escaplay.it" };

/** What a person reads: the page without its scripts (which carry every text of the namespace), tags or entities. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#xa0;/gi, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** An `auth.errors` text as the site shows it; a `{{slot}}` (a link) ends the part compared. */
function message(locale: LocaleCode, key: string): string {
  const text = translate(locale, `auth.errors.${key}`, { min: PASSWORD_MIN, max: USERNAME_MAX, link: "{{link}}", mail: "{{mail}}" });
  expect(text, `auth.errors.${key} exists`).not.toBe(`auth.errors.${key}`);
  return text.split(/\{\{\w+\}\}/)[0].replace(/\s+/g, " ").trim();
}

const send = (path: string, form: Record<string, string>, locale: LocaleCode = "fr", address = freshAddress()) =>
  post(path, form, HOSTS[locale], { "CF-Connecting-IP": address, Accept: "text/html" });

async function expectMessage(res: Response, status: number, locale: LocaleCode, key: string) {
  expect(res.status, key).toBe(status);
  const text = visibleText(await res.text());
  expect(text, `${locale} ${key}`).toContain(message(locale, key));
  return text;
}

describe("the registration page (/join)", () => {
  it("shows none of the error messages before anything is sent", async () => {
    const text = visibleText(await (await get("/join")).text());
    for (const key of ["incomplete", "mismatch", "emailTaken", "robot"]) expect(text).not.toContain(message("fr", key));
  });

  it("creates the account, signs it in and mails the code", async () => {
    const account = newAccount();
    const res = await send("/join", await registrationForm(account));
    expect(res.status).toBe(302);
    const cookie = setCookies(res).find((c) => c.startsWith("_sr="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await tokenFromSetCookie(cookie!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailCount(account.email)).toBe(1);
  });

  it("asks to complete all fields, in the site's language", async () => {
    for (const locale of ["fr", "de", "en"] as const) {
      await expectMessage(await send("/join", await registrationForm(newAccount(), { email: "" }), locale), 400, locale, "incomplete");
    }
    expect(message("de", "incomplete")).not.toBe(message("fr", "incomplete"));
  });

  it("shows each registration rule's own message", async () => {
    const taken = await registered();
    const banned = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), banned.id).run();
    const cases: [string, Record<string, string>, number][] = [
      ["passwordShort", { password: "12345", confirm: "12345" }, 400],
      ["mismatch", { confirm: "pas-le-meme-mot" }, 400],
      ["usernameChars", { username: "mon.nom/#[{" }, 400],
      ["usernameTaken", { username: taken.username.toUpperCase() }, 400],
      ["emailFormat", { email: "pas-une-adresse" }, 400],
      ["emailTaken", { email: taken.email }, 400],
      ["banned", { email: banned.email }, 403],
      ["robot", { robotAnswer: "FAUX99" }, 400],
    ];
    for (const locale of ["fr", "it"] as const) {
      for (const [key, overrides, status] of cases) {
        await expectMessage(await send("/join", await registrationForm(newAccount(), overrides), locale), status, locale, key);
      }
    }
  });

  it("keeps what was typed, except the passwords, when the form comes back", async () => {
    const account = newAccount();
    const html = await (await send("/join", await registrationForm(account, { confirm: "autre-chose-123" }))).text();
    expect(html).toContain(`value="${account.username}"`);
    expect(html).toContain(`value="${account.email}"`);
    expect(html).not.toContain(account.password);
    expect(html).not.toContain("autre-chose-123");
  });
});

describe("the login page (/connect)", () => {
  it("asks to complete the fields", async () => {
    await expectMessage(await send("/connect", { email: "", password: "" }), 400, "fr", "incomplete");
  });

  it("says the e-mail and/or password is incorrect, then points to password recovery", async () => {
    const account = await registered();
    await roomInWindow(RATE_RULES.loginAccount.windowMs, 10_000);
    for (let i = 0; i < 2; i++) await expectMessage(await send("/connect", { email: account.email, password: "faux" }), 401, "fr", "credentials");
    const res = await send("/connect", { email: account.email, password: "faux" });
    const html = await res.clone().text();
    await expectMessage(res, 401, "fr", "credentialsHint");
    expect(html).toMatch(/<a [^>]*href="\/reset"/);
  });

  it("gives an unknown e-mail the wrong-password answer, in German on the German site", async () => {
    const text = await expectMessage(await send("/connect", { email: newAccount().email, password: "faux" }, "de"), 401, "de", "credentials");
    expect(text).not.toContain(message("fr", "credentials"));
  });

  it("tells a banned account to contact support", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), account.id).run();
    const res = await send("/connect", { email: account.email, password: account.password });
    const html = await res.clone().text();
    await expectMessage(res, 403, "fr", "banned");
    expect(html).toContain(`href="mailto:${env.SUPPORT_EMAIL}"`);
    expect(setCookies(res).some((c) => c.startsWith("_sr=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("signs in with the right password and sets the session cookie", async () => {
    const account = await registered();
    const res = await send("/connect", { email: account.email, password: account.password, r: "/account" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account");
    expect(setCookies(res).some((c) => c.startsWith("_sr="))).toBe(true);
  });

  it("refuses to send anyone to another site after login", async () => {
    const account = await registered();
    const res = await send("/connect", { email: account.email, password: account.password, r: "//evil.example/x" });
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("the recovery page (/reset)", () => {
  it("gives the same neutral answer for an e-mail with or without an account", async () => {
    const account = await registered();
    const known = await send("/reset", { email: account.email });
    const unknown = await send("/reset", { email: newAccount().email });
    expect(known.status).toBe(302);
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    const text = visibleText(await (await get(known.headers.get("Location")!)).text());
    expect(text).toContain(translate("fr", "auth.notices.resetSent"));
  });

  it("says the e-mail is badly formatted", async () => {
    await expectMessage(await send("/reset", { email: "pas-une-adresse" }), 400, "fr", "emailFormat");
  });

  it("says a spent or unknown link no longer works", async () => {
    const text = visibleText(await (await get(`/reset?token=${"A".repeat(43)}`)).text());
    expect(text).toContain(message("fr", "resetInvalid"));
    await expectMessage(await send("/reset", { token: "A".repeat(43), password: "nouveau-secret", confirm: "nouveau-secret" }), 400, "fr", "resetInvalid");
  });
});
