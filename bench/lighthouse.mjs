// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on Debian's Chromium against the built worker as
// `npm start` runs it: the migrated and seeded D1 in a temporary directory, `wrangler dev` with NODE_ENV=production
// and `partykit dev` on free ports (bench/platform.mjs). Per page, the median of BENCH_RUNS runs (3) of each figure:
// the four category scores, FCP, LCP, TBT, CLS and Speed Index; then one yes/no line per target.
// `--short` or BENCH_SHORT=1: the home page once, to check that the script still works (figures not judged).
// Run `npm run build` first. Exits 0 whatever the figures; only servers or a browser that do not start make it fail.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { cleanUp, cleanups, freePort, refuseWhenStopping, startPlatform, stopper, waitFor } from "./platform.mjs";

const SHORT = process.env.BENCH_SHORT === "1" || process.argv.includes("--short");
const RUNS = SHORT ? 1 : Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCORE_TARGET = 0.95;
// Total blocking time: the home page's own target (issue 30), and the play routes' first screen (the intro).
const HOME_TBT_TARGET_MS = 150;
const TBT_TARGET_MS = 300;
// BENCH_URL: measure a server already running (`npm start`: http://127.0.0.1:8787) instead of starting one.
const EXTERNAL = process.env.BENCH_URL;
// BENCH_REPORTS: a directory where every run's full Lighthouse report (JSON) is kept, to see what a figure is made of.
const REPORTS = process.env.BENCH_REPORTS;
// BENCH_PATHS: a comma-separated subset of the pages below (their paths), while working on one of them.

// `score`: the performance target applies; `tbt`: the page's blocking-time target, in ms.
const PAGES = [
  { name: "home", path: "/", score: true, tbt: HOME_TBT_TARGET_MS },
  { name: "catalogue", path: "/escape", score: true },
  { name: "game page", path: "/escape/manoir-horloger", score: true },
  { name: "play 2D", path: "/play2D/manoir-horloger", tbt: TBT_TARGET_MS },
  { name: "play 360", path: "/play360/phare-englouti", tbt: TBT_TARGET_MS },
  { name: "play classic", path: "/play/labo-volta", tbt: TBT_TARGET_MS },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  { id: "first-contentful-paint", label: "FCP", unit: "ms" },
  { id: "largest-contentful-paint", label: "LCP", unit: "ms" },
  { id: "total-blocking-time", label: "TBT", unit: "ms" },
  { id: "cumulative-layout-shift", label: "CLS", unit: "" },
  { id: "speed-index", label: "SI", unit: "ms" },
];

/** Debian's Chromium, headless, with its profile and caches in a temporary directory (it writes under XDG dirs otherwise). */
async function startChromium() {
  refuseWhenStopping();
  const home = mkdtempSync(join(tmpdir(), "escaplay-bench-chromium-"));
  const port = await freePort();
  const flags = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--no-default-browser-check", "--disable-default-apps", "--disable-extensions",
    `--remote-debugging-port=${port}`, "--remote-debugging-address=127.0.0.1", `--user-data-dir=${join(home, "profile")}`,
    "about:blank",
  ];
  const child = spawn(CHROMIUM, flags, {
    env: { ...process.env, XDG_CONFIG_HOME: join(home, "config"), XDG_CACHE_HOME: join(home, "cache") },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  const stopChild = stopper(child);
  const stop = async () => {
    await stopChild();
    rmSync(home, { recursive: true, force: true });
  };
  cleanups.add(stop);
  await waitFor(`http://127.0.0.1:${port}/json/version`, { child, log: () => log }, "Chromium");
  return { port, stop };
}

async function audit(url, port, reportName) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORTS) writeFileSync(join(REPORTS, `${reportName}.json`), result.report);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failed = CATEGORIES.flatMap((c) =>
    c === "performance"
      ? []
      : lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => `${c}: ${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score])),
    metrics: Object.fromEntries(METRICS.map((m) => [m.id, lhr.audits[m.id].numericValue])),
    failed,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(page, runs) {
  return {
    ...page,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    metrics: Object.fromEntries(METRICS.map((m) => [m.id, median(runs.map((r) => r.metrics[m.id]))])),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

function printTable(rows) {
  const headers = ["page", "path", "perf", "a11y", "bp", "seo", ...METRICS.map((m) => (m.unit ? `${m.label} ${m.unit}` : m.label))];
  const score = (s) => (s === null ? "-" : s.toFixed(2));
  const cells = rows.map((r) => [
    r.name, r.path, ...CATEGORIES.map((c) => score(r.scores[c])),
    ...METRICS.map((m) => (r.metrics[m.id] === null ? "-" : m.unit ? String(Math.round(r.metrics[m.id])) : r.metrics[m.id].toFixed(3))),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

function printTargets(rows) {
  const yes = (ok) => (ok ? "yes" : "no");
  console.log("");
  for (const r of rows) {
    if (r.score) console.log(`${r.path} performance ≥ ${SCORE_TARGET}: ${yes(r.scores.performance >= SCORE_TARGET)}`);
    if (r.tbt) console.log(`${r.path} TBT under ${r.tbt} ms: ${yes(r.metrics["total-blocking-time"] < r.tbt)}`);
  }
  const perfect = rows.every((r) => CATEGORIES.slice(1).every((c) => r.scores[c] === 1));
  console.log(`accessibility, best practices and SEO at 1.0 everywhere: ${yes(perfect)}`);
  for (const r of rows) if (r.failed.length > 0) console.log(`  ${r.path} below 1.0 on: ${r.failed.join(", ")}`);
}

async function main() {
  const only = process.env.BENCH_PATHS?.split(",");
  const pages = SHORT ? PAGES.slice(0, 1) : only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  const { site } = EXTERNAL ? { site: EXTERNAL } : await startPlatform();
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const chromium = await startChromium();
  console.log(`Lighthouse ${SHORT ? "(short: one page, one run) " : ""}on ${site}: mobile preset, median of ${RUNS} run(s) per page`);
  // One unmeasured visit per page first: wrangler dev compiles and warms each route on its first request.
  for (const page of pages) await fetch(new URL(page.path, site)).then((r) => r.arrayBuffer());
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(new URL(page.path, site).href, chromium.port, `${page.path.replaceAll("/", "_")}-${i + 1}`));
    rows.push(summarise(page, runs));
    console.log(`  ${page.path}: ${runs.map((r) => r.scores.performance?.toFixed(2)).join(" ")}`);
  }
  console.log("");
  printTable(rows);
  if (!SHORT) printTargets(rows);
}

process.once("SIGINT", () => cleanUp().then(() => process.exit(130)));
process.once("SIGTERM", () => cleanUp().then(() => process.exit(143)));
try {
  await main();
} finally {
  await cleanUp();
}
