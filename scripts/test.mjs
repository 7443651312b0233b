// `npm test`: every suite. The build and the end-to-end tests' database side by side, the type check beside all; then,
// all at once (ADR 053), the end-to-end tests (Chromium, on the console), and beside them two chains with a log each,
// printed once they are done: the unit + worker tests (workerd), the Google sign-in tests (real OpenID provider +
// wrangler dev) and the deploy checks (the workflows linted, the production worker and the parties bundled by their own
// deploy commands in dry-run form, ADR 047); and the suites that run `partykit dev`, one after another: the room tests,
// the suite against the shipped worker (wrangler dev on the production build + partykit dev) and every benchmark once
// in its short mode (a bench that breaks fails the run). Each runs on servers, ports and state of its own.
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

// The type check gates nothing: it runs from the start to its end, in a log of its own, beside everything else.
const typeCheck = ["type check", "npx", ["tsc", "--noEmit"]];
const first = [
  ["build", "npx", ["remix", "vite:build", "--logLevel", "warn"]],
  // The end-to-end tests' database needs neither: made now, the browsers start that much sooner.
  ["end-to-end database", "node", ["tests/e2e/prepare-state.mjs"]],
];
const workerd = ["unit and worker tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${reports}/worker.json`]];
const signIn = ["google sign-in tests", "npx", ["vitest", "run", "--config", "tests/oidc/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/oidc.json`]];
const deployChecks = [
  ["workflow lint", "node", ["scripts/lint-workflows.mjs"]],
  ["deploy dry run", "node", ["scripts/deploy-dry-run.mjs"]],
];
const withRooms = [
  ["room tests", "npx", ["vitest", "run", "--config", "tests/rooms/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/rooms.json`]],
  ["tests against the shipped worker", "npx", ["vitest", "run", "--config", "tests/ship/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${reports}/ship.json`]],
  ["benchmarks, short mode", "node", ["scripts/bench-short.mjs"]],
];
const endToEnd = [
  "end-to-end tests",
  "npx",
  ["playwright", "test", "--reporter=list,json"],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`, E2E_STATE_PREPARED: "1" },
];

const logOf = (name) => `${reports}/${name.replaceAll(" ", "-")}.log`;

/**
 * Runs one step, its output on the console or in its log; resolves with whether it passed. A step in a log runs
 * under `nice`: beside the end-to-end tests it takes the CPU their browsers and servers leave while they wait.
 */
function run([name, cmd, args, extra], toLog = false) {
  if (!toLog) console.log(`\n=== ${name}`);
  const out = toLog ? openSync(logOf(name), "w") : null;
  const [command, commandArgs] = toLog ? ["nice", ["-n", "10", cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: out === null ? "inherit" : ["ignore", out, out], env: { ...env, ...extra } });
    child.on("close", (code) => {
      if (out !== null) closeSync(out);
      resolve(code === 0);
    });
  });
}

const failedSteps = [];
/** Steps one after another, each in its log; resolves with the name of the first that failed, or null. */
const chain = async (steps) => {
  for (const step of steps) {
    if (!(await run(step, true))) return step[0];
  }
  return null;
};
// The build and the e2e database side by side, the type check on what CPU they leave; the build's output is what
// every suite below runs.
const typeCheckRun = run(typeCheck, true);
const firstRuns = await Promise.all(first.map((step) => run(step)));
first.forEach(([name], i) => firstRuns[i] || failedSteps.push(name));
if (failedSteps.length) {
  const typed = await typeCheckRun;
  printLog(typeCheck[0]);
  if (!typed) failedSteps.push(typeCheck[0]);
} else {
  // Then everything at once: the end-to-end tests, the longest, at full speed, and the two chains in the CPU they
  // leave while they wait on servers, rooms and browsers (about 40 % of their run).
  const workerdChain = [workerd, signIn, ...deployChecks];
  const workerdRun = chain(workerdChain);
  const roomsRun = chain(withRooms);
  const endToEndPassed = await run(endToEnd);
  const typed = await typeCheckRun;
  const chainsFailed = await Promise.all([workerdRun, roomsRun]);
  for (const [name] of [typeCheck, ...workerdChain, ...withRooms]) printLog(name);
  if (!typed) failedSteps.push(typeCheck[0]);
  for (const name of chainsFailed) if (name) failedSteps.push(name);
  if (!endToEndPassed) {
    failedSteps.push(endToEnd[0]);
    printPageSnapshots();
  }
}
/** A step's log, once it is done (a step that never ran has none). */
function printLog(name) {
  let text;
  try {
    text = readFileSync(logOf(name), "utf8");
  } catch {
    return;
  }
  console.log(`\n=== ${name} (beside the end-to-end tests)`);
  process.stdout.write(text);
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
