// Where a page's server time goes (issue 30): the worker answers a request carrying the bench's secret in
// `x-bench-timing` with a Server-Timing header (app/lib/observability/server-timing.server.ts). What ssr.mjs and
// catalogue.mjs share to read and print it.

export const TIMING_HEADER = "x-bench-timing";

/** `name;dur=1.2, …` → { name: 1.2, … } */
export function parseTiming(header) {
  const stages = {};
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().split(";");
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith("dur="));
    if (name && dur) stages[name] = Number(dur.slice(4));
  }
  return stages;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};
const fixed = (n) => n.toFixed(1);
const COLUMNS = ["worker", "guard", "remix", "loaders", "texts", "shell", "headers"];

/**
 * Per page, the median of each stage over its requests: the whole worker, the request guard, Remix's handler
 * (`remix`: matching, loaders, the shell's render) and within it the route loaders (summed: they run side by side,
 * so their sum may pass `remix`), the text catalogues and the shell render; the security headers' pass; then each
 * loader on its own. `pages`: [{ name, timings: [Server-Timing header, …] }].
 */
export function printSplit(pages) {
  const split = pages.map(({ name, timings }) => {
    const stages = timings.map(parseTiming);
    const names = [...new Set(stages.flatMap((s) => Object.keys(s)))];
    return { name, stages: Object.fromEntries(names.map((n) => [n, median(stages.map((s) => s[n] ?? 0))])) };
  });
  if (split.every((p) => Object.keys(p.stages).length === 0)) {
    console.log("\n(no Server-Timing answered: the server does not have this bench's BENCH_SECRET)");
    return;
  }
  const loaders = (stages) => Object.entries(stages).filter(([n]) => n.startsWith("loader-"));
  console.log(`\nWhere the server time goes, median per page (ms; performance.now() in workerd counts whole milliseconds)`);
  const head = ["page", ...COLUMNS];
  const rows = split.map(({ name, stages }) => [
    name,
    ...COLUMNS.map((c) => {
      const v = c === "loaders" ? loaders(stages).reduce((sum, [, ms]) => sum + ms, 0) : stages[c];
      return v === undefined ? "-" : fixed(v);
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  for (const { name, stages } of split) {
    const each = loaders(stages).map(([n, ms]) => `${n.slice("loader-".length)} ${fixed(ms)}`);
    if (each.length) console.log(`  ${name}: ${each.join(", ")}`);
  }
}
