// Loads the demo content into the local D1 (the one wrangler dev and `npm start` use).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { seedStatements } from "../db/seed/index.mjs";

mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/seed.sql", seedStatements().join("\n") + "\n");
execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", ".tmp/seed.sql"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
console.log(`Seeded ${seedStatements().length} demo rows into the local D1.`);
