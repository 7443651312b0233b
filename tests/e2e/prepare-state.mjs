// The end-to-end tests' database, migrated and seeded afresh. serve.mjs runs it before it starts the servers;
// `npm test` runs it beside the type check and the build instead (E2E_STATE_PREPARED=1), since it needs neither,
// and the browsers then start that much sooner.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { E2E } from "./config.mjs";

export function prepareState() {
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", NO_UPDATE_NOTIFIER: "1", CI: "true" };
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env };
  rmSync(E2E.state, { recursive: true, force: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E.state], quiet);
  execFileSync("node", ["scripts/seed.mjs", "--persist-to", E2E.state], quiet);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) prepareState();
