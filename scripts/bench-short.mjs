// Every benchmark once, briefly (BENCH_SHORT=1), so one that breaks fails `npm test` and CI. The benchmarks are
// the package.json scripts named bench:*; their figures are printed, not judged. Needs the build.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { coeditRowsSql } from "../bench/coedit-rows.mjs";
import { editorRows } from "../bench/editor-rows.mjs";
import { eventRowsSql } from "../bench/event-rows.mjs";
import { startPlatform } from "../bench/platform.mjs";
import { roomRowsSql } from "../bench/room-rows.mjs";
import { uploadRows } from "../bench/upload-rows.mjs";

const scripts = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:"));
// The benches share one platform, started here: each start bundles the worker and boots workerd and partykit, most of
// a short run's time (ADR 053). Those that need rows give them as SQL, written before the platform starts, with what
// the bench must be told to use them (a session cookie); their ids and codes differ, so they cannot collide. The
// catalogue bench keeps a platform of its own: its thousands of games would change what the others measure.
const secret = randomBytes(24).toString("base64url");
const ROWS = {
  "bench:room": async () => ({ sql: roomRowsSql() }),
  "bench:event": async () => ({ sql: eventRowsSql({ short: true }) }),
  "bench:coedit": async () => ({ sql: coeditRowsSql }),
  "bench:editor": async () => {
    const made = await editorRows();
    return { sql: made.sql, env: { BENCH_COOKIE: made.cookie } };
  },
  "bench:upload": async () => {
    const made = await uploadRows();
    return { sql: made.sql, env: { BENCH_COOKIE: made.cookie, BENCH_SECRET: secret } };
  },
};
const SHARED = new Set(["bench:ssr", "bench:lighthouse", "bench:engine", ...Object.keys(ROWS)]);
const sharing = benches.filter((name) => SHARED.has(name));
const made = Object.fromEntries(await Promise.all(sharing.filter((name) => ROWS[name]).map(async (name) => [name, await ROWS[name]()])));
const rows = Object.values(made).map((one) => one.sql).join("\n");
const shared = sharing.length > 0 ? await startPlatform({ sql: rows || undefined, vars: { BENCH_SECRET: secret } }) : null;
const failed = [];
for (const name of benches) {
  console.log(`\n--- ${name} (short)`);
  const started = Date.now();
  const platformEnv = shared && SHARED.has(name) ? { BENCH_URL: shared.site, BENCH_ROOMS_URL: shared.rooms, BENCH_SECRET: secret, ...made[name]?.env } : {};
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
