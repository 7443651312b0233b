// Every benchmark once, briefly (BENCH_SHORT=1), so one that breaks fails `npm test` and CI. The benchmarks are
// the package.json scripts named bench:*; their figures are printed, not judged. Needs the build.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { eventRowsSql } from "../bench/event-rows.mjs";
import { startPlatform } from "../bench/platform.mjs";
import { roomRowsSql } from "../bench/room-rows.mjs";

const scripts = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:"));
// The benches that need no settings of their own share one platform, started here: each start bundles the worker
// and boots workerd and partykit, most of a short run's time. Those that need rows give them as SQL, written before
// the platform starts; their codes differ, so they cannot collide.
const ROWS = { "bench:room": () => roomRowsSql(), "bench:event": () => eventRowsSql({ short: true }) };
const SHARED = new Set(["bench:ssr", "bench:lighthouse", "bench:engine", "bench:room", "bench:event"]);
const sharing = benches.filter((name) => SHARED.has(name));
const rows = sharing.flatMap((name) => (ROWS[name] ? [ROWS[name]()] : [])).join("\n");
const shared = sharing.length > 0 ? await startPlatform({ sql: rows || undefined }) : null;
const failed = [];
for (const name of benches) {
  console.log(`\n--- ${name} (short)`);
  const started = Date.now();
  const platformEnv = shared && SHARED.has(name) ? { BENCH_URL: shared.site, BENCH_ROOMS_URL: shared.rooms } : {};
  // Not spawnSync: the shared platform's servers write to pipes this process must keep reading meanwhile.
  const child = spawn("npm", ["run", "--silent", name], { stdio: "inherit", env: { ...process.env, BENCH_SHORT: "1", ...platformEnv } });
  const [status, signal] = await new Promise((resolve) => child.on("close", (code, sig) => resolve([code, sig])));
  console.log(`--- ${name}: ${status === 0 ? "ran" : `FAILED (exit ${status ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failed.push(name);
}
await shared?.stop();
if (failed.length) {
  console.error(`\nBenchmarks that no longer run: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\n${benches.length} benchmarks ran.`);
