// Loads the demo content into the local D1 (the one wrangler dev and `npm start` use).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { seedStatements } from "../db/seed/index.mjs";

mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/seed.sql", seedStatements().join("\n") + "\n");
// `--persist-to DIR` seeds another local state (the end-to-end tests keep their own).
const persist = process.argv.includes("--persist-to") ? ["--persist-to", process.argv[process.argv.indexOf("--persist-to") + 1]] : [];
execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", ...persist, "--file", ".tmp/seed.sql"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
console.log(`Seeded ${seedStatements().length} demo rows into the local D1.`);
