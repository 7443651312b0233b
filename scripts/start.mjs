// `npm start`: the whole platform on this machine. Builds the app, migrates and seeds the local D1, then runs the
// backend worker (wrangler dev, http://127.0.0.1:8787) and the PartyKit rooms (http://127.0.0.1:1999) together,
// both on the loopback interface only.
//
//   PORT=8788 ROOMS_PORT=2000 npm start    other ports for the site and the rooms (everything derived follows)
//   DNS_PORT=5380 npm start                 a fixed port for the loopback DNS of custom domains (ADR 042; a free one otherwise)
//   npm start -- --persist-to DIR          another local state (D1 and R2 in DIR, the rooms' storage in DIR/partykit)
//   npm start -- --skip-build              reuse the last build in build/ (built anyway when there is none)
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startDevDns } from "./dev-dns.mjs";
import { ensureLocalSecrets } from "./dev-vars.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

const args = process.argv.slice(2);
const valueOf = (option) => (args.includes(option) ? args[args.indexOf(option) + 1] : undefined);
const persistTo = valueOf("--persist-to");
if (args.includes("--persist-to") && !persistTo) fail("--persist-to needs a directory.");
const skipBuild = args.includes("--skip-build");

// Set once the servers run: from then on, leaving means stopping them first.
let stopAll = null;
let ready = false;
let stopping = false;
// The step running before the servers (build, migrations, seed), stopped with npm start.
let stepChild = null;

function fail(message) {
  console.error(`\n${message}\n`);
  if (stopAll) stopAll(1);
  else process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopAll) return stopAll(0);
    stepChild?.kill("SIGTERM");
    process.exit(130);
  });
}

function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name}=${raw} is no port number (1-65535).`);
  return port;
}
const port = portFrom("PORT", 8787);
const roomsPort = portFrom("ROOMS_PORT", 1999);
// 0: any free port (the worker is told which), so two npm starts never fight over it.
const dnsPort = portFrom("DNS_PORT", 0);
if (port === roomsPort) fail(`PORT and ROOMS_PORT are both ${port}: the site and the rooms need a port each.`);
const site = `http://127.0.0.1:${port}`;
const rooms = `http://127.0.0.1:${roomsPort}`;

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
  NO_UPDATE_NOTIFIER: "1",
  // Output read line by line below: no colour codes in it.
  FORCE_COLOR: "0",
};
const bin = (name) => join(root, "node_modules", ".bin", name);
const run = promisify(execFile);
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a step with its output kept; on failure that output is shown in full, then npm start stops. */
async function step(what, command, commandArgs) {
  const started = Date.now();
  try {
    const running = run(command, commandArgs, { env, maxBuffer: 64 * 1024 * 1024 });
    stepChild = running.child;
    const { stdout, stderr } = await running;
    return { output: `${stdout}${stderr}`, took: seconds(started) };
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
    fail(`${what} failed:\n\n${output || error.message}`);
  }
}

