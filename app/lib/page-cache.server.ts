import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { CONSENT_COOKIE, LOCALE_COOKIE, VISITOR_COOKIE, visitorCookie } from "./cookies";
import { createNonce, setPageSecurityHeaders } from "./security-headers.server";

/**
 * Whole anonymous pages kept in the Cache API for a few seconds (issue 30, ADR 055): the catalogue's busiest pages
 * are the same for every visitor without an account, and rendering one costs several times what answering a kept
 * copy does. Only pages listed here, only for requests that carry no account (any cookie but the visitor's id, the
 * language and the consent answer means no cache), keyed by host, language, consent answer, crawler or person, and
 * the address. A kept copy gets a fresh CSP nonce and, for a first visit, its own visitor cookie.
 */

/** `anyone`: the same page for every visitor without an account; `first-visit`: only for a visitor never seen (the
 * game page shows a known visitor's own review, saved game and chapters). */
type Scope = "anyone" | "first-visit";
const PAGES: [RegExp, Scope][] = [
  [/^\/(?:escape(?:\/search)?)?$/, "anyone"],
  [/^\/c\/[^/]+(?:\/games)?$/, "anyone"],
  [/^\/escape\/[^/]+$/, "first-visit"],
];
const KEPT_COOKIES = new Set([VISITOR_COOKIE, LOCALE_COOKIE, CONSENT_COOKIE]);
const KEY_ORIGIN = "https://page-cache.escaplay.internal";
const GENERATION_KEY = `${KEY_ORIGIN}/generation`;
/** How long an isolate trusts the generation it read: another isolate's purge reaches it at most this late. */
const GENERATION_MS = 1_000;
export const PAGE_CACHE_HEADER = "X-Page-Cache";

type Context = Pick<AppLoadContext, "env" | "ctx" | "cookies" | "locale" | "newVisitor" | "visitorId" | "customHost">;

function secondsOf(context: Context): number {
  const seconds = Number(context.env.PAGE_CACHE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds > 0 && typeof caches !== "undefined" ? seconds : 0;
}

// The DOM's CacheStorage type (this project also compiles for browsers) lacks the Workers runtime's default cache.
const store = () => (caches as unknown as { default: Cache }).default;

function scopeOf(pathname: string): Scope | null {
  return PAGES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

// Shared by the worker's bundle and the Remix build (each has its own copy of this module): a purge made by a page's
// action must reach the worker's next lookup at once.
const SHARED = Symbol.for("escaplay.page-cache-generation");
const isolate = globalThis as { [SHARED]?: { value: string; until: number } };

/** The pages' generation: a purge starts a new one, so every copy kept before is never read again. */
async function generation(): Promise<string> {
  const now = Date.now();
  const known = isolate[SHARED];
  if (known && known.until > now) return known.value;
  const kept = await store().match(GENERATION_KEY);
  const value = kept ? await kept.text() : "0";
  isolate[SHARED] = { value, until: now + GENERATION_MS };
  return value;
}

/** The key a page's copy is kept under, or null when this request must be rendered for itself. */
export async function pageCacheKey(request: Request, context: Context): Promise<string | null> {
  if (request.method !== "GET" || context.customHost || !secondsOf(context)) return null;
  const url = new URL(request.url);
  const scope = scopeOf(url.pathname);
  if (!scope || (scope === "first-visit" && !context.newVisitor)) return null;
  if (Object.keys(context.cookies).some((name) => !KEPT_COOKIES.has(name))) return null;
  const reader = isbot(request.headers.get("User-Agent") || "") ? "bot" : "person";
  const consent = context.cookies[CONSENT_COOKIE] ?? "-";
  return `${KEY_ORIGIN}/${await generation()}/${encodeURIComponent(url.host)}/${context.locale}/${encodeURIComponent(consent)}/${reader}${url.pathname}${url.search}`;
}

/** A kept copy of the page, made this visitor's (nonce, visitor cookie), or null. */
export async function cachedPage(key: string, request: Request, context: Context): Promise<Response | null> {
  const kept = await store().match(key);
  if (!kept) return null;
  const url = new URL(request.url);
  const nonce = createNonce();
  const headers = new Headers(kept.headers);
  headers.delete("Cache-Control");
  setPageSecurityHeaders(headers, nonce, url, context.env);
  if (context.newVisitor) headers.append("Set-Cookie", visitorCookie(context.visitorId, url.protocol === "https:"));
  headers.set(PAGE_CACHE_HEADER, "hit");
  const page = new Response(kept.body, { status: 200, headers });
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(page);
}

/** A freshly rendered page, a copy kept when it is the same for everyone the key stands for. */
export function keepPage(key: string, response: Response, context: Context): Response {
  if (response.status !== 200 || !response.body) return response;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  if (/no-store|private/i.test(response.headers.get("Cache-Control") ?? "")) return response;
  if (response.headers.getSetCookie().some((cookie) => !cookie.startsWith(`${VISITOR_COOKIE}=`))) return response;
  const [body, copy] = response.body.tee();
  const kept = new Headers(response.headers);
  kept.delete("Set-Cookie");
  kept.set("Cache-Control", `public, max-age=${secondsOf(context)}`);
  context.ctx.waitUntil(store().put(key, new Response(copy, { status: 200, headers: kept })).catch(() => undefined));
  const answer = new Response(body, response);
  answer.headers.set(PAGE_CACHE_HEADER, "miss");
  return answer;
}

/**
 * Every kept page is forgotten (a game published, taken offline or hidden, a review shown): at once in this
 * isolate, within a second in the others of this location; elsewhere, copies run out after PAGE_CACHE_SECONDS.
 */
export async function purgePages(): Promise<void> {
  if (typeof caches === "undefined") return;
  const value = `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
  isolate[SHARED] = { value, until: Date.now() + GENERATION_MS };
  await store().put(GENERATION_KEY, new Response(value, { headers: { "Cache-Control": "public, max-age=86400" } }));
}
