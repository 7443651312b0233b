import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { createDb } from "../app/lib/db.server";
import { readBatching } from "../app/lib/read-batching.server";
import { loggingD1 } from "../app/lib/sql-log.server";
import { rollTrending } from "../app/lib/trending.server";
import { purgeDeletedProjects } from "../app/lib/projects/files/purge.server";
import { withSecurityHeaders } from "../app/lib/security-headers.server";
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
let handler: ReturnType<typeof createRequestHandler> | undefined;

export default {
  async fetch(request, incoming, ctx) {
    const { pathname } = new URL(request.url);
    const env = requestEnv(request, incoming);
    if (pathname === "/v1" || pathname.startsWith("/v1/")) return withSecurityHeaders(await api.fetch(request, env, ctx));
    handler ??= createRequestHandler(build, env.ENVIRONMENT === "development" ? "development" : "production");
    // Pages set their own policy in entry.server; everything else (resource routes, data, redirects) gets the locked one.
    return withSecurityHeaders(await handler(request, createLoadContext(request, env, ctx)));
  },
  /**
   * The crons (wrangler.toml): hourly, the trending window follows the calendar; daily, deleted projects
   * past their 30 days are purged, files and storage included.
   */
  async scheduled(controller, env, ctx) {
    const db = createDb(env.DB);
    ctx.waitUntil(rollTrending(db, controller.scheduledTime));
    if (controller.cron === DAILY_CRON) ctx.waitUntil(purgeDeletedProjects(db, env.FILES));
  },
} satisfies ExportedHandler<Env>;
