import { execFileSync } from "node:child_process";
import { SITE } from "./config.mjs";

/**
 * One SQL statement against the end-to-end site's local D1: what an operator does by hand (ban an account,
 * grant a plan) and what no page of the product offers. It runs in the site's own runtime, through the tests'
 * front door (tests/e2e/front), so it never contends with the site for the database file. Synchronous, as the
 * specs call it between steps: a child process makes the request.
 */
export function sql<T = Record<string, unknown>>(statement: string): T[] {
  const script = `const response = await fetch(process.argv[1], { method: "POST", headers: { "Content-Type": "application/json" }, body: process.argv[2] });
process.stdout.write(JSON.stringify({ status: response.status, body: await response.json() }));`;
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", script, `${SITE}/__e2e/sql`, JSON.stringify({ statement })], { encoding: "utf8" });
  const { status, body } = JSON.parse(stdout) as { status: number; body: T[] | { error: string } };
  if (status !== 200 || !Array.isArray(body)) throw new Error(`SQL refused (${status}): ${statement}\n${JSON.stringify(body)}`);
  return body;
}
