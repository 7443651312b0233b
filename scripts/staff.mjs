#!/usr/bin/env node
/**
 * Gives or takes a staff role (ADR 028, ADR 038): operators only, never through the site.
 *
 *   npm run staff -- <user name> --role admin          makes the account an admin (local D1)
 *   npm run staff -- <user name> --role moderator      makes it a moderator (`npm run moderator -- <name>` says the same)
 *   npm run staff -- <user name> --role admin --off    takes that role away
 *   ... --reason "text"                                why, for the audit log (shown in /admin/audit)
 *   ... --remote                                       on the deployed D1 (the top level of wrangler.toml; wrangler logged in)
 *   ... --persist-to DIR                               another local state (the end-to-end tests keep their own)
 *
 * The name is matched as the site matches it, case aside. Each change is written to the audit log in the same
 * call. Roles are re-read on every request, so the change takes effect on the person's next page.
 */
import { execFileSync } from "node:child_process";
import { STAFF_ROLES, staffStatements } from "./staff-sql.mjs";

const args = process.argv.slice(2);
const valueOf = (option) => (args.includes(option) ? args[args.indexOf(option) + 1] : undefined);
// Options that take a value: --persist-to and --env go on to wrangler as they are.
const passed = ["--persist-to", "--env"].flatMap((option) => (args.includes(option) ? [option, valueOf(option)] : []));
const valued = new Set(["--persist-to", "--env", "--role", "--reason"]);
const name = args.find((arg, i) => !arg.startsWith("--") && !valued.has(args[i - 1]));
const role = valueOf("--role");
if (!name || !STAFF_ROLES.includes(role)) {
  console.error("Usage: npm run staff -- <user name> --role admin|moderator [--off] [--reason TEXT] [--remote] [--env NAME] [--persist-to DIR]");
  process.exit(2);
}
const on = !args.includes("--off");
const where = [args.includes("--remote") ? "--remote" : "--local", ...passed];
const command = staffStatements({ name, role, on, reason: valueOf("--reason") ?? "" }).join(" ");
/**
 * A local database that a running `npm start` holds may be busy for a moment: tried again a few times, as the
 * operator would. (A remote D1 has no such lock.)
 */
function execute() {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...where, "--json", "--command", command], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      });
    } catch (error) {
      const said = `${error.stdout ?? ""}${error.stderr ?? ""}`;
      if (attempt >= 5 || !/SQLITE_BUSY|database is locked/.test(said)) {
        process.stderr.write(said);
        throw error;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    }
  }
}
const output = execute();
const results = JSON.parse(output);
const row = results.at(-1)?.results?.[0];
if (!row) {
  console.error(`No account is named ${name}.`);
  process.exit(1);
}
console.log(row.role ? `${row.username} is ${row.role === "admin" ? "an admin" : "a moderator"}.` : `${row.username} has no staff role.`);
