#!/usr/bin/env node
/**
 * Gives or takes the moderator flag (ADR 028): staff only, never through the site.
 *
 *   npm run moderator -- <user name>            makes the account a moderator (local D1)
 *   npm run moderator -- <user name> --off      takes the flag away
 *   npm run moderator -- <user name> --remote   on the deployed D1 (the top level of wrangler.toml; wrangler logged in)
 *   ... --persist-to DIR                        another local state (the end-to-end tests keep their own)
 *
 * The name is matched as the site matches it, case aside. Sessions are re-read on every request, so the
 * change takes effect on the person's next page.
 */
import { execFileSync } from "node:child_process";

const args = process.argv.slice(2);
// Options that take a value: passed on to wrangler as they are.
const valued = ["--persist-to", "--env"].flatMap((option) => (args.includes(option) ? [option, args[args.indexOf(option) + 1]] : []));
const name = args.find((arg, i) => !arg.startsWith("--") && !valued.includes(args[i - 1]));
if (!name) {
  console.error("Usage: npm run moderator -- <user name> [--off] [--remote] [--env NAME] [--persist-to DIR]");
  process.exit(2);
}
const on = args.includes("--off") ? 0 : 1;
const where = [args.includes("--remote") ? "--remote" : "--local", ...valued];
// A SQL string literal: the name's quotes doubled, so any user name is taken as a name.
const literal = `'${name.replace(/'/g, "''")}'`;
const command = `UPDATE users SET moderator = ${on} WHERE username = ${literal} COLLATE NOCASE; SELECT username, moderator FROM users WHERE username = ${literal} COLLATE NOCASE;`;
const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...where, "--json", "--command", command], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
const results = JSON.parse(output);
const row = results.at(-1)?.results?.[0];
if (!row) {
  console.error(`No account is named ${name}.`);
  process.exit(1);
}
console.log(`${row.username} ${row.moderator ? "is now a moderator" : "is no longer a moderator"}.`);
