import { execFileSync } from "node:child_process";
import { E2E } from "./config.mjs";

/**
 * One SQL statement against the end-to-end site's local D1: what an operator does by hand (ban an account,
 * grant a plan) and what no page of the product offers.
 */
export function sql<T = Record<string, unknown>>(statement: string): T[] {
  const stdout = execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", E2E.state, "--command", statement, "--json"],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", CI: "true", FORCE_COLOR: "0" }, encoding: "utf8" },
  );
  return (JSON.parse(stdout) as { results: T[] }[]).flatMap((r) => r.results);
}
