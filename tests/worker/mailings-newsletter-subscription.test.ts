import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { unsubscribeParts } from "../../app/lib/mailings/signed-links.server";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { post } from "./http";
import { linkIn, mailWith, newsletterRow } from "./mailings-fixtures";

/**
 * The newsletter's double opt-in and its one-click unsubscribe (ADR 049): asking mails a signed link and subscribes
 * no one; the link makes the address a subscriber; a forged or altered link changes nothing. Unsubscribing works from
 * the mail's link without a login, by the page's button (GET shows it, changing nothing) or by a mail client's
 * RFC 8058 one-click POST.
 */

const text = (key: string) => translate("fr", `mailings.${key}`);

async function askedForNewsletter() {
  const account = await signedIn();
  const res = await send("/account/newsletter", { newsletter: "on" }, account.cookie);
  expect(res.headers.get("Location")).toBe("/account/newsletter?saved=confirm");
  return account;
}

describe("the newsletter's double opt-in", () => {
  it("mails a confirmation link and does not subscribe until it is followed", async () => {
    const account = await askedForNewsletter();
    const mail = await mailWith(account.email, "/newsletter/confirm");
    expect(mail.subject).toBe(translate("fr", "mailings.confirmMail.subject"));
    expect((await newsletterRow(account.id))?.confirmedAt).toBeNull();
    expect(visibleText(await (await open("/account/newsletter", account.cookie)).text())).toContain(translate("fr", "account.newsletter.pending"));

    // Opening the link (as a mail scanner would) only shows the button.
    const link = linkIn(mail, "/newsletter/confirm");
    const page = await open(link, "");
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(text("confirm.button"));
    expect((await newsletterRow(account.id))?.confirmedAt).toBeNull();

    // The button, from another browser without any session.
    const confirmed = await send(link, {}, "");
    expect(confirmed.status).toBe(200);
    expect(visibleText(await confirmed.text())).toContain(text("confirm.done"));
    expect(await newsletterRow(account.id)).toMatchObject({ newsletter: 1, confirmedAt: expect.any(Number) });
    expect(visibleText(await (await open("/account/newsletter", account.cookie)).text())).toContain(translate("fr", "account.newsletter.subscribed"));
  });

  it("refuses a forged token, another account's token and a token for another address", async () => {
    const account = await askedForNewsletter();
    const other = await askedForNewsletter();
    const link = linkIn(await mailWith(other.email, "/newsletter/confirm"), "/newsletter/confirm");
    const token = decodeURIComponent(link.split("?t=")[1]);
    const [payload, signature] = token.split(".");
    const swapped = btoa(atob(payload.replace(/-/g, "+").replace(/_/g, "/")).replace(other.id, account.id)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    for (const forged of [`${swapped}.${signature}`, `${payload}.${"0".repeat(64)}`, "not-a-token", ""]) {
      const res = await send(`/newsletter/confirm?t=${encodeURIComponent(forged)}`, {}, "");
      expect(res.status, forged).toBe(400);
      expect(visibleText(await res.text())).toContain(text("confirm.invalid"));
    }
    expect((await newsletterRow(account.id))?.confirmedAt).toBeNull();
    expect((await newsletterRow(other.id))?.confirmedAt).toBeNull();

    // The address changed after the link was sent: the link no longer confirms anything.
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(`moved-${other.email}`, other.id).run();
    expect((await send(link, {}, "")).status).toBe(400);
    expect((await newsletterRow(other.id))?.confirmedAt).toBeNull();
  });
});

describe("unsubscribing from a newsletter mail", () => {
  async function subscriberWithLink() {
    const account = await askedForNewsletter();
    await send(linkIn(await mailWith(account.email, "/newsletter/confirm"), "/newsletter/confirm"), {}, "");
    const parts = await unsubscribeParts(env, account.id, "newsletter", "fr");
    return { account, path: new URL(parts.link).pathname + new URL(parts.link).search, parts };
  }

  it("shows a page with a button on GET, and unsubscribes with its button, without a login", async () => {
    const { account, path } = await subscriberWithLink();
    const page = await open(path, "");
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(text("unsubscribe.ask.newsletter"));
    expect((await newsletterRow(account.id))?.newsletter).toBe(1);
    const done = await send(path, {}, "");
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain(text("unsubscribe.done.newsletter"));
    expect(await newsletterRow(account.id)).toMatchObject({ newsletter: 0, confirmedAt: null });
  });

  it("unsubscribes with a mail client's one-click POST (RFC 8058) and refuses a forged link", async () => {
    const { account, path } = await subscriberWithLink();
    const forged = path.replace(/\.[0-9a-f]{64}/, `.${"a".repeat(64)}`);
    const refused = await post(forged, { "List-Unsubscribe": "One-Click" });
    expect(refused.status).toBe(400);
    expect((await newsletterRow(account.id))?.newsletter).toBe(1);
    // A mail provider's servers: no cookie, no Origin.
    const res = await post(path, { "List-Unsubscribe": "One-Click" });
    expect(res.status).toBe(200);
    expect(await newsletterRow(account.id)).toMatchObject({ newsletter: 0, confirmedAt: null });
  });
});
