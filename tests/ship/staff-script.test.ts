import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, d1, quietEnv, repoRoot, snapshotBuild } from "../oidc/site";

/**
 * `npm run staff` (scripts/staff.mjs) as an operator types it, on a local state of its own: the end-to-end tests
 * send its statements through the running site instead (tests/e2e/staff.ts), so the script itself is run here.
 */

const run = promisify(execFile);
let dir = "";

beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "staff-"));
  await snapshotBuild(dir);
  await applyMigrations(dir);
  await run("node", ["scripts/seed.mjs", "--persist-to", join(dir, "state")], { cwd: repoRoot, env: quietEnv });
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const staff = (...args: string[]) => run("node", ["scripts/staff.mjs", ...args, "--persist-to", join(dir, "state")], { cwd: repoRoot, env: quietEnv });
const roleOf = async (name: string) => (await d1<{ role: string | null }>(dir, `SELECT staff_role AS role FROM users WHERE username = '${name}'`))[0]?.role;
const auditOf = async (name: string) => d1<{ reason: string; detail: string }>(dir, `SELECT reason, detail FROM staff_actions WHERE target_name = '${name}' ORDER BY rowid`);

describe("npm run staff", () => {
  it("gives a role by name, case aside, logs it once with its reason, and takes it away", async () => {
    const given = await staff("camille", "--role", "moderator", "--reason", "Renfort de l'équipe");
    expect(given.stdout.trim()).toBe("Camille is a moderator.");
    expect(await roleOf("Camille")).toBe("moderator");
    // Giving the role it has changes nothing and logs nothing.
    await staff("Camille", "--role", "moderator");
    const taken = await staff("Camille", "--role", "moderator", "--off");
    expect(taken.stdout.trim()).toBe("Camille has no staff role.");
    expect(await roleOf("Camille")).toBeNull();
    const audit = await auditOf("Camille");
    expect(audit.map((row) => [row.reason, JSON.parse(row.detail)])).toEqual([
      ["Renfort de l'équipe", { role: "moderator", on: 1 }],
      ["", { role: "moderator", on: 0 }],
    ]);
  });

  it("says so, and changes nothing, for a name no account has", async () => {
    await expect(staff("Personne", "--role", "admin")).rejects.toMatchObject({ stderr: expect.stringContaining("No account is named Personne.") });
  });
});
