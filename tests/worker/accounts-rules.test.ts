import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { login } from "../../app/lib/accounts/login.server";
import { register } from "../../app/lib/accounts/register.server";
import { requestReset, resetLinkUsable, resetPassword } from "../../app/lib/accounts/recovery.server";
import { createChallenge } from "../../app/lib/accounts/robot.server";
import { userForToken } from "../../app/lib/session.server";
import {
  browserRequest,
  context,
  db,
  lastMail,
  mailCount,
  newAccount,
  registered,
  registrationForm,
  resetTokenFromMail,
  roomInWindow,
  tokenFromSetCookie,
} from "./accounts-fixtures";
import { RATE_RULES } from "../../app/lib/accounts/rate-limit.server";

const signUp = async (form: Record<string, unknown>) => register(context(), browserRequest("/join"), form);
const signIn = (email: string, password: string, address?: string) => login(context(), browserRequest("/connect", address), { email, password });
const errorsOf = (result: Awaited<ReturnType<typeof register>>) => (result.ok ? {} : result.errors);

describe("registration (spec sections 5 and 8)", () => {
  it("creates an unverified account that accepted the terms, and mails it a 6-digit code", async () => {
    const account = newAccount();
    const result = await signUp(await registrationForm(account, { accountType: "player", usageContext: "teacher_association" }));
    expect(result.ok).toBe(true);
    const row = await env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(account.email).first<Record<string, unknown>>();
    expect(row).toMatchObject({ username: account.username, grade: 0, account_type: "player", usage_context: "teacher_association", banned_at: null });
    expect(row!.terms_accepted_at).toEqual(expect.any(Number));
    expect((await lastMail(account.email))?.text).toMatch(/(?<!\d)\d{6}(?!\d)/);
  });

  it("asks to complete all fields when any one of them is empty", async () => {
    expect(errorsOf(await signUp({}))).toMatchObject({ form: "incomplete" });
    for (const field of ["username", "email", "password", "confirm", "accountType", "usageContext", "robotAnswer"]) {
      const result = await signUp(await registrationForm(newAccount(), { [field]: "" }));
      expect(result.ok, field).toBe(false);
      expect(errorsOf(result).form, field).toBe("incomplete");
    }
    const blank = await signUp(await registrationForm(newAccount(), { username: "   " }));
    expect(errorsOf(blank).form).toBe("incomplete");
    // A browser does not send a radio group left unchecked at all.
    const { accountType: _type, usageContext: _usage, ...noChoice } = await registrationForm(newAccount());
    expect(errorsOf(await signUp(noChoice))).toMatchObject({ form: "incomplete", accountType: "incomplete", usageContext: "incomplete" });
  });

  it("wants a password of at least 6 characters", async () => {
    const account = newAccount();
    const short = await signUp(await registrationForm(account, { password: "12345", confirm: "12345" }));
    expect(short).toMatchObject({ ok: false, status: 400 });
    expect(errorsOf(short).password).toBe("passwordShort");
    const six = await signUp(await registrationForm(account, { password: "123456", confirm: "123456" }));
    expect(six.ok).toBe(true);
  });

  it("says the passwords do not match when the confirmation differs", async () => {
    const account = newAccount();
    const result = await signUp(await registrationForm(account, { confirm: `${account.password}x` }));
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(errorsOf(result).confirm).toBe("mismatch");
  });

  it("refuses a user name with / # . [ { or any other special character", async () => {
    for (const bad of ["a/b", "a#b", "a.b", "a[b", "a{b", "a]b", "a}b", "a b", "a@b", "a$b", "a%b", "a?b", "a<b>", "a'b", 'a"b', "a\\b", "a:b", "a*b", "a+b", "a=b", "a!b", "a&b", "a|b", "a~b", "a,b", "a;b", "a😀b"]) {
      const result = await signUp(await registrationForm(newAccount(), { username: bad }));
      expect(result.ok, bad).toBe(false);
      expect(errorsOf(result).username, bad).toBe("usernameChars");
    }
  });

  it("welcomes letters of every alphabet, digits, dash and underscore in a user name", async () => {
    for (const good of ["Zoé_2", "Łukasz-3", "Ñandú", "Ελένη", "user_name-9"]) {
      const result = await signUp(await registrationForm(newAccount(), { username: `${good}${Math.random().toString(36).slice(2, 6)}` }));
      expect(result.ok, good).toBe(true);
    }
  });

  it("refuses a user name that is too long", async () => {
    const result = await signUp(await registrationForm(newAccount(), { username: "a".repeat(31) }));
    expect(errorsOf(result).username).toBe("usernameLength");
  });

  it("says the user name is already used, whatever its case", async () => {
    const first = await registered();
    for (const name of [first.username, first.username.toUpperCase(), "camille", "ATELIERENIGMA"]) {
      const result = await signUp(await registrationForm(newAccount(), { username: name }));
      expect(result, name).toMatchObject({ ok: false, status: 400 });
      expect(errorsOf(result).username, name).toBe("usernameTaken");
    }
  });

  it("says the e-mail is badly formatted", async () => {
    for (const bad of ["plainaddress", "a@", "@example.org", "a b@example.org", "a@example", "a@@example.org", `${"x".repeat(250)}@example.org`]) {
      const result = await signUp(await registrationForm(newAccount(), { email: bad }));
      expect(result.ok, bad).toBe(false);
      expect(errorsOf(result).email, bad).toBe("emailFormat");
    }
  });

  it("says the e-mail is already used, whatever its case", async () => {
    const first = await registered();
    for (const email of [first.email, first.email.toUpperCase(), "camille@demo.escaplay.fr"]) {
      const result = await signUp(await registrationForm(newAccount(), { email }));
      expect(result, email).toMatchObject({ ok: false, status: 400 });
      expect(errorsOf(result).email, email).toBe("emailTaken");
    }
  });

  it("refuses to register again with the e-mail of a banned account", async () => {
    const banned = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), banned.id).run();
    const result = await signUp(await registrationForm(newAccount(), { email: banned.email.toUpperCase() }));
    expect(result).toEqual({ ok: false, status: 403, errors: { form: "banned" } });
  });

  it("refuses a wrong anti-robot text, and accepts the right one typed in lower case or with spaces", async () => {
    const wrong = await signUp(await registrationForm(newAccount(), { robotAnswer: "NOTIT1" }));
    expect(errorsOf(wrong).robotAnswer).toBe("robot");
    const challenge = await createChallenge(db);
    const typed = challenge.text.toLowerCase().split("").join(" ");
    expect((await signUp(await registrationForm(newAccount(), { robotId: challenge.id, robotAnswer: typed }))).ok).toBe(true);
  });

  it("accepts each anti-robot text only once", async () => {
    const challenge = await createChallenge(db);
    expect((await signUp(await registrationForm(newAccount(), { robotId: challenge.id, robotAnswer: challenge.text }))).ok).toBe(true);
    const again = await signUp(await registrationForm(newAccount(), { robotId: challenge.id, robotAnswer: challenge.text }));
    expect(errorsOf(again).robotAnswer).toBe("robot");
  });

  it("refuses an anti-robot text that has expired or that the server never made", async () => {
    const challenge = await createChallenge(db);
    await env.DB.prepare("UPDATE robot_challenges SET expires_at = ? WHERE id = ?").bind(Date.now() - 1, challenge.id).run();
    const expired = await signUp(await registrationForm(newAccount(), { robotId: challenge.id, robotAnswer: challenge.text }));
    expect(errorsOf(expired).robotAnswer).toBe("robot");
    const invented = await signUp(await registrationForm(newAccount(), { robotId: "r_invented", robotAnswer: "ABCDEF" }));
    expect(errorsOf(invented).robotAnswer).toBe("robot");
  });

  it("stores nothing when a rule is broken", async () => {
    const account = newAccount();
    await signUp(await registrationForm(account, { confirm: "different" }));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(account.email).first("n")).toBe(0);
    expect(await mailCount(account.email)).toBe(0);
  });
});

