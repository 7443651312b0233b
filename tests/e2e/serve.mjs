// The platform as the end-to-end tests see it: the built worker and a real `partykit dev` (config.mjs).
// Google sign-in points at the OpenID provider that the tests' global setup runs.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { createServer } from "node:http";
import { startDevDns } from "../../scripts/dev-dns.mjs";
import { E2E, SITE as site } from "./config.mjs";
import { prepareState } from "./prepare-state.mjs";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", NO_UPDATE_NOTIFIER: "1", CI: "true" };

// A fresh database each run, unless `npm test` has just made one (tests/e2e/prepare-state.mjs).
if (process.env.E2E_STATE_PREPARED !== "1" || !existsSync(E2E.state)) prepareState();

// Server output goes to a log file: the runtime's own chatter (a browser closing a prefetch early)
// would otherwise read like failures in the test report.
mkdirSync(".tmp", { recursive: true });
const log = openSync(`${E2E.state}-servers.log`, "w");
const output = { stdio: ["ignore", log, log], env };

// Custom domains are verified against a real DNS server on loopback, through its DNS-over-HTTPS endpoint.
const dns = await startDevDns({ port: E2E.dns });

// The app is the built worker as `npm start` runs it (wrangler.toml's local environment) with the tests' values, behind
// a front door that runs the tests' SQL on the same D1 (tests/e2e/front). Wrangler passes `--var` to the first
// worker only, so the app's values are written into a config of its own.
const local = unstable_readConfig({ config: "wrangler.toml", env: "local" }, { hideWarnings: true });
const fromRoot = (path) => resolve(path);
const appConfig = resolve(`${E2E.state}-app.wrangler.json`);
writeFileSync(
  appConfig,
  JSON.stringify({
    name: "escaplay-e2e",
    main: local.main,
    compatibility_date: local.compatibility_date,
    compatibility_flags: local.compatibility_flags,
    alias: Object.fromEntries(Object.entries(local.alias ?? {}).map(([name, path]) => [name, fromRoot(path)])),
    assets: { ...local.assets, directory: fromRoot(local.assets.directory) },
    d1_databases: local.d1_databases.map((db) => ({ ...db, migrations_dir: fromRoot(db.migrations_dir) })),
    r2_buckets: local.r2_buckets,
    observability: local.observability,
    send_metrics: false,
    vars: {
      ...local.vars,
      GAME_SOCKET_HOST: `http://127.0.0.1:${E2E.rooms}`,
      PROJECT_SOCKET_HOST: `http://127.0.0.1:${E2E.rooms}`,
      TICKET_SECRET: E2E.secret,
      SESSION_SECRET: "e2e-session-secret",
      ROOM_SERVICE_SECRET: E2E.service,
      DNS_RESOLVER_URL: dns.url,
      ENVIRONMENT: "test",
      ANALYTICS_SCRIPT_URL: "/e2e-analytics.js",
      ANALYTICS_DOMAIN: "e2e.local",
      GOOGLE_ISSUER: `http://127.0.0.1:${E2E.oidc}`,
      GOOGLE_CLIENT_ID: E2E.google.clientId,
      GOOGLE_CLIENT_SECRET: E2E.google.clientSecret,
    },
  }),
);
const worker = spawn(
  "npx",
  [
    "wrangler", "dev", "-c", "tests/e2e/front/wrangler.toml", "-c", appConfig, "--ip", "127.0.0.1", "--port", String(E2E.site),
    "--persist-to", E2E.state, "--show-interactive-dev-session=false", "--inspector-port", "0",
  ],
  output,
);

// The rooms server, which a test can stop (npx, partykit and workerd beneath it) and start again over the same
// room storage, as a restart in production would. It stays in this script's process group, so Playwright's
// stopping of the group reaches it whatever happens to this script.
let rooms = null;
let stoppingRooms = false;
function startRooms() {
  rooms = spawn(
    "npx",
    [
      "partykit", "dev", "--port", String(E2E.rooms), "--disable-request-cf-fetch", "--persist", `${E2E.state}/partykit`,
      "--var", `TICKET_SECRET=${E2E.secret}`, "--var", `ALLOWED_ORIGINS=${site}`,
      "--var", `ROOM_SERVICE_SECRET=${E2E.service}`, "--var", `BACKEND_URL=${site}`,
    ],
    output,
  );
  rooms.on("exit", () => {
    if (!stoppingRooms) stop();
  });
}
function stopRooms() {
  if (!rooms) return Promise.resolve();
  const child = rooms;
  rooms = null;
  stoppingRooms = true;
  return new Promise((resolve) => {
    child.once("exit", () => {
      stoppingRooms = false;
      resolve();
    });
    for (const pid of [child.pid, ...descendants(child.pid)]) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  });
}

/** Every process below `pid` (npx's partykit, and its workerd). */
function descendants(pid) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" }).trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}
async function roomsReady() {
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${E2E.rooms}/parties/project/none`).then(() => true, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the rooms server did not come back within 30 s");
}
startRooms();

const control = createServer((req, res) => {
  const answer = (status) => res.writeHead(status).end();
  if (req.method !== "POST") return answer(405);
  if (req.url === "/rooms/stop") return void stopRooms().then(() => answer(204));
  if (req.url === "/rooms/start") {
    if (!rooms) startRooms();
    return void roomsReady().then(() => answer(204), () => answer(503));
  }
  answer(404);
});
control.listen(E2E.control, "127.0.0.1");

// Playwright stops this script's whole process group, workerd beneath npx included; on a plain
// signal we pass it on ourselves.
function stop() {
  worker.kill("SIGTERM");
  rooms?.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
worker.on("exit", () => stop());
