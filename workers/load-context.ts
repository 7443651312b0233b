import type { AppLoadContext } from "@remix-run/cloudflare";
import { isVisitorId, LOCALE_COOKIE, newVisitorId, parseCookies, VISITOR_COOKIE } from "../app/lib/cookies";
import { createDb, type Database } from "../app/lib/db.server";
import { readBatching } from "../app/lib/read-batching.server";
import { resolveLocale, type LocaleCode } from "../app/i18n/locales";
import type { CustomHost } from "../app/lib/domains/custom-host.server";
import type { Env } from "./env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    ctx: Pick<ExecutionContext, "waitUntil">;
    db: Database;
    locale: LocaleCode;
    cookies: Record<string, string>;
    visitorId: string;
    /** True when this request created the visitor id, so the response must set `_pos`. */
    newVisitor: boolean;
    /** The company's verified custom domain this request came to (ADR 044), or null on the platform's own hosts. */
    customHost: CustomHost | null;
  }
}

/** On a company's custom host the company's language is the page's (ADR 044): neither the host's suffix nor a cookie picks it. */
export function createLoadContext(request: Request, env: Env, ctx: Pick<ExecutionContext, "waitUntil">, customHost: CustomHost | null = null): AppLoadContext {
  const cookies = parseCookies(request.headers.get("Cookie"));
  const known = isVisitorId(cookies[VISITOR_COOKIE]);
  const host = request.headers.get("Host") ?? new URL(request.url).host;
  let db: Database | undefined;
  return {
    env,
    ctx,
    // Made when first read: a page answered from its kept copy (ADR 055) never reads the database.
    get db() {
      return (db ??= createDb(env.DB));
    },
    locale: customHost ? customHost.locale : resolveLocale(host, cookies[LOCALE_COOKIE]),
    cookies,
    visitorId: known ? cookies[VISITOR_COOKIE] : newVisitorId(),
    newVisitor: !known,
    customHost,
  };
}

/** The Vite dev server's hook (remix vite:dev), so `npm run dev` sees the same context (reads batched) as the worker. */
export function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> } };
}) {
  const { env, ctx } = context.cloudflare;
  return createLoadContext(request, { ...env, DB: readBatching(env.DB) }, ctx);
}
