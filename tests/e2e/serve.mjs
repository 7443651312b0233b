// The platform as the end-to-end tests see it: the built worker and a real `partykit dev`, on ports
// of their own and with their own local state, so a developer's `npm start` is not disturbed.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";

export const E2E = { site: 8788, rooms: 1998, state: ".tmp/e2e-state", secret: "e2e-ticket-secret" };
const site = `http://127.0.0.1:${E2E.site}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", NO_UPDATE_NOTIFIER: "1", CI: "true" };
const quiet = { stdio: ["ignore", "ignore", "inherit"], env };

rmSync(E2E.state, { recursive: true, force: true });
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E.state], quiet);
execFileSync("node", ["scripts/seed.mjs", "--persist-to", E2E.state], quiet);

// Server output goes to a log file: the runtime's own chatter (a browser closing a prefetch early)
// would otherwise read like failures in the test report.
mkdirSync(".tmp", { recursive: true });
const log = openSync(".tmp/e2e-servers.log", "w");
const output = { stdio: ["ignore", log, log], env };

const children = [
  spawn(
    "npx",
    [
      "wrangler", "dev", "--ip", "127.0.0.1", "--port", String(E2E.site), "--persist-to", E2E.state,
      "--show-interactive-dev-session=false", "--inspector-port", "0",
      "--var", `GAME_SOCKET_HOST:http://127.0.0.1:${E2E.rooms}`, "--var", `TICKET_SECRET:${E2E.secret}`, "--var", "SESSION_SECRET:e2e-session-secret",
      "--var", "ENVIRONMENT:test", "--var", "ANALYTICS_SCRIPT_URL:/e2e-analytics.js", "--var", "ANALYTICS_DOMAIN:e2e.local",
    ],
    output,
  ),
  spawn(
    "npx",
    [
      "partykit", "dev", "--port", String(E2E.rooms), "--disable-request-cf-fetch", "--persist", `${E2E.state}/partykit`,
      "--var", `TICKET_SECRET=${E2E.secret}`, "--var", `ALLOWED_ORIGINS=${site}`,
    ],
    output,
  ),
];

// Playwright stops this script's whole process group, workerd beneath npx included; on a plain
// signal we pass it on ourselves.
function stop() {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
for (const child of children) child.on("exit", () => stop());