describe("login (spec sections 5 and 8)", () => {
  it("opens a session with the right e-mail, in any case, and password", async () => {
    const account = await registered();
    const result = await signIn(` ${account.email.toUpperCase()} `, account.password);
    expect(result).toMatchObject({ ok: true, grade: 0 });
    if (!result.ok) return;
    expect((await userForToken(db, await tokenFromSetCookie(result.setCookie)))?.id).toBe(account.id);
  });

  it("asks to complete the fields when the e-mail or the password is empty", async () => {
    const account = await registered();
    expect(await signIn("", account.password)).toEqual({ ok: false, status: 400, error: "incomplete" });
    expect(await signIn(account.email, "")).toEqual({ ok: false, status: 400, error: "incomplete" });
    expect(await signIn("  ", "")).toEqual({ ok: false, status: 400, error: "incomplete" });
    expect(await login(context(), browserRequest("/connect"), {})).toEqual({ ok: false, status: 400, error: "incomplete" });
  });

  it("says the e-mail and/or password is incorrect, then adds the forgot-password hint from the third try", async () => {
    const account = await registered();
    await roomInWindow(RATE_RULES.loginAccount.windowMs, 10_000);
    const address = "2001:db8:1::1";
    expect(await signIn(account.email, "wrong-1", address)).toEqual({ ok: false, status: 401, error: "credentials" });
    expect(await signIn(account.email, "wrong-2", address)).toEqual({ ok: false, status: 401, error: "credentials" });
    expect(await signIn(account.email, "wrong-3", address)).toEqual({ ok: false, status: 401, error: "credentialsHint" });
    expect(await signIn(account.email, "wrong-4", address)).toEqual({ ok: false, status: 401, error: "credentialsHint" });
  });

  it("gives an unknown e-mail exactly the answers a wrong password gets", async () => {
    const known = await registered();
    await roomInWindow(RATE_RULES.loginAccount.windowMs, 10_000);
    const unknown = newAccount().email;
    for (let i = 0; i < 4; i++) {
      expect(await signIn(unknown, "whatever-1")).toEqual(await signIn(known.email, "whatever-1"));
    }
  });

  it("tells a banned account to contact support, but only to someone who knows its password", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), account.id).run();
    expect(await signIn(account.email, account.password)).toEqual({ ok: false, status: 403, error: "banned" });
    expect(await signIn(account.email, "not-the-password")).toEqual({ ok: false, status: 401, error: "credentials" });
  });

  it("does not let a removed account (grade -1) in", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET grade = -1 WHERE id = ?").bind(account.id).run();
    expect(await signIn(account.email, account.password)).toMatchObject({ ok: false, error: "banned" });
  });

  it("refuses an account that has no password, such as the seeded ones", async () => {
    expect(await signIn("camille@demo.escaplay.fr", "")).toMatchObject({ error: "incomplete" });
    expect(await signIn("camille@demo.escaplay.fr", "anything-at-all")).toEqual({ ok: false, status: 401, error: "credentials" });
  });
});

