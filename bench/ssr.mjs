// Time to first byte of server-rendered pages against a static file served by the same worker (Workers assets,
// the floor). Uses BENCH_URL when given; otherwise starts the built platform (bench/platform.mjs: a migrated and
// seeded D1 of its own, the built worker with NODE_ENV=production) and stops it afterwards. A page that answers
// an error fails the run. BENCH_SHORT=1: a brief run that only checks the bench still works (CI).
import http from "node:http";
import { cleanUp, startPlatform } from "./platform.mjs";
import { printSplit, TIMING_HEADER } from "./server-timing.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SHORT ? 12 : 300));
const WARMUP = Number(process.env.BENCH_WARMUP ?? (SHORT ? 3 : 30));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
// Interleaving the targets in rounds spreads machine noise evenly instead of penalising whichever runs last.
const ROUNDS = 3;
// `goal`: the most a page's p50 may be, in multiples of the static file's (issue 30); the other pages are watched
// for regressions.
const PAGES = [
  { name: "home", path: "/", goal: 2 },
  { name: "escape", path: "/escape", goal: 2.5 },
  { name: "game page", path: "/escape/manoir-horloger" },
  { name: "profile", path: "/c/AtelierEnigma" },
  { name: "play 2D intro", path: "/play2D/manoir-horloger" },
  { name: "play 360 intro", path: "/play360/phare-englouti" },
  { name: "play intro", path: "/play/labo-volta" },
];
// A visitor without an account may get a kept copy of a catalogue page (ADR 055); a cookie the cache does not know
// (as an account's is) makes the worker render the page for that request: the "rendered" rows, what a signed-in
// person's request costs besides reading the account.
const RENDER = { cookie: "bench=rendered" };
const CACHEABLE = new Set(["home", "escape", "game page", "profile"]);
const TARGETS = [
  { name: "static", path: "/favicon.svg" },
  ...PAGES,
  ...PAGES.filter((p) => CACHEABLE.has(p.name)).map((p) => ({ name: `${p.name} (rendered)`, path: p.path, headers: RENDER })),
];
// The split asks the worker where a page's time goes (Server-Timing, answered only to the bench's secret); its
// requests are not the timed ones above, so measuring cannot slow them.
const SECRET = process.env.BENCH_SECRET ?? "bench-ssr-secret";
const SPLIT_REQUESTS = SHORT ? 3 : 60;
// A browser user agent: bots get the fully rendered document (isbot), people the streamed shell.
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET; resolves with the milliseconds to the response head (first byte) and to the end of the body. */
function timeRequest(base, path, extra = {}) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = http.request(new URL(path, base), { agent, headers: { "user-agent": USER_AGENT, "accept": "text/html,*/*", ...extra } });
    req.on("response", (res) => {
      const ttfb = ms();
      const timing = res.headers["server-timing"];
      res.on("data", () => {});
      res.on("end", () => resolve({ ttfb, total: ms(), status: res.statusCode, timing }));
      res.on("error", () => resolve({ ttfb, total: ms(), status: 0 }));
    });
    req.on("error", () => resolve({ ttfb: ms(), total: ms(), status: 0 }));
    req.end();
  });
}

async function run(base, path, count, extra = {}) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      results.push(await timeRequest(base, path, extra));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fixed = (n) => n.toFixed(1);

/** The split of each page's server time, from requests of their own (not the timed ones). */
async function split(base) {
  const pages = [];
  for (const t of PAGES) {
    const results = await run(base, t.path, SPLIT_REQUESTS, { [TIMING_HEADER]: SECRET });
    pages.push({ name: t.name, timings: results.map((r) => r.timing) });
  }
  printSplit(pages);
}

async function main() {
  const external = process.env.BENCH_URL;
  if (!external) console.log("Starting the built worker…");
  const { base, stop } = external ? { base: external, stop: async () => {} } : await startPlatform({ vars: { BENCH_SECRET: SECRET } }).then((p) => ({ base: p.site, stop: p.stop }));
  const cleanup = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", cleanup);
  process.once("SIGTERM", cleanup);

  try {
    for (const t of TARGETS) await run(base, t.path, WARMUP, t.headers);
    const samples = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of TARGETS) {
        const count = Math.min(perRound, REQUESTS - samples[t.name].length);
        samples[t.name].push(...(await run(base, t.path, count, t.headers)));
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

    const floor = rows[0];
    console.log("");
    for (const r of rows.slice(1)) console.log(`${`${r.name}/static:`.padEnd(24)} p50 ${fixed(r.p50 / floor.p50)}x, p95 ${fixed(r.p95 / floor.p95)}x`);
    for (const r of rows.filter((r) => r.goal)) console.log(`${r.name} p50 within ${r.goal}x static p50: ${r.p50 <= r.goal * floor.p50 ? "yes" : "no"}`);
    await split(base);
    const failing = rows.filter((r) => r.errors > 0);
    if (failing.length) {
      console.error(`Error answers from: ${failing.map((r) => `${r.path} (${r.statuses})`).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await stop();
  }
}

await main();
