// Time to first byte of server-rendered pages against a static file served by the same worker (Workers assets,
// the floor). Uses BENCH_URL when given; otherwise starts the built worker with `wrangler dev` on a free port,
// after applying migrations and the seed to the local D1, and stops it afterwards.
import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
// Interleaving the targets in rounds spreads machine noise evenly instead of penalising whichever runs last.
const ROUNDS = 3;
const TARGETS = [
  { name: "static", path: "/favicon.svg" },
  { name: "home", path: "/" },
  { name: "escape", path: "/escape" },
];
// A browser user agent: bots get the fully rendered document (isbot), people the streamed shell.
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false" };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET; resolves with the milliseconds to the response head (first byte) and to the end of the body. */
function timeRequest(base, path) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = http.request(new URL(path, base), { agent, headers: { "user-agent": USER_AGENT, "accept": "text/html,*/*" } });
    req.on("response", (res) => {
      const ttfb = ms();
      res.on("data", () => {});
      res.on("end", () => resolve({ ttfb, total: ms(), status: res.statusCode }));
      res.on("error", () => resolve({ ttfb, total: ms(), status: 0 }));
    });
    req.on("error", () => resolve({ ttfb: ms(), total: ms(), status: 0 }));
    req.end();
  });
}

async function run(base, path, count) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      results.push(await timeRequest(base, path));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startWorker() {
  console.log("Applying migrations and seed to the local D1…");
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("node", ["scripts/seed.mjs"], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });

  const port = await freePort();
  // NODE_ENV=production bundles React's production build, as `wrangler deploy` does; dev mode would measure React's checks.
  // ENVIRONMENT=production: Remix in production mode, as deployed.
  const child = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--var", "ENVIRONMENT:production"], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: "production" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      const kill = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {}
      };
      kill("SIGTERM");
      setTimeout(() => kill("SIGKILL"), 5000).unref();
    });

  console.log(`Starting wrangler dev on ${base}…`);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const probe = await timeRequest(base, "/").catch(() => ({ status: 0 }));
    if (probe.status >= 200 && probe.status < 500) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  console.error(`wrangler dev did not become ready:\n${log.slice(-4000)}`);
  process.exit(1);
}

const fixed = (n) => n.toFixed(1);

async function main() {
  const external = process.env.BENCH_URL;
  const { base, stop } = external ? { base: external, stop: async () => {} } : await startWorker();
  const cleanup = async () => {
    await stop();
    process.exit(130);
  };
  process.once("SIGINT", cleanup);
  process.once("SIGTERM", cleanup);

  try {
    for (const t of TARGETS) await run(base, t.path, WARMUP);
    const samples = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of TARGETS) {
        const count = Math.min(perRound, REQUESTS - samples[t.name].length);
        samples[t.name].push(...(await run(base, t.path, count)));
      }
    }

    console.log(`\nTTFB against ${base} — ${REQUESTS} requests per path after ${WARMUP} warm-up, concurrency ${CONCURRENCY} (ms)`);
    const rows = TARGETS.map((t) => {
      const results = samples[t.name];
      const ttfb = results.map((r) => r.ttfb).sort((a, b) => a - b);
      const total = results.map((r) => r.total).sort((a, b) => a - b);
      const errors = results.filter((r) => r.status < 200 || r.status >= 400).length;
      const statuses = [...new Set(results.map((r) => r.status))].join(",");
      return { ...t, p50: percentile(ttfb, 50), p95: percentile(ttfb, 95), max: ttfb.at(-1), full50: percentile(total, 50), errors, statuses };
    });
    const headers = ["name", "path", "status", "errors", "ttfb p50", "ttfb p95", "ttfb max", "full p50"];
    const cells = rows.map((r) => [r.name, r.path, r.statuses, String(r.errors), fixed(r.p50), fixed(r.p95), fixed(r.max), fixed(r.full50)]);
    const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c) => c.map((v, i) => (i < 3 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
    console.log(line(headers));
    console.log(widths.map((w) => "-".repeat(w)).join("  "));
    for (const c of cells) console.log(line(c));

    const [floor, home, escape] = rows;
    console.log(`\nhome/static:   p50 ${fixed(home.p50 / floor.p50)}x, p95 ${fixed(home.p95 / floor.p95)}x`);
    console.log(`escape/static: p50 ${fixed(escape.p50 / floor.p50)}x, p95 ${fixed(escape.p95 / floor.p95)}x`);
    console.log(`home p50 within 5x static p50: ${home.p50 <= 5 * floor.p50 ? "yes" : "no"}`);
  } finally {
    agent.destroy();
    await stop();
  }
}

await main();