describe("password recovery (spec sections 4 and 8)", () => {
  const ask = (email: unknown) => requestReset(context(), browserRequest("/reset"), { email });
  const choose = (token: string, password: string, confirm = password) => resetPassword(context(), browserRequest("/reset"), { token, password, confirm });

  it("answers known and unknown e-mails alike, and mails a link only to a real account", async () => {
    const account = await registered();
    const unknown = newAccount().email;
    const mailsBefore = await mailCount(account.email);
    expect(await ask(account.email)).toEqual({ ok: true });
    expect(await ask(unknown)).toEqual({ ok: true });
    expect(await mailCount(account.email)).toBe(mailsBefore + 1);
    expect(await mailCount(unknown)).toBe(0);
    expect((await lastMail(account.email))?.text).toMatch(/\/reset\?token=[A-Za-z0-9_-]{40,}/);
  });

  it("sends no link to a banned account, and still answers the same", async () => {
    const account = await registered();
    await env.DB.prepare("UPDATE users SET banned_at = ? WHERE id = ?").bind(Date.now(), account.id).run();
    const mailsBefore = await mailCount(account.email);
    expect(await ask(account.email)).toEqual({ ok: true });
    expect(await mailCount(account.email)).toBe(mailsBefore);
  });

  it("asks for a well-formed e-mail, and for one at all", async () => {
    expect(await ask("not-an-email")).toEqual({ ok: false, status: 400, error: "emailFormat" });
    expect(await ask("")).toEqual({ ok: false, status: 400, error: "incomplete" });
  });

  it("sets a new password through the link, which works only once", async () => {
    const account = await registered();
    await ask(account.email);
    const token = await resetTokenFromMail(account.email);
    expect(await resetLinkUsable(db, token)).toBe(true);
    expect(await choose(token, "nouveau-secret")).toMatchObject({ ok: true });
    expect(await resetLinkUsable(db, token)).toBe(false);
    expect(await choose(token, "encore-un-autre")).toEqual({ ok: false, status: 400, errors: { form: "resetInvalid" } });
    expect(await signIn(account.email, "nouveau-secret")).toMatchObject({ ok: true });
    expect(await signIn(account.email, "encore-un-autre")).toMatchObject({ ok: false, error: "credentials" });
    expect(await signIn(account.email, account.password)).toMatchObject({ ok: false });
  });

  it("spends every other link of the account once one of them has set the password", async () => {
    const account = await registered();
    await ask(account.email);
    const older = await resetTokenFromMail(account.email);
    await ask(account.email);
    const newer = await resetTokenFromMail(account.email);
    expect(newer).not.toBe(older);
    expect(await choose(newer, "nouveau-secret")).toMatchObject({ ok: true });
    expect(await resetLinkUsable(db, older)).toBe(false);
    expect(await choose(older, "encore-un-autre")).toEqual({ ok: false, status: 400, errors: { form: "resetInvalid" } });
  });

  it("refuses a link that has expired or was never sent", async () => {
    const account = await registered();
    await ask(account.email);
    const token = await resetTokenFromMail(account.email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1, account.id).run();
    expect(await resetLinkUsable(db, token)).toBe(false);
    expect(await choose(token, "nouveau-secret")).toEqual({ ok: false, status: 400, errors: { form: "resetInvalid" } });
    expect(await choose("A".repeat(43), "nouveau-secret")).toEqual({ ok: false, status: 400, errors: { form: "resetInvalid" } });
    expect(await signIn(account.email, account.password)).toMatchObject({ ok: true });
  });

  it("applies the password rules to the new password without spending the link", async () => {
    const account = await registered();
    await ask(account.email);
    const token = await resetTokenFromMail(account.email);
    expect(await choose(token, "12345")).toMatchObject({ ok: false, errors: { password: "passwordShort" } });
    expect(await choose(token, "nouveau-secret", "nouveau-secreT")).toMatchObject({ ok: false, errors: { confirm: "mismatch" } });
    expect(await choose(token, "")).toMatchObject({ ok: false, errors: { form: "incomplete" } });
    expect(await resetLinkUsable(db, token)).toBe(true);
  });

  it("ends the account's other sessions when the password changes", async () => {
    const account = await registered();
    const other = await signIn(account.email, account.password);
    if (!other.ok) throw new Error(other.error);
    const otherToken = await tokenFromSetCookie(other.setCookie);
    const stranger = await registered();
    expect(await userForToken(db, account.token)).not.toBeNull();
    expect(await userForToken(db, otherToken)).not.toBeNull();

    await ask(account.email);
    const result = await choose(await resetTokenFromMail(account.email), "nouveau-secret");
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await userForToken(db, account.token)).toBeNull();
    expect(await userForToken(db, otherToken)).toBeNull();
    expect((await userForToken(db, await tokenFromSetCookie(result.setCookie)))?.id).toBe(account.id);
    // Somebody else's session is not touched.
    expect((await userForToken(db, stranger.token))?.id).toBe(stranger.id);
  });
});
