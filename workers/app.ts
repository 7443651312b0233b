import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { createDb } from "../app/lib/db.server";
import { readBatching } from "../app/lib/read-batching.server";
import { loggingD1 } from "../app/lib/sql-log.server";
import { rollTrending } from "../app/lib/trending.server";
import { expireGrants } from "../app/lib/admin/plan-grants.server";
import { purgeDeletedProjects } from "../app/lib/projects/files/purge.server";
import { digestCutoff, sendDigests } from "../app/lib/mailings/digest.server";
import { runNewsletterBatches } from "../app/lib/mailings/newsletters.server";
import { settleDueSubscriptions } from "../app/lib/billing/subscriptions.server";
import { discardBody } from "../app/lib/form-request.server";
import { recheckDomains } from "../app/lib/domains/domains.server";
import { dnsResolverFor } from "../app/lib/domains/dns.server";
import { provisioningFor } from "../app/lib/domains/provisioning.server";
import { saasTarget } from "../app/lib/domains/records";
import { hostPath, isPlatformHost, lookUpHost, type CustomHost } from "../app/lib/domains/custom-host.server";
import { hostNotFound } from "../app/lib/domains/host-not-found.server";
import { refusalFor, refusalJson, refusalPagePath, REFUSAL_STATUS, routePath, wantsPage, type Refusal } from "../app/lib/request-guard.server";
import { withSecurityHeaders } from "../app/lib/security-headers.server";
import { cachedPage, keepPage, pageCacheKey } from "../app/lib/page-cache.server";
import { log, requestIdOf, REQUEST_ID_HEADER } from "../app/lib/observability/log.server";
import { withRequestId } from "../app/lib/observability/request-context.server";
import { reportError, withErrorTracking } from "../app/lib/observability/errors.server";
import { record, serverTiming, timed, timingAsked, withTimings } from "../app/lib/observability/server-timing.server";
import { api } from "./api";
import type { Env } from "./env";
import { createLoadContext } from "./load-context";

/**
 * The backend host. Workers assets answer for files in build/client before this runs;
 * `/v1/*` goes to the hono API and every other path to Remix.
 */
/**
 * The request's D1: its reads batched (ADR 033). bench/catalogue.mjs's requests (carrying its secret) also have
 * the SQL they send printed, to explain each query's plan.
 */
function requestEnv(request: Request, env: Env): Env {
  const asked = env.BENCH_SECRET && request.headers.get("x-bench-sql") === env.BENCH_SECRET;
  return { ...env, DB: readBatching(asked ? loggingD1(env.DB) : env.DB) };
}

const DAILY_CRON = "17 3 * * *";
/** Mail batches (ADR 049): the newsletter's next batches, and the day's digests the daily run had no time for. */
const MAIL_CRON = "*/5 * * * *";
/** A run stops taking new batches after this; what is left waits for the next one. */
const MAIL_RUN_MS = 4 * 60_000;
type Handler = ReturnType<typeof createRequestHandler>;
let handler: Handler | undefined;

/**
 * A refused request (ADR 034): a page is answered with the site's own error page for the reason, under the refused
 * status; a script, with JSON. The page is the answer of GET /refused/{reason} with the visitor's own headers
 * (language, session), so it has the site's bar and words.
 */
async function refused(request: Request, refusal: Refusal, remix: Handler, context: AppLoadContext): Promise<Response> {
  if (!wantsPage(request)) return refusalJson(refusal, context);
  const headers = new Headers(request.headers);
  for (const name of ["Content-Type", "Content-Length", "Origin"]) headers.delete(name);
  headers.set("Accept", "text/html");
  const page = await remix(new Request(new URL(refusalPagePath(refusal), request.url), { headers }), context);
  const answer = new Headers(page.headers);
  if (refusal.allow) answer.set("Allow", refusal.allow);
  return new Response(page.body, { status: REFUSAL_STATUS[refusal.reason], headers: answer });
}

/**
 * Remix compares Origin with X-Forwarded-Host when a client sends one and throws (a 500) when they differ; the
 * guard has already compared Origin with the address the request reached, so that header is not Remix's to read.
 */
function withoutForwardedHost(request: Request): Request {
  if (!request.headers.has("X-Forwarded-Host")) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  return new Request(request, { headers });
}

/**
 * Every request under its id (ADR 048): taken from Cloudflare's ray or a valid incoming X-Request-Id, or made here;
 * kept for the request's whole run (request-context.server.ts, where hono and Remix read it), answered in X-Request-Id, and logged once as one JSON line at the end.
 */
async function observed(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const started = Date.now();
  const requestId = requestIdOf(request);
  const { pathname } = new URL(request.url);
  let response: Response;
  try {
    // The request itself is left as it came: rebuilding it around its body stream made the local runtime drop
    // connections under a burst of bodies nobody reads (the shipped worker's malformed-request walk).
    response = await withRequestId(requestId, () => (timingAsked(request, env.BENCH_SECRET) ? answerTimed(request, env, ctx) : answer(request, env, ctx)));
  } catch (error) {
    // What no framework caught: logged, reported, and thrown on so Sentry's wrapper (when on) sees it too.
    reportError(error, { requestId, where: "worker" });
    log("error", { msg: "request", requestId, method: request.method, path: pathname, status: 500, ms: Date.now() - started });
    throw error;
  }
  const answered = withHeader(response, REQUEST_ID_HEADER, requestId);
  // A 500 is a failure nobody meant; a 503 is an answer given on purpose (a check failing, a service missing).
  const level = response.status === 500 ? "error" : response.status >= 500 ? "warn" : "info";
  if (level === "info" && env.LOG_LEVEL === "warn") return answered;
  log(level, { msg: "request", requestId, method: request.method, path: pathname, status: response.status, ms: Date.now() - started });
  return answered;
}

