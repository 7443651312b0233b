import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { formatStorage, GB, MB } from "../../app/lib/plans";
import { accountText, open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";
import { htmlLang } from "./http";

const text = accountText;

async function expectError(res: Response, status: number, key: string, locale: LocaleCode = "fr") {
  expect(res.status, key).toBe(status);
  const page = visibleText(await res.text());
  expect(page, `${locale} ${key}`).toContain(text(locale, `errors.${key}`));
  return page;
}

describe("the subscription tab", () => {
  const limitsOf = async (grade: number, projects = 0) => {
    const account = await signedIn(grade);
    for (let i = 0; i < projects; i++) {
      await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title) VALUES (?, ?, 'interface', 'Projet')").bind(`p_${account.id}_${i}`, account.id).run();
    }
    const res = await open("/account?tab=subscription", account.cookie);
    expect(res.status).toBe(200);
    return visibleText(await res.text());
  };
  const size = (bytes: number) => squeeze(formatStorage(bytes, "fr-FR"));

  it("shows the free BASIC plan with 3 projects and 10 MB to a verified account", async () => {
    const page = await limitsOf(1, 2);
    expect(page).toContain(`${translate("fr", "plans.plans.basic.name")} ${text("fr", "subscription.free")}`);
    expect(page).toContain(`${text("fr", "subscription.projects")} ${text("fr", "subscription.projectsValue", { used: 2, limit: 3 })}`);
    expect(page).toContain(text("fr", "subscription.storageValue", { used: size(0), limit: size(10 * MB), percent: 0 }));
    expect(page).toMatch(/sur 10 Mo/);
    expect(page).toContain(`${text("fr", "subscription.collaborators")} 2`);
    expect(page).toContain(text("fr", "subscription.upgradeTitle"));
  });

  it("shows the Pro plan, unlimited projects and 1 GB to a grade-3 account", async () => {
    const page = await limitsOf(3);
    expect(page).toContain(`${text("fr", "subscription.current")} ${translate("fr", "plans.plans.pro.name")} `);
    expect(page).toContain(`${text("fr", "subscription.projects")} ${text("fr", "subscription.projectsUnlimited", { used: 0 })}`);
    expect(page).toContain(text("fr", "subscription.storageValue", { used: size(0), limit: size(GB), percent: 0 }));
    expect(page).toMatch(/sur 1 Go/);
    expect(page).toContain(text("fr", "subscription.aiImagesValue", { n: 50 }));
    expect(page).not.toContain(text("fr", "subscription.upgradeTitle"));
    expect(page).not.toContain(text("fr", "subscription.free"));
  });
});

describe("the invoices page", () => {
  it("says there are no invoices yet, in French and in English", async () => {
    const account = await signedIn();
    for (const locale of ["fr", "en"] as const) {
      const res = await open("/account/invoices", account.cookie, locale);
      expect(res.status, locale).toBe(200);
      const html = await res.text();
      expect(htmlLang(html)).toBe(locale);
      const page = visibleText(html);
      expect(page, locale).toContain(text(locale, "invoices.emptyTitle"));
      expect(page, locale).toContain(text(locale, "invoices.emptyText"));
    }
    expect(text("en", "invoices.emptyTitle")).not.toBe(text("fr", "invoices.emptyTitle"));
  });
});

describe("the mail preferences", () => {
  const prefs = (id: string) =>
    env.DB.prepare("SELECT newsletter, product_news AS productNews, game_activity AS gameActivity FROM mail_preferences WHERE user_id = ?")
      .bind(id)
      .first<{ newsletter: number; productNews: number; gameActivity: number }>();
  /** Whether the page's checkbox for a preference is ticked. */
  const ticked = (html: string, key: string) => /\schecked(=""|\s|>)/.test(html.match(new RegExp(`<input[^>]*id="pref-${key}"[^>]*>`))?.[0] ?? "");

  it("saves the three choices on /account/mail and shows them ticked as saved", async () => {
    const account = await signedIn();
    const res = await send("/account/mail", { newsletter: "on", gameActivity: "on" }, account.cookie);
    expect(res.status).toBe(302);
    // Asking for the newsletter mails its confirmation link (ADR 049): the page says so.
    expect(res.headers.get("Location")).toBe("/account/mail?saved=confirm");
    expect(await prefs(account.id)).toEqual({ newsletter: 1, productNews: 0, gameActivity: 1 });
    const html = await (await open("/account/mail?saved=confirm", account.cookie)).text();
    expect([ticked(html, "newsletter"), ticked(html, "productNews"), ticked(html, "gameActivity")]).toEqual([true, false, true]);
    expect(visibleText(html)).toContain(text("fr", "saved.newsletterConfirm"));
  });

  it("changes only the newsletter on /account/newsletter and keeps the other choices", async () => {
    const account = await signedIn();
    await send("/account/mail", { productNews: "on" }, account.cookie);
    const on = await send("/account/newsletter", { newsletter: "on", gameActivity: "on" }, account.cookie);
    expect(on.headers.get("Location")).toBe("/account/newsletter?saved=confirm");
    expect(await prefs(account.id)).toEqual({ newsletter: 1, productNews: 1, gameActivity: 0 });
    // Not a subscriber until the mailed link is followed (ADR 049).
    expect(visibleText(await (await open("/account/newsletter", account.cookie)).text())).toContain(text("fr", "newsletter.pending"));
    await send("/account/newsletter", {}, account.cookie);
    expect(await prefs(account.id)).toEqual({ newsletter: 0, productNews: 1, gameActivity: 0 });
  });

  it("answers a malformed value with an error, not a 500, and keeps the saved choices", async () => {
    const account = await signedIn();
    await send("/account/mail", { newsletter: "on" }, account.cookie);
    for (const path of ["/account/mail", "/account/newsletter"]) {
      await expectError(await send(path, { newsletter: "<script>", productNews: "on" }, account.cookie), 400, "invalid");
    }
    expect(await prefs(account.id)).toEqual({ newsletter: 1, productNews: 0, gameActivity: 0 });
  });

  it("says an error occurred when changing the mail preferences if they cannot be saved", async () => {
    const account = await signedIn();
    // A real failure of the D1 write, for this account only.
    const trigger = `fail_prefs_${account.id.replace(/\W/g, "_")}`;
    await env.DB.prepare(`CREATE TRIGGER ${trigger} BEFORE INSERT ON mail_preferences WHEN NEW.user_id = '${account.id}' BEGIN SELECT RAISE(ABORT, 'test'); END`).run();
    try {
      const res = await send("/account/mail", { newsletter: "on" }, account.cookie, "en");
      const html = await res.clone().text();
      await expectError(res, 500, "preferences", "en");
      expect(ticked(html, "newsletter")).toBe(true);
      expect(await prefs(account.id)).toBeNull();
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
  });
});
