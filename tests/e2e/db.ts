import { execFileSync } from "node:child_process";
import { E2E } from "./config.mjs";

const BUSY = /SQLITE_BUSY|database is locked/;
const ATTEMPTS = 5;

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * One SQL statement against the end-to-end site's local D1: what an operator does by hand (ban an account,
 * grant a plan) and what no page of the product offers. The running worker writes to the same SQLite file,
 * so a statement that meets its lock is tried again rather than failing the test.
 */
export function sql<T = Record<string, unknown>>(statement: string): T[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const stdout = execFileSync(
        "node_modules/.bin/wrangler",
        ["d1", "execute", "DB", "--local", "--persist-to", E2E.state, "--command", statement, "--json"],
        {
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", CI: "true", FORCE_COLOR: "0" },
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      return (JSON.parse(stdout) as { results: T[] }[]).flatMap((r) => r.results);
    } catch (error) {
      const output = error instanceof Error && "stdout" in error ? `${String(error.stdout)}${String((error as { stderr?: unknown }).stderr)}` : "";
      if (attempt >= ATTEMPTS || !BUSY.test(output)) throw error;
      pause(200 * attempt);
    }
  }
}
