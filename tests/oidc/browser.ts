import { inject } from "vitest";
import type { ProviderAccount } from "./accounts";
import { d1 } from "./site";

/**
 * A minimal browser over fetch: one cookie jar for 127.0.0.1 (cookies ignore ports, so the site and the
 * provider share it, as in a real browser) and redirects followed by hand so each hop can be checked.
 */
export class Browser {
  private readonly jar = new Map<string, string>();

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set("Cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string) {
    const [pair = "", ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq < 1) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = "", val = ""] = attribute.split("=").map((s) => s.trim());
      if (key.toLowerCase() === "max-age") return Number(val) <= 0;
      if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
      return false;
    });
    if (expired || value === "") this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

export const site = () => inject("siteOrigin");
export const provider = () => inject("providerOrigin");
export const db = <T = Record<string, unknown>>(statement: string) => d1<T>(inject("workDir"), statement);

export function locationOf(response: Response, base: string): string {
  const location = response.headers.get("Location");
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base).href;
}

/**
 * Clicks "Sign in with Google" and goes through the provider (its login form when it asks, or "Cancel"),
 * stopping at the URL the provider sends the browser back to, not yet opened.
 */
export async function throughProvider(
  browser: Browser,
  options: { account: ProviderAccount; returnTo?: string; cancel?: boolean },
): Promise<string> {
  const start = `${site()}/auth/google${options.returnTo ? `?r=${encodeURIComponent(options.returnTo)}` : ""}`;
  const first = await browser.request(start);
  if (first.status !== 302) throw new Error(`/auth/google answered ${first.status}`);
  let url = locationOf(first, start);
  if (!url.startsWith(provider())) throw new Error(`/auth/google went to ${url}, not the provider`);
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(`${site()}/auth/google/callback`)) return url;
    const response = await browser.request(url);
    if (response.status >= 300 && response.status < 400) {
      url = locationOf(response, url);
      continue;
    }
    const html = await response.text();
    const form = html.match(options.cancel ? /action="([^"]*\/abort)"/ : /action="([^"]*\/login)"/);
    if (response.status !== 200 || !form) throw new Error(`unexpected ${response.status} at ${url}:\n${html.slice(0, 500)}`);
    const submitted = await browser.request(new URL(form[1], url).href, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: options.cancel ? "" : new URLSearchParams({ login: options.account.login, password: options.account.password }).toString(),
    });
    if (submitted.status !== 303) throw new Error(`the provider's form answered ${submitted.status}:\n${(await submitted.text()).slice(0, 500)}`);
    url = locationOf(submitted, url);
  }
  throw new Error("too many redirects between the site and the provider");
}

/** The whole round trip: through the provider, then back to the site's callback. */
export async function signInWithGoogle(browser: Browser, options: { account: ProviderAccount; returnTo?: string; cancel?: boolean }) {
  const callback = await throughProvider(browser, options);
  const response = await browser.request(callback);
  return { response, location: response.headers.get("Location") };
}
