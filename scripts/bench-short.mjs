// Every benchmark once, briefly (BENCH_SHORT=1), so one that breaks fails `npm test` and CI. The benchmarks are
// the package.json scripts named bench:*; their figures are printed, not judged. Needs the build.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const scripts = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:"));
const failed = [];
for (const name of benches) {
  console.log(`\n--- ${name} (short)`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", name], { stdio: "inherit", env: { ...process.env, BENCH_SHORT: "1" } });
  console.log(`--- ${name}: ${result.status === 0 ? "ran" : `FAILED (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nBenchmarks that no longer run: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\n${benches.length} benchmarks ran.`);
