// `npm test`: every suite, in order — type check, build, unit + worker tests (workerd), room tests (real
// partykit dev), Google sign-in tests (real OpenID provider + wrangler dev), the suite against the shipped
// worker (wrangler dev on the production build + partykit dev), every benchmark once in its short
// mode (a bench that breaks fails the run), end-to-end tests (Chromium).
// Prints one closing line with the totals.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
};
const reports = ".tmp/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["build", "npx", ["remix", "vite:build", "--logLevel", "warn"]],
  ["unit and worker tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/worker.json`]],
  ["room tests", "npx", ["vitest", "run", "--config", "tests/rooms/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/rooms.json`]],
  ["google sign-in tests", "npx", ["vitest", "run", "--config", "tests/oidc/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/oidc.json`]],
  ["tests against the shipped worker", "npx", ["vitest", "run", "--config", "tests/ship/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/ship.json`]],
  ["benchmarks, short mode", "node", ["scripts/bench-short.mjs"]],
  ["end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` }],
];

let failedStep = null;
for (const [name, cmd, args, extra] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extra } });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => {
  try {
    return JSON.parse(readFileSync(`${reports}/${file}`, "utf8"));
  } catch {
    return null;
  }
};
for (const file of ["worker.json", "rooms.json", "oidc.json", "ship.json"]) {
  const report = read(file);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
const e2e = read("e2e.json");
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
}

console.log("");
if (failedStep) console.log(`Stopped at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStep || failed ? 1 : 0);
