// Loads the demo content into the local D1 (the one wrangler dev and `npm start` use).
// `--env preview --remote` loads it into a deployed environment's D1 instead: the pull requests' previews are
// seeded so their catalogue has games to open (ADR 047). The rows are upserts, so seeding again only refreshes them.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { seedStatements } from "../db/seed/index.mjs";

mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/seed.sql", seedStatements().join("\n") + "\n");
const valueOf = (option) => (process.argv.includes(option) ? [option, process.argv[process.argv.indexOf(option) + 1]] : []);
// `--persist-to DIR` seeds another local state (the end-to-end tests keep their own).
const persist = valueOf("--persist-to");
const environment = valueOf("--env");
const remote = process.argv.includes("--remote");
execFileSync("npx", ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", ...environment, ...persist, "--file", ".tmp/seed.sql"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
console.log(`Seeded ${seedStatements().length} demo rows into the ${remote ? `remote D1 of ${environment[1] ?? "the top-level configuration"}` : "local D1"}.`);