function portIsFree(number) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(number, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

// A busy port is said before a minute of building, not by a server dying after it.
for (const [name, number, what] of [["PORT", port, "the site"], ["ROOMS_PORT", roomsPort, "the rooms"], ["DNS_PORT", dnsPort, "the loopback DNS"]]) {
  if (number === 0) continue;
  if (!(await portIsFree(number))) {
    fail(
      `Port ${number} (${what}) is already in use on 127.0.0.1: another npm start, or another program.\n` +
        `Stop it, or choose other ports, e.g. PORT=${port + 1} ROOMS_PORT=${roomsPort + 1} npm start (${name} is the one taken).`,
    );
  }
}

const secrets = ensureLocalSecrets();
const persist = persistTo ? ["--persist-to", persistTo] : [];

if (skipBuild && existsSync("build/server/index.js") && existsSync("build/client")) {
  console.log("Using the last build (build/).");
} else {
  console.log("Building the app…");
  const { output, took } = await step("The build", bin("remix"), ["vite:build", "--logLevel", "warn"]);
  const warnings = (output.match(/^\(!\)/gm) ?? []).length;
  console.log(`Built in ${took}${warnings ? ` (${warnings} build warning${warnings > 1 ? "s" : ""}: \`npm run build\` shows them)` : ""}.`);
}

// wrangler prints the table of pending migrations, then the table again after each one: only the count is said here.
{
  const { output } = await step("Migrating the local D1", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--env", "local", ...persist]);
  const applied = Number(output.match(/About to apply (\d+) migration/)?.[1] ?? 0);
  console.log(applied ? `D1 migrated: ${applied} migration${applied > 1 ? "s" : ""} applied.` : "D1 migrated: nothing new to apply.");
}
{
  const { output } = await step("Seeding the demo content", process.execPath, ["scripts/seed.mjs", ...persist]);
  console.log(output.trim());
}

// ---- the two servers ------------------------------------------------------------------------------------------

/**
 * A server's output, line by line: its known start-up chatter (banners, the table of bindings and their values,
 * "Ready on …", which the summary below replaces) is kept aside, shown only if it stops before it answers;
 * everything else (requests, warnings, errors, the rooms' logs) goes through.
 */
function relay(child, name, chatter) {
  const kept = [];
  let partial = "";
  const onData = (chunk) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!chatter(line)) process.stdout.write(`${name === "rooms" ? "[rooms] " : ""}${line}\n`);
      else if (kept.push(line) > 500) kept.shift();
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  return () => [...kept, partial].join("\n").trim();
}

// The requests this script makes while waiting for the servers (see below), which they log like any other.
const SITE_PROBE = "/v1/health";
const ROOMS_PROBE = "/__npm-start";
const probe = (line) => line.includes(`HEAD ${SITE_PROBE} `) || line.includes(`${ROOMS_PROBE} `);

// Wrangler's start-up: two blocks (the bindings with their values; the notice that crons do not fire locally, with
// its indented lines) and a few single lines.
let wranglerBlock = null;
const wranglerChatter = (line) => {
  if (/^\s*$/.test(line) || probe(line)) return true;
  if (wranglerBlock === "bindings" && /^(Binding\s|env\.)/.test(line)) return true;
  if (wranglerBlock === "cron" && /^\s/.test(line)) return true;
  wranglerBlock = null;
  if (/^Your Worker has access to the following bindings/.test(line)) return (wranglerBlock = "bindings");
  if (/Scheduled Workers are not automatically triggered/.test(line)) return (wranglerBlock = "cron");
  return /^Using (secrets|vars) defined in|^⎔ (Starting|Reloading|Shutting down)|Parsed \d+ valid (header|redirect) rule|\] Ready on http/.test(line) || localAiNotice(line);
};

// The Workers AI binding (ADR 045) and the Analytics Engine dataset (ADR 048) are production's only: wrangler's
// notice that `[env.local]` lacks them is expected.
const localAiNotice = (line) =>
  /Processing wrangler\.toml configuration:|^\s+- "env\.local" environment configuration$|"(ai|analytics_engine_datasets)" exists at the top level, but not on "env\.local"|since "(ai|analytics_engine_datasets)" is not inherited by environments|Please add "(ai|analytics_engine_datasets)" to "env\.local"/.test(line);
const partykitChatter = (line) =>
  /^\s*$|^🎈 PartyKit v|^-+$|^Loading environment variables from|^Build succeeded, starting server|\[pk:inf\] (Ready on|- http)|^⎔ (Local server shut down|Shutting down)/.test(line) ||
  probe(line);

// Custom domains are checked against this loopback DNS server (records written with PUT /records, ADR 042).
const dns = await startDevDns({ port: dnsPort });

const children = [];
stopAll = stop;
function start(name, command, commandArgs, extraEnv, chatter) {
  // A process group of its own: stopping the group also stops the workerd beneath it.
  const child = spawn(command, commandArgs, { env: { ...env, ...extraEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const startup = relay(child, name, chatter);
  children.push({ name, child, startup });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    const why = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    console.error(`\n${name === "site" ? "wrangler dev (the site)" : "partykit dev (the rooms)"} ${why}.`);
    const said = startup();
    if (!ready && said) console.error(`What it said while starting:\n\n${said}\n`);
    stop(1);
  });
}

start(
  "site",
  bin("wrangler"),
  [
    "dev", "--env", "local", "--ip", "127.0.0.1", "--port", String(port),
    // An ephemeral inspector port, bound at once: wrangler's default is the first free port from 9229, checked
    // first and bound later, a race with every other wrangler and partykit starting on the machine (9229 and
    // the ports after it are where they all look).
    "--inspector-port", "0",
    "--show-interactive-dev-session=false",
    ...persist,
    // Where browsers reach the two parties: the rooms' port, wherever it is.
    "--var", `GAME_SOCKET_HOST:${rooms}`, "--var", `PROJECT_SOCKET_HOST:${rooms}`,
    "--var", `DNS_RESOLVER_URL:${dns.url}`,
  ],
  // The built app with React's production build (NODE_ENV), as deployed; `npm run dev` is the live-reload mode.
  { NODE_ENV: "production" },
  wranglerChatter,
);
start(
  "rooms",
  process.execPath,
  [
    // partykit dev has no host option and binds every interface: this preload keeps it on 127.0.0.1.
    "--require", join(root, "scripts", "partykit-loopback.cjs"),
    join(root, "node_modules", "partykit", "dist", "bin.mjs"),
    "dev", "--port", String(roomsPort), "--disable-request-cf-fetch", "--no-hotkeys",
    ...(persistTo ? ["--persist", join(persistTo, "partykit")] : []),
    "--var", `TICKET_SECRET=${secrets.ticket}`, "--var", `ROOM_SERVICE_SECRET=${secrets.roomService}`,
    // Where the game rooms reach the backend's internal API, and the pages allowed to call getCodePlay.
    // partykit.json holds the production values; these are this site's.
    "--var", `BACKEND_URL=${site}`,
    "--var", `ALLOWED_ORIGINS=${site},http://localhost:${port},http://127.0.0.1:5173`,
  ],
  { CI: "true" },
  partykitChatter,
);

// ---- ready, and stopping --------------------------------------------------------------------------------------

async function answers(url, ok) {
  try {
    const res = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(10_000) });
    return ok(res.status);
  } catch {
    return false;
  }
}

