// What the benchmarks that need the whole platform share: a temporary migrated and seeded D1, the built worker
// under `wrangler dev` and `partykit dev` on free ports with matching secrets, and a clean-up that stops every
// process group it started, even when interrupted while starting.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

export const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
  CI: "true",
};

export function largestDemoGame() {
  const dir = join(ROOT, "db/seed/games");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  const sized = files.map((f) => {
    const text = readFileSync(join(dir, f), "utf8");
    return { id: f.replace(/\.json$/, ""), text, length: text.length };
  });
  sized.sort((a, b) => b.length - a.length);
  return sized[0];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops a detached child and its whole process group (npx, wrangler, workerd…): the group, not the leader,
 * because npx may exit on SIGTERM while the server it started is still shutting down, or ignores it.
 */
export function stopper(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
      return true;
    } catch {
      return false; // no process left in the group
    }
  };
  return async () => {
    if (!signal("SIGTERM")) return;
    const deadline = Date.now() + 5_000;
    while (signal(0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!signal("SIGKILL")) return;
    while (signal(0) && Date.now() < deadline + 2_000) await new Promise((r) => setTimeout(r, 100));
  };
}

// Everything started so far, so an interruption at any moment (even while starting) stops it all.
export const cleanups = new Set();
let stopping = null;
export function cleanUp() {
  stopping ??= Promise.allSettled([...cleanups].map((stop) => stop()));
  return stopping;
}

/** Nothing starts once stopping began: it would outlive the clean-up. */
export function refuseWhenStopping() {
  if (stopping) throw new Error("interrupted");
}

export function startProcess(args, extraEnv = {}) {
  refuseWhenStopping();
  const child = spawn("npx", args, { cwd: ROOT, env: { ...env, ...extraEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const stop = stopper(child);
  cleanups.add(stop);
  return { child, stop, log: () => log };
}

export async function waitFor(url, server, what) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${what} did not start:\n${server.log().slice(-3000)}`);
}

/**
 * Bundles TypeScript modules of the app (given as `export … from "./app/…"` lines) into one module Node
 * can import, so a benchmark uses the app's own code (the engine, ticket signing) rather than a copy.
 */
export async function importAppModules(contents) {
  const { build } = await import("esbuild");
  const { pathToFileURL } = await import("node:url");
  const outdir = mkdtempSync(join(tmpdir(), "escaplay-bench-"));
  const outfile = join(outdir, "module.mjs");
  try {
    await build({ stdin: { contents, resolveDir: ROOT, loader: "ts" }, bundle: true, format: "esm", platform: "node", outfile, logLevel: "error" });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// The secrets the platform's worker and rooms share (local only).
export const BENCH_TICKET_SECRET = "bench-ticket-secret";

/**
 * `sql`: statements run on the seeded D1 before the worker starts (rows a benchmark needs);
 * `vars`: extra worker variables (name → value) a benchmark needs. Returns the addresses, the stop, the
 * state directory (for `wrangler d1 execute --persist-to`) and the worker's log so far.
 */
export async function startPlatform({ sql, vars = {} } = {}) {
  const state = mkdtempSync(join(tmpdir(), "escaplay-bench-state-"));
  let worker;
  let party;
  const stop = async () => {
    await Promise.all([worker?.stop(), party?.stop()]);
    rmSync(state, { recursive: true, force: true });
  };
  cleanups.add(stop);
  const quiet = { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] };
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], quiet);
  execFileSync("node", ["scripts/seed.mjs", "--persist-to", state], quiet);
  if (sql) {
    const file = join(state, "bench-rows.sql");
    writeFileSync(file, sql);
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", file], quiet);
  }
  const [sitePort, roomsPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${sitePort}`;
  const rooms = `http://127.0.0.1:${roomsPort}`;
  const ticket = BENCH_TICKET_SECRET;
  const service = "bench-room-service-secret";
  worker = startProcess(
    [
      "wrangler", "dev", "--env", "local", "--ip", "127.0.0.1", "--port", String(sitePort), "--persist-to", state, "--inspector-port", process.env.BENCH_INSPECTOR_PORT ?? "0",
      "--show-interactive-dev-session=false", "--var", "ENVIRONMENT:production", "--var", `GAME_SOCKET_HOST:${rooms}`, "--var", `PROJECT_SOCKET_HOST:${rooms}`,
      "--var", `TICKET_SECRET:${ticket}`, "--var", `ROOM_SERVICE_SECRET:${service}`, "--var", "SESSION_SECRET:bench-session-secret",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { NODE_ENV: "production" },
  );
  party = startProcess([
    "partykit", "dev", "--port", String(roomsPort), "--disable-request-cf-fetch", "--persist", join(state, "partykit"),
    "--var", `TICKET_SECRET=${ticket}`, "--var", `ROOM_SERVICE_SECRET=${service}`, "--var", `BACKEND_URL=${site}`,
    "--var", `ALLOWED_ORIGINS=${site}`,
  ]);
  try {
    await waitFor(`${site}/v1/health`, worker, "wrangler dev");
    await waitFor(`${rooms}/__ready`, party, "partykit dev");
  } catch (error) {
    await stop();
    throw error;
  }
  return { site, rooms, stop, state, workerLog: () => worker.log() };
}
