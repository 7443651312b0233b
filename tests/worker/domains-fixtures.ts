import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { createDb } from "../../app/lib/db.server";
import { DEFAULT_SAAS_TARGET } from "../../app/lib/domains/records";
import worker from "../../workers/app";
import { open, send, signedIn, squeeze, visibleText } from "./account-area-fixtures";

/**
 * Shared by the custom-domain tests (ADR 042): Company accounts, the /account/domain page and form as their browser
 * uses them, and the loopback DNS server (tests/worker/dns-global-setup.ts) the worker's checks ask.
 */

export const db = createDb(env.DB);
export const PAGE = "/account/domain";
export const COMPANY = 6;
/** The CNAME target of the local configuration (wrangler.toml [env.local]). */
export const TARGET = env.SAAS_CNAME_TARGET || DEFAULT_SAAS_TARGET;

export const company = () => signedIn(COMPANY);

/** A host no other test of the run uses: every test file shares the one loopback DNS server. */
export const uniqueHost = (prefix = "jeux") => `${prefix}-${crypto.randomUUID().slice(0, 8)}.acme.test`;

export const register = (cookie: string, host: string) => send(PAGE, { intent: "register", host }, cookie);
export const check = (cookie: string, id: string) => send(PAGE, { intent: "check", id }, cookie);
export const remove = (cookie: string, id: string) => send(PAGE, { intent: "remove", id }, cookie);

/** The page's visible text; `path` is where a form sent the browser back (`/account/domain?done=…`). */
export async function pageText(cookie: string, path = PAGE): Promise<string> {
  const res = await open(path, cookie);
  expect(res.status).toBe(200);
  return squeeze(visibleText(await res.text()));
}

/** A `domains.*` text as the French page shows it. */
export function text(key: string, params: Record<string, string | number> = {}): string {
  const value = translate("fr", `domains.${key}`, params);
  expect(value, `domains.${key} exists`).not.toBe(`domains.${key}`);
  return squeeze(value);
}

type Row = { id: string; user_id: string; host: string; txt_token: string; status: string; last_error: string | null; cert_status: string | null; provider_id: string | null; last_checked_at: number | null; verified_at: number | null };

export async function domainRow(host: string): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM company_domains WHERE host = ?").bind(host).first<Row>();
}

export async function registered(cookie: string, host = uniqueHost()): Promise<Row> {
  const res = await register(cookie, host);
  expect(res.headers.get("Location")).toBe(`${PAGE}?done=registered`);
  return (await domainRow(host))!;
}

/** Writes (or, with no values, removes) a record set in the loopback DNS server. */
export async function dnsRecords(name: string, type: "TXT" | "CNAME", values: string[]) {
  const res = await fetch(env.DNS_RESOLVER_URL!.replace(/\/dns-query$/, "/records"), { method: "PUT", body: JSON.stringify({ name, type, values }) });
  expect(res.status).toBe(204);
}

/** The two records a company creates, as the page tells it to. */
export async function publishRecords(row: Pick<Row, "host" | "txt_token">) {
  await dnsRecords(`_escaplay-challenge.${row.host}`, "TXT", [row.txt_token]);
  await dnsRecords(row.host, "CNAME", [TARGET]);
}

export async function cron(cron: "5 * * * *" | "17 3 * * *", scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export async function providerHostnames(hostname: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM dev_custom_hostnames WHERE hostname = ?").bind(hostname).first<{ n: number }>();
  return row!.n;
}
