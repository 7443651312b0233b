import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { send, signedIn } from "./account-area-fixtures";
import { adminPage, player, staff, tokenFor, type Account } from "./admin-fixtures";
import { linkIn, mailsTo, mailWith, runCron } from "./mailings-fixtures";

/**
 * The newsletter in the back office (ADR 049): admins only (a 404 for everyone else, reads and writes alike), written
 * per language, previewed, sent in batches through the mail adapter to confirmed subscribers only, each in their
 * language with the one-click unsubscribe headers, and written to the audit log.
 */

const CONTENT = {
  subject_fr: "Les nouveautés de novembre",
  body_fr: "Trois nouveaux jeux vous attendent.\n\nBonne partie !",
  subject_de: "Neuigkeiten im November",
  body_de: "Drei neue Spiele warten auf dich.",
};

async function subscriber(locale: "fr" | "de" | "it", confirm: boolean): Promise<Account> {
  const who = await signedIn();
  await env.DB.prepare("UPDATE users SET locale = ? WHERE id = ?").bind(locale, who.id).run();
  await send("/account/newsletter", { newsletter: "on" }, who.cookie);
  if (confirm) await send(linkIn(await mailWith(who.email, "/newsletter/confirm"), "/newsletter/confirm"), {}, "");
  return who;
}

async function draft(admin: Account, form: Record<string, string> = CONTENT): Promise<string> {
  const res = await send("/admin/newsletter?index", { ...form, token: await tokenFor(admin) }, admin.cookie);
  expect(res.status).toBe(302);
  return res.headers.get("Location")!.split("/").pop()!;
}

/** What a list mail carries (ADR 049): verification codes and confirmation links are not newsletters. */
const newsletterMails = async (email: string) => (await mailsTo(email)).filter((m) => m.text.includes("/unsubscribe?t="));

describe("who may write and send the newsletter", () => {
  it("answers 404 to visitors, players and moderators for every page and every write, and sends nothing", async () => {
    const admin = await staff("admin");
    const id = await draft(admin);
    const confirmed = await subscriber("fr", true);
    for (const who of [null, await player(), await staff("moderator")]) {
      for (const path of ["/admin/newsletter", `/admin/newsletter/${id}`]) expect((await adminPage(path, who)).status, path).toBe(404);
      const token = who ? await tokenFor(who) : "";
      expect((await send("/admin/newsletter?index", { ...CONTENT, token }, who?.cookie ?? "")).status).toBe(404);
      expect((await send(`/admin/newsletter/${id}`, { intent: "send", token }, who?.cookie ?? "")).status).toBe(404);
    }
    await runCron("*/5 * * * *");
    expect(await newsletterMails(confirmed.email)).toEqual([]);
    expect(await env.DB.prepare("SELECT status FROM newsletters WHERE id = ?").bind(id).first("status")).toBe("draft");
  });

  it("refuses an admin's write without the session's form token", async () => {
    const admin = await staff("admin");
    const id = await draft(admin);
    expect((await send(`/admin/newsletter/${id}`, { intent: "send", token: "0".repeat(64) }, admin.cookie)).status).toBe(403);
    expect(await env.DB.prepare("SELECT status FROM newsletters WHERE id = ?").bind(id).first("status")).toBe("draft");
  });
});

describe("sending a newsletter", () => {
  it("previews each language, then mails confirmed subscribers only, in their language, with unsubscribe headers, and audits it", async () => {
    const admin = await staff("admin");
    const french = await subscriber("fr", true);
    const german = await subscriber("de", true);
    const italian = await subscriber("it", true);
    const unconfirmed = await subscriber("fr", false);
    const id = await draft(admin);

    const preview = await adminPage(`/admin/newsletter/${id}`, admin);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Neuigkeiten im November");
    expect(preview.text).toContain(translate("fr", "mailings.admin.fallback"));

    // Earlier tests of this file left confirmed subscribers too: they are recipients as well.
    const confirmedNow = (await env.DB.prepare("SELECT count(*) AS n FROM mail_preferences WHERE newsletter = 1 AND newsletter_confirmed_at IS NOT NULL").first<number>("n"))!;
    expect(confirmedNow).toBeGreaterThanOrEqual(3);
    const sent = await send(`/admin/newsletter/${id}`, { intent: "send", token: await tokenFor(admin) }, admin.cookie);
    expect(sent.status).toBe(302);
    // The first batches leave with the request; the mail cron finishes whatever is left.
    await vi.waitFor(
      async () => {
        await runCron("*/5 * * * *");
        expect(await env.DB.prepare("SELECT status FROM newsletters WHERE id = ?").bind(id).first("status")).toBe("sent");
      },
      { timeout: 10_000, interval: 200 },
    );

    const [fr] = await newsletterMails(french.email);
    expect(fr.subject).toBe("Les nouveautés de novembre");
    expect(fr.text).toContain("Bonne partie !");
    expect(fr.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(fr.headers["List-Unsubscribe"]).toContain("/unsubscribe?t=");
    expect(fr.text).toContain(linkIn(fr, "/unsubscribe"));
    expect((await newsletterMails(german.email)).map((m) => m.subject)).toEqual(["Neuigkeiten im November"]);
    // No Italian words: the French edition.
    expect((await newsletterMails(italian.email)).map((m) => m.subject)).toEqual(["Les nouveautés de novembre"]);
    expect(await newsletterMails(unconfirmed.email)).toEqual([]);

    const page = await adminPage(`/admin/newsletter/${id}`, admin);
    expect(page.text).toContain(translate("fr", "mailings.admin.progress", { sent: confirmedNow, total: confirmedNow }));
    expect(await env.DB.prepare("SELECT status FROM newsletters WHERE id = ?").bind(id).first("status")).toBe("sent");
    const audit = await env.DB.prepare("SELECT action, staff_id AS staffId, detail FROM staff_actions WHERE target_id = ?").bind(id).all();
    expect(audit.results).toEqual([{ action: "newsletter-send", staffId: admin.id, detail: JSON.stringify({ recipients: confirmedNow }) }]);

    // A second click sends nothing more.
    expect((await send(`/admin/newsletter/${id}`, { intent: "send", token: await tokenFor(admin) }, admin.cookie)).status).toBe(409);
    await runCron("*/5 * * * *");
    expect(await newsletterMails(french.email)).toHaveLength(1);
  });

  it("refuses a draft without its French words", async () => {
    const admin = await staff("admin");
    const count = () => env.DB.prepare("SELECT count(*) AS n FROM newsletters").first("n");
    const before = await count();
    const res = await send("/admin/newsletter?index", { subject_fr: "", body_fr: "", subject_de: "Hallo", body_de: "Text", token: await tokenFor(admin) }, admin.cookie);
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