/** The response with one more header: set in place when its headers can change, on a copy when they are immutable. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/** The bench's request (issue 30): the same answer, with where its time went in a Server-Timing header. */
async function answerTimed(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const start = performance.now();
  const { result, stages } = withTimings(() => answer(request, env, ctx));
  const response = await result;
  stages.set("worker", performance.now() - start);
  return withHeader(response, "Server-Timing", serverTiming(stages));
}

/** The Remix build, each loader timed by its route's id: only where the bench's secret is set (never in production). */
function timedBuild(): typeof build {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const loader = route.module.loader;
      if (!loader) return [id, route];
      const stage = `loader-${id.replace(/[^\w-]/g, "-")}`;
      return [id, { ...route, module: { ...route.module, loader: (args: Parameters<typeof loader>[0]) => timed(stage, () => loader(args)) } }];
    }),
  );
  return { ...build, routes } as typeof build;
}

async function answer(request: Request, incoming: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname, host } = new URL(request.url);
  const env = requestEnv(request, incoming);
  // The built worker is what ships: Remix's production mode (no error details in answers) wherever it runs;
  // `npm run dev` (Vite) is the development mode.
  handler ??= createRequestHandler(incoming.BENCH_SECRET ? timedBuild() : build, "production");
  // A host that is not the platform's is a company's custom domain (ADR 044): only its white-label games there.
  let customHost: CustomHost | null = null;
  if (!isPlatformHost(host, incoming)) {
    const found = await lookUpHost(incoming.DB, host, hostPath(pathname));
    if (found.kind !== "serve") await discardBody(request);
    if (found.kind === "brand-not-found") return hostNotFound(incoming.DB, found.customHost, wantsPage(request));
    if (found.kind === "unknown") return withSecurityHeaders(await refused(request, { reason: "not-found" }, handler, createLoadContext(request, env, ctx)));
    customHost = found.customHost;
  }
  if (pathname === "/v1" || pathname.startsWith("/v1/")) return withSecurityHeaders(await api.fetch(request, env, ctx));
  const context = createLoadContext(request, env, ctx, customHost);
  const refusal = await timed("guard", () => refusalFor(request, context));
  if (refusal) {
    await discardBody(request);
    // The site's refusal pages are the platform's: a company's host words the refusal in JSON alone.
    if (customHost) return withSecurityHeaders(refusalJson(refusal, context));
    return withSecurityHeaders(await refused(request, refusal, handler, context));
  }
  // The bench's split (Server-Timing) is of a page's rendering: its requests never read a kept copy.
  const cacheKey = timingAsked(request, incoming.BENCH_SECRET) ? null : await pageCacheKey(request, context);
  const kept = cacheKey ? await cachedPage(cacheKey, request, context) : null;
  if (kept) return withSecurityHeaders(kept);
  // Pages set their own policy in entry.server; everything else (resource routes, data, redirects) gets the locked one.
  const rendered = await timed("remix", () => handler!(withoutForwardedHost(request), context));
  const response = cacheKey ? keepPage(cacheKey, rendered, context) : rendered;
  // A share link that leads nowhere (a game taken offline) would be answered in the platform's layout: on a
  // company's host it is the company's 404 (the play pages word their own refusals in its brand).
  if (customHost && response.status === 404 && routePath(pathname).startsWith("/sh/")) {
    await response.body?.cancel();
    return hostNotFound(incoming.DB, customHost, wantsPage(request));
  }
  const started = performance.now();
  const secured = withSecurityHeaders(response);
  record("headers", performance.now() - started);
  return secured;
}

export default withErrorTracking<Env>({
  fetch: observed,
  /**
   * The crons (wrangler.toml): hourly, the trending window follows the calendar, plans granted until a date
   * that has passed end (ADR 038), and paid plans whose time has run out (cancelled at the period's end, grace
   * period over) drop to Basic (ADR 037), and companies' custom domains still pending are checked again and their
   * certificates' status read (ADR 042); daily, deleted projects past their 30 days are purged, files and storage
   * included, and the "activité de mes jeux" digests mailed; every five minutes, mail batches (ADR 049).
   */
  async scheduled(controller, env, ctx) {
    const db = createDb(env.DB);
    if (controller.cron === MAIL_CRON || controller.cron === DAILY_CRON) {
      const deadline = Date.now() + MAIL_RUN_MS;
      const mail = { db, env };
      const cutoff = controller.cron === DAILY_CRON ? new Date(controller.scheduledTime) : digestCutoff(new Date(controller.scheduledTime));
      ctx.waitUntil(sendDigests(mail, cutoff, { deadline }).then(() => runNewsletterBatches(mail, { deadline })));
      if (controller.cron === MAIL_CRON) return;
    }
    ctx.waitUntil(rollTrending(db, controller.scheduledTime));
    ctx.waitUntil(expireGrants(db, new Date(controller.scheduledTime)));
    ctx.waitUntil(settleDueSubscriptions(db, controller.scheduledTime));
    if (controller.cron !== DAILY_CRON) {
      const provisioning = provisioningFor({ env, db });
      ctx.waitUntil(
        provisioning.then((p) => recheckDomains(db, { dns: dnsResolverFor(env), provisioning: p, target: saasTarget(env) }, new Date(controller.scheduledTime))),
      );
    }
    if (controller.cron === DAILY_CRON) ctx.waitUntil(purgeDeletedProjects(db, env.FILES));
  },
});
