/** Bindings and variables of the backend worker (wrangler.toml, plus secrets). */
export interface Env {
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  ENVIRONMENT: "development" | "test" | "production" | string;
  GAME_SOCKET_HOST: string;
  PROJECT_SOCKET_HOST: string;
  SITE_HOSTS?: string;
  LANGUAGE_SWITCH?: "host" | "cookie" | string;
  ANALYTICS_SCRIPT_URL?: string;
  ANALYTICS_DOMAIN?: string;
  SUPPORT_EMAIL?: string;
  /** How long the home page's figures may be reused (seconds); 0 always reads D1. */
  HOME_CACHE_SECONDS?: string;
  /** How long an anonymous page's kept copy is answered (app/lib/page-cache.server.ts); 0 turns the cache off. */
  PAGE_CACHE_SECONDS?: string;
  /** Secret shared with the PartyKit rooms to sign connection tickets. */
  TICKET_SECRET?: string;
  /**
   * The rooms' credential for the internal API (/v1/internal): game rooms fetch a session's full
   * definition and report its result with it, project rooms load and save their draft's snapshot, so
   * only the rooms, never a browser, can do any of it.
   */
  ROOM_SERVICE_SECRET?: string;
  /** "dev" keeps mails in D1 (/dev/mailbox); "resend" sends them (production). */
  MAIL_TRANSPORT?: string;
  MAIL_FROM?: string;
  RESEND_API_KEY?: string;
  /** Where links in mails point (https://escaplay.fr); defaults to the request's origin. */
  PUBLIC_URL?: string;
  /**
   * Set only by benchmarks (`--var`), never in wrangler.toml: bench/upload.mjs's bare R2 put floor at
   * /dev/r2-put; bench/catalogue.mjs's SQL log of a request carrying it in `x-bench-sql`.
   */
  BENCH_SECRET?: string;
  /** Signs the `_sr` session cookie. */
  SESSION_SECRET?: string;
  /** Google sign-in (OpenID Connect, ADR 007): off while the client id or secret is empty. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** The OpenID issuer; https://accounts.google.com unless a test points it at a local provider. */
  GOOGLE_ISSUER?: string;
  /**
   * Stripe (ADR 037), both secrets (`wrangler secret put`): the API key and the webhook endpoint's signing secret.
   * Without them production sells nothing (payment unavailable); elsewhere the local provider of /dev/checkout runs.
   */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * Custom domains (ADR 042). The DNS over HTTPS endpoint (JSON) that checks customers' records: Cloudflare's public
   * resolver in production when empty; the loopback one of scripts/dev-dns.mjs locally and in tests.
   */
  DNS_RESOLVER_URL?: string;
  /** The host customers' CNAME points to: the SaaS zone's fallback origin name (e.g. domains.escaplay.fr). */
  SAAS_CNAME_TARGET?: string;
  /** Cloudflare for SaaS (`wrangler secret put`): a token allowed to edit the SaaS zone's custom hostnames, and that zone. */
  CLOUDFLARE_API_TOKEN?: string;
  CLOUDFLARE_ZONE_ID?: string;
  /** Workers AI (ADR 045), production only (`[ai]` in wrangler.toml): absent, AI images are local or unavailable. */
  AI?: Ai;
  /** "warn" leaves out the line of each request that went well (the worker tests, thousands of requests); else "info". */
  LOG_LEVEL?: string;
  /** The error tracker (ADR 048): Sentry's DSN, a secret; empty or absent, no error leaves the worker but as a log line. */
  SENTRY_DSN?: string;
  /**
   * Usage events (ADR 048): Workers Analytics Engine's dataset, production only (`[[analytics_engine_datasets]]`);
   * absent, events are kept in D1's usage_events. The back office reads the dataset through the SQL API with the
   * account id and a token allowed to read Analytics Engine (secrets).
   */
  USAGE_EVENTS?: AnalyticsEngineDataset;
  ANALYTICS_ENGINE_ACCOUNT_ID?: string;
  ANALYTICS_ENGINE_API_TOKEN?: string;
  /** The dataset's name as the SQL API knows it (wrangler.toml). */
  ANALYTICS_ENGINE_DATASET?: string;
}