const startedAt = Date.now();
while (!stopping) {
  // The worker with its D1 behind it, and the rooms' worker (any HTTP answer: it says 404 to this path).
  const [siteUp, roomsUp] = await Promise.all([
    answers(`${site}${SITE_PROBE}`, (status) => status === 200),
    answers(`${rooms}${ROOMS_PROBE}`, (status) => status < 500),
  ]);
  if (siteUp && roomsUp) break;
  if (Date.now() - startedAt > 180_000) {
    for (const { name, startup } of children) console.error(`\n${name}, while starting:\n\n${startup()}`);
    fail(`The ${siteUp ? "rooms" : "site"} did not answer within 3 minutes.`);
  }
  await new Promise((r) => setTimeout(r, 250));
}
if (!stopping) {
  ready = true;
  const state = persistTo ? `${persistTo} (rooms: ${join(persistTo, "partykit")})` : ".wrangler/state and .partykit/state";
  console.log(
    [
      "",
      `Escaplay is running: open ${site}`,
      "",
      `  Demo games   ${site}/play2D/manoir-horloger (Interface), ${site}/play360/phare-englouti (360),`,
      `               ${site}/play/labo-volta (Classic), and the catalogue: ${site}/escape`,
      `  Accounts     register at ${site}/join (the demo creators have no password)`,
      `  Mailbox      ${site}/dev/mailbox: mails are not sent locally, they are all here (codes, links)`,
      `  Studio       ${site}/project: create a game, test it, publish it`,
      `  Rooms        ${rooms} (PartyKit)`,
      `  DNS          ${dns.url} (custom domains: PUT ${dns.url.replace("/dns-query", "/records")} {"name","type","values"})`,
      `  Local state  ${state}`,
      "",
      "Ctrl+C stops everything.",
      "",
    ].join("\n"),
  );
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

/** Each group gets SIGTERM, then SIGKILL after 5 s or once its leader is gone (workerd can outlive it a moment). */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (ready) console.log("\nStopping the site and the rooms…");
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          const force = setTimeout(() => {
            signalGroup(child, "SIGKILL");
            resolve();
          }, 5_000);
          const done = () => {
            clearTimeout(force);
            signalGroup(child, "SIGKILL");
            resolve();
          };
          if (exited(child)) return done();
          child.once("exit", done);
          signalGroup(child, "SIGTERM");
        }),
    ),
  );
  process.exit(code);
}
