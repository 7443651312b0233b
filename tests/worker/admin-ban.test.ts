import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { freshAddress, newAccount, registrationForm, v1 } from "./accounts-fixtures";
import { open } from "./account-area-fixtures";
import { adminPage, adminText, auditLines, player, sessionCount, staff, staffAction, userRow } from "./admin-fixtures";
import { post } from "./http";

/** Banning from the back office (ADR 038; spec sections 4, 6 and 8): out everywhere at once, kept out, let back in. */

const bannedMessage = translate("fr", "auth.errors.banned", { mail: "{{mail}}" }).split("{{mail}}")[0].trim();
const login = (email: string, password: string) => post("/connect", { email, password }, "escaplay.fr", { "CF-Connecting-IP": freshAddress(), Accept: "text/html" });
const join = async (email: string) =>
  post("/join", await registrationForm(newAccount(), { email }), "escaplay.fr", { "CF-Connecting-IP": freshAddress(), Accept: "text/html" });

describe("a ban", () => {
  it("logs the person out of every session at once, on their next page and on the API", async () => {
    const moderator = await staff("moderator");
    const target = await player();
    // A second session, as on another device.
    const other = await login(target.email, target.password);
    expect(other.status).toBe(302);
    const otherCookie = other.headers.get("Set-Cookie")!.split(";")[0];
    expect(await sessionCount(target.id)).toBe(2);
    expect((await open("/account", target.cookie)).status).toBe(200);

    const res = await staffAction(moderator, target.id, { intent: "ban", reason: "Messages haineux répétés" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(adminText("done.ban"));
    expect(await sessionCount(target.id)).toBe(0);
    for (const cookie of [target.cookie, otherCookie]) {
      const page = await open("/", cookie);
      // The cookie is cleared and local storage with it (spec section 4: a failed check logs out).
      expect(page.headers.get("Set-Cookie")).toMatch(/^_sr=;.*Max-Age=0/);
      expect(page.headers.get("Clear-Site-Data")).toBe('"storage"');
      expect(await page.text()).not.toContain(target.username);
      const account = await open("/account", cookie);
      expect(account.status).toBe(302);
      expect(account.headers.get("Location")).toMatch(/^\/connect\?r=/);
    }
    expect((await v1("/v1/auth/connect/check", { token: target.token })).status).toBe(401);
    expect(await userRow(target.id)).toMatchObject({ bannedAt: expect.any(Number), banReason: "Messages haineux répétés" });
    expect(await auditLines(target.id)).toEqual([{ action: "ban", staffId: moderator.id, reason: "Messages haineux répétés", detail: "{}" }]);
  });

  it("refuses login with the spec's banned message, and registration with the banned address", async () => {
    const moderator = await staff("moderator");
    const target = await player();
    await staffAction(moderator, target.id, { intent: "ban", reason: "Escroquerie" });
    const refused = await login(target.email, target.password);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(bannedMessage);
    expect(await sessionCount(target.id)).toBe(0);
    const again = await join(target.email.toUpperCase());
    expect(again.status).toBe(403);
    expect(await again.text()).toContain(bannedMessage);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ? COLLATE NOCASE").bind(target.email).first("n")).toBe(1);
  });

  it("needs a reason, and is shown on the account page with it", async () => {
    const moderator = await staff("moderator");
    const target = await player();
    const missing = await staffAction(moderator, target.id, { intent: "ban", reason: "  " });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(adminText("errors.reason"));
    expect(await userRow(target.id)).toMatchObject({ bannedAt: null });
    expect(await sessionCount(target.id)).toBe(1);
    await staffAction(moderator, target.id, { intent: "ban", reason: "Usurpation d'identité" });
    const page = await adminPage(`/admin/accounts/${target.id}`, moderator);
    expect(page.text).toContain("Usurpation d'identité");
    expect(page.html).toContain('name="intent" value="unban"');
    expect((await staffAction(moderator, target.id, { intent: "ban", reason: "Deux fois" })).status).toBe(409);
  });

  it("by two staff members at once bans once and is logged once", async () => {
    const [first, second] = [await staff("moderator"), await staff("admin")];
    const target = await player();
    const answers = await Promise.all([
      staffAction(first, target.id, { intent: "ban", reason: "Premier" }),
      staffAction(second, target.id, { intent: "ban", reason: "Second" }),
    ]);
    expect(answers.map((a) => a.status)).toContain(200);
    const lines = await auditLines(target.id);
    expect(lines).toHaveLength(1);
    expect(await userRow(target.id)).toMatchObject({ banReason: lines[0].reason });
  });

  it("can be lifted: the person logs in again, and the log keeps both", async () => {
    const moderator = await staff("moderator");
    const target = await player();
    await staffAction(moderator, target.id, { intent: "ban", reason: "Spam" });
    const lifted = await staffAction(moderator, target.id, { intent: "unban", reason: "Recours accepté" });
    expect(lifted.status).toBe(200);
    expect(lifted.text).toContain(adminText("done.unban"));
    expect((await login(target.email, target.password)).status).toBe(302);
    expect(await userRow(target.id)).toMatchObject({ bannedAt: null, banReason: null });
    expect((await auditLines(target.id)).map((line) => [line.action, line.reason])).toEqual([
      ["ban", "Spam"],
      ["unban", "Recours accepté"],
    ]);
  });
});
