// `npm test`: every suite — type check, build, then the unit + worker tests (workerd) and, beside them, the
// room tests (real partykit dev), Google sign-in tests (real OpenID provider + wrangler dev), the suite against
// the shipped worker (wrangler dev on the production build + partykit dev) and every benchmark once in its
// short mode (a bench that breaks fails the run), and the deploy checks (the workflows linted, the production
// worker and the parties bundled by their own deploy commands in dry-run form, ADR 047); last the end-to-end
// tests (Chromium). The suites run beside the workerd tests on servers, ports and state of their own (never two
// `partykit dev` at once: they share the checkout's build folder); their output is kept in a log each and
// printed once they are done.
// Prints one closing line with the totals.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";

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

const first = [
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["build", "npx", ["remix", "vite:build", "--logLevel", "warn"]],
];
const workerd = ["unit and worker tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/worker.json`]];
const beside = [
  ["room tests", "npx", ["vitest", "run", "--config", "tests/rooms/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/rooms.json`]],
  ["google sign-in tests", "npx", ["vitest", "run", "--config", "tests/oidc/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/oidc.json`]],
  ["tests against the shipped worker", "npx", ["vitest", "run", "--config", "tests/ship/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/ship.json`]],
  ["benchmarks, short mode", "node", ["scripts/bench-short.mjs"]],
];
// Seconds of work, so they run as a chain of their own rather than lengthen the one above.
const deployChecks = [
  ["workflow lint", "node", ["scripts/lint-workflows.mjs"]],
  ["deploy dry run", "node", ["scripts/deploy-dry-run.mjs"]],
];
const endToEnd = ["end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` }];

const logOf = (name) => `${reports}/${name.replaceAll(" ", "-")}.log`;

/** Runs one step, its output on the console or in its log; resolves with whether it passed. */
function run([name, cmd, args, extra], toLog = false) {
  if (!toLog) console.log(`\n=== ${name}`);
  const out = toLog ? openSync(logOf(name), "w") : null;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: out === null ? "inherit" : ["ignore", out, out], env: { ...env, ...extra } });
    child.on("close", (code) => {
      if (out !== null) closeSync(out);
      resolve(code === 0);
    });
  });
}

const failedSteps = [];
for (const step of first) {
  if (!(await run(step))) {
    failedSteps.push(step[0]);
    break;
  }
}
if (!failedSteps.length) {
  const chain = (steps) =>
    (async () => {
      for (const step of steps) {
        if (!(await run(step, true))) return step[0];
      }
      return null;
    })();
  const besideRun = chain(beside);
  const deployChecksRun = chain(deployChecks);
  if (!(await run(workerd))) failedSteps.push(workerd[0]);
  const besideFailed = await besideRun;
  const deployChecksFailed = await deployChecksRun;
  for (const [name] of [...beside, ...deployChecks]) {
    let text;
    try {
      text = readFileSync(logOf(name), "utf8");
    } catch {
      continue;
    }
    console.log(`\n=== ${name} (beside the unit and worker tests)`);
    process.stdout.write(text);
  }
  if (besideFailed) failedSteps.push(besideFailed);
  if (deployChecksFailed) failedSteps.push(deployChecksFailed);
  if (!failedSteps.length && !(await run(endToEnd))) {
    failedSteps.push(endToEnd[0]);
    printPageSnapshots();
  }
}
/**
 * A failed end-to-end test leaves what the page showed (its accessibility snapshot) in test-results; CI keeps no
 * files, so they are printed: a timeout then says where the page was, not only what it did not find.
 */
function printPageSnapshots() {
  const dir = "test-results";
  if (!existsSync(dir)) return;
  for (const test of readdirSync(dir)) {
    const file = `${dir}/${test}/error-context.md`;
    if (!existsSync(file)) continue;
    // The page's accessibility snapshot, without the instructions and the test's source the file also holds.
    const text = readFileSync(file, "utf8");
    const snapshot = text.slice(Math.max(0, text.indexOf("# Page snapshot")));
    const main = snapshot.indexOf("- main");
    const shown = main > 0 ? snapshot.slice(main) : snapshot;
    console.log(`\n=== what the page showed: ${test}\n${shown.length > 8000 ? `${shown.slice(0, 8000)}\n…` : shown}`);
  }
}

const failedStep = failedSteps.join(", ") || null;

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
if (failedStep) console.log(`Failed: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStep || failed ? 1 : 0);
