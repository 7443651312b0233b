import type { AppLoadContext } from "@remix-run/cloudflare";
import { translate } from "../i18n/catalog.server";
import { SESSION_COOKIE } from "./cookies";
import { currentUser } from "./session.server";

/**
 * The one front door every page, form and resource route goes through before Remix sees the request
 * (workers/app.ts, ADR 034): the rules that hold for the whole site are checked here once, not route by route.
 * - `/dev/*` (the local mailbox, a bench's floor) exists on a loopback host only, whatever the configuration says.
 * - Only GET, HEAD and POST reach the routes (PUT where an upload takes it): Remix would run an action for any
 *   other method.
 * - A write from another site is refused, for every route, resource routes and `.data` requests included.
 * - An unverified account (grade 0, spec section 6) writes nothing until its code is verified, except what
 *   verifying, leaving or reading the legal pages needs. An upload (PUT) checks it in the one D1 batch that also
 *   checks its session, role and quota (app/lib/projects/files/upload-gate.server.ts), with this refusal's answer:
 *   reading the session here too would cost it a second round trip.
 */

export type RefusalReason = "not-found" | "method" | "cross-site" | "verify-account";

export const REFUSAL_STATUS: Record<RefusalReason, number> = { "not-found": 404, method: 405, "cross-site": 403, "verify-account": 403 };

export type Refusal = { reason: RefusalReason; allow?: string };

const SAFE_METHODS = new Set(["GET", "HEAD"]);
const ROUTE_METHODS = "GET, HEAD, POST";
/** Routes that take a method beyond POST: the project files' upload (ADR 016). */
const UPLOAD_PREFIX = "/resources/project-files/";

/**
 * What an unverified account may still post: verifying, logging out or in, consent, language, contact, reset;
 * and the two play endpoints, which refuse it themselves with the player's words (`verify-account` on the play
 * screens), after their own checks of visitors.
 */
const OPEN_WHILE_UNVERIFIED = new Set([
  "/resources/play-session",
  "/resources/test-play-session",
  "/resources/account-validation",
  // A mail's one-click unsubscribe (ADR 049) needs no login, so no unverified session may block it.
  "/unsubscribe",
  "/quit",
  "/connect",
  "/join",
  "/reset",
  "/contact",
  "/resources/consent",
  "/resources/locale",
]);

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * A browser names the page that sent a write in Origin (every cross-site POST carries it) and, in newer
 * browsers, says in Sec-Fetch-Site where it came from. A request with neither is no page acting in someone's
 * browser. "null" (a sandboxed frame, a redirect across sites) is never this site.
 */
export function crossSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/** The route a `.data` request (Remix's single fetch) stands for: `/contact.data` is `/contact`, `/_root.data` is `/`. */
export function routePath(pathname: string): string {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") return "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export async function refusalFor(request: Request, context: Pick<AppLoadContext, "db" | "cookies" | "env">): Promise<Refusal | null> {
  const url = new URL(request.url);
  const path = routePath(url.pathname);
  if ((path === "/dev" || path.startsWith("/dev/")) && !isLoopback(url)) return { reason: "not-found" };
  if (SAFE_METHODS.has(request.method)) return null;
  const allowed = request.method === "POST" || (request.method === "PUT" && path.startsWith(UPLOAD_PREFIX));
  if (!allowed) return { reason: "method", allow: path.startsWith(UPLOAD_PREFIX) ? "GET, HEAD, POST, PUT" : ROUTE_METHODS };
  if (crossSite(request)) return { reason: "cross-site" };
  const upload = request.method === "PUT";
  if (!upload && !OPEN_WHILE_UNVERIFIED.has(path) && context.cookies[SESSION_COOKIE]) {
    const user = await currentUser(context);
    if (user?.grade === 0) return { reason: "verify-account" };
  }
  return null;
}

/** A page (a browser navigating, a form posted without JavaScript) is answered with the site's error page. */
export function wantsPage(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data") || pathname.startsWith("/resources/") || pathname.startsWith("/files/")) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html") || request.method === "POST";
}

/** The path of the page that words a refusal (app/routes/_site.refused.$reason.tsx). */
export function refusalPagePath(refusal: Refusal): string {
  return `/refused/${refusal.reason}`;
}

/** The same refusal for a script: JSON in the shape the site's endpoints answer with (`error`, `message`). */
export function refusalJson(refusal: Refusal, context: Pick<AppLoadContext, "locale">): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (refusal.allow) headers.set("Allow", refusal.allow);
  const message = translate(context.locale, `common.refused.${refusal.reason}.text`);
  return Response.json({ error: refusal.reason, message }, { status: REFUSAL_STATUS[refusal.reason], headers });
}
