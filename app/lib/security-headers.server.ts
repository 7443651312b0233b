/**
 * The response headers that make a second wall behind our own escaping (ADR 010): a nonce-based
 * Content-Security-Policy for pages, the framing rule, and a locked-down policy for everything that is
 * not a page (the /v1 API, resource routes, redirects, uploads). One module, so the worker entry,
 * entry.server and the test suites all read the same rule.
 */

/** The worker variables the policy depends on. */
export type SecurityEnv = {
  GAME_SOCKET_HOST?: string;
  PROJECT_SOCKET_HOST?: string;
  ANALYTICS_SCRIPT_URL?: string;
};

// Play routes (spec section 2) and share links: teachers put a game in an LMS, a Genially or a blog.
const EMBEDDABLE = /^\/(?:play|private|play2D|private2D|play360|private360|demoprivate2D)\/[^/]|^\/sh(?:\/|$)/;

// Pages that show a game definition, whose assets may be https addresses (AssetSchema in the engine).
const GAME_PAGES = /^\/(?:play|private|play2D|private2D|play360|private360|demoprivate2D|playTest|playTest2D|playTest360|project|project2D|project360)(?:\/|$)/;

/** Framing for pages that may be embedded: our own pages and any https site. */
export const EMBEDDABLE_ANCESTORS = "'self' https:";

/** For responses that are not pages: nothing may load, run or frame them. */
export const NO_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** For files people uploaded (/files/*): shown as-is, never able to run script even when opened directly. */
export const UPLOAD_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

export function isEmbeddable(pathname: string): boolean {
  return EMBEDDABLE.test(pathname);
}

/** 128 random bits, base64: a fresh one for every page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** A socket host as both its HTTP origin (getCodePlay, long polling) and its WebSocket origin. */
function socketSources(host: string | undefined): string[] {
  const url = parseUrl(host);
  if (!url) return [];
  const secure = url.protocol === "https:" || url.protocol === "wss:";
  return [`${secure ? "https" : "http"}://${url.host}`, `${secure ? "wss" : "ws"}://${url.host}`];
}

/** The analytics script's origin when it is not ours (it reports to where it was loaded from). */
function analyticsOrigin(scriptUrl: string | undefined, pageUrl: URL): string | null {
  if (!scriptUrl) return null;
  const url = parseUrl(scriptUrl, pageUrl);
  return url && url.origin !== pageUrl.origin ? url.origin : null;
}

function parseUrl(value: string | undefined, base?: URL): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return /^(?:https?|wss?):$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => !!s))].join(" ");

/** The Content-Security-Policy of a page rendered for `url`. */
export function pagePolicy(nonce: string, url: URL, env: SecurityEnv): string {
  const analytics = analyticsOrigin(env.ANALYTICS_SCRIPT_URL, url);
  const gamePage = GAME_PAGES.test(url.pathname);
  const gameAssets = gamePage ? "https:" : null;
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // 'strict-dynamic' lets the nonced entry load its chunks (import(), modulepreload) and the analytics
    // script it adds; 'self' and the analytics origin only count in browsers without CSP level 3.
    // model-viewer compiles WebAssembly (its decoders) on the pages that can show a 3D object.
    ["script-src", unique([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", gamePage ? "'wasm-unsafe-eval'" : null, analytics])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", isEmbeddable(url.pathname) ? EMBEDDABLE_ANCESTORS : "'none'"],
    ["connect-src", unique(["'self'", ...socketSources(env.GAME_SOCKET_HOST), ...socketSources(env.PROJECT_SOCKET_HOST), analytics, gameAssets])],
    ["img-src", unique(["'self'", "data:", "blob:", gameAssets])],
    ["media-src", unique(["'self'", "data:", "blob:", gameAssets])],
    // React's style attributes (positions, progress bars) and model-viewer's shadow styles are inline.
    ["style-src", "'self' 'unsafe-inline'"],
    ["worker-src", "'self' blob:"],
    ["font-src", "'self' data:"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Every header a page response carries besides its content. */
export function setPageSecurityHeaders(headers: Headers, nonce: string, url: URL, env: SecurityEnv): void {
  headers.set("Content-Security-Policy", pagePolicy(nonce, url, env));
  setCommonHeaders(headers);
  if (isEmbeddable(url.pathname)) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
}

function setCommonHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
}

/**
 * Everything the worker answers that did not set its own policy (API JSON, resource routes, redirects,
 * Remix's data requests and its bare error answers) gets the no-document policy. A response whose
 * headers cannot change (one passed on from fetch) is copied first.
 */
export function withSecurityHeaders(response: Response): Response {
  if (response.status === 101) return response;
  let out = response;
  try {
    out.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    out = new Response(response.body, response);
    out.headers.set("X-Content-Type-Options", "nosniff");
  }
  if (!out.headers.has("Referrer-Policy")) out.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!out.headers.has("Content-Security-Policy")) {
    out.headers.set("Content-Security-Policy", NO_DOCUMENT_POLICY);
    out.headers.set("X-Frame-Options", "DENY");
  }
  return out;
}
