import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { authPage } from "../../app/lib/auth-page.server";
import { createLoadContext } from "../../workers/load-context";
import { get } from "./http";

/**
 * Google sign-in is offered only where it works. The worker here runs with wrangler.toml's vars, where
 * GOOGLE_CLIENT_ID is empty, as on a fresh `npm start` or a deploy that has not set it up; the e2e
 * server runs with Google configured (tests/e2e/serve.mjs), and tests/ship checks the built worker.
 */

const HOSTS: Record<LocaleCode, string> = { fr: "escaplay.fr", de: "escaplay.de", ch: "escaplay.ch", be: "escaplay.be", en: "escaplay.eu", es: "escaplay.es", it: "escaplay.it" };

describe("with Google sign-in not configured", () => {
  it("has no Google client id in this worker's configuration", () => {
    expect(env.GOOGLE_CLIENT_ID ?? "").toBe("");
  });

  for (const path of ["/join", "/connect", "/connect?r=/escape"]) {
    it.each(["fr", "de", "en", "es", "it"] as const)(`${path} offers no "Continue with Google" on the %s site`, async (locale) => {
      const res = await get(path, HOSTS[locale]);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toMatch(/href="\/auth\/google/);
      // The page's own texts travel in its scripts: only the markup counts.
      const markup = html.replace(/<script[\s\S]*?<\/script>/gi, "");
      expect(markup).not.toContain(translate(locale, "auth.google.continue"));
      expect(markup).toContain(translate(locale, `auth.${path.startsWith("/join") ? "join" : "connect"}.title`));
    });
  }
});

describe("with Google sign-in configured", () => {
  it("the same pages offer it once a client id and its secret are set", () => {
    const configured = { ...env, GOOGLE_CLIENT_ID: "escaplay-test", GOOGLE_CLIENT_SECRET: "test-secret", SESSION_SECRET: env.SESSION_SECRET || "test-session-secret" };
    for (const [path, page] of [["/join", "join"], ["/connect", "connect"]] as const) {
      const request = new Request(`http://escaplay.fr${path}`, { headers: { Host: "escaplay.fr" } });
      const context = createLoadContext(request, configured, { waitUntil() {} });
      expect(authPage({ request, context }, page).google, path).toBe(true);
      const bare = createLoadContext(request, env, { waitUntil() {} });
      expect(authPage({ request, context: bare }, page).google, path).toBe(false);
    }
  });
});
