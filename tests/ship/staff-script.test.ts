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
// The role and the audit log in one read: each wrangler call takes seconds on a busy machine.
async function recordOf(name: string) {
  const rows = await d1<{ role: string | null; reason: string | null; detail: string | null }>(
    dir,
    `SELECT u.staff_role AS role, a.reason, a.detail FROM users u LEFT JOIN staff_actions a ON a.target_name = u.username WHERE u.username = '${name}' ORDER BY a.rowid`,
  );
  return { role: rows[0]?.role ?? null, audit: rows.filter((row) => row.detail !== null).map((row) => [row.reason, JSON.parse(row.detail ?? "")]) };
}

// Four wrangler runs (npx, bundling, a local D1 each), beside the rest of CI.
const SLOW = 240_000;

describe("npm run staff", () => {
  it("gives a role by name, case aside, logs it once with its reason, and takes it away", async () => {
    // What the script prints is read back from the database in the same call as the change.
    const given = await staff("camille", "--role", "moderator", "--reason", "Renfort de l'équipe");
    expect(given.stdout.trim()).toBe("Camille is a moderator.");
    // Giving the role it has changes nothing and logs nothing.
    const again = await staff("Camille", "--role", "moderator");
    expect(again.stdout.trim()).toBe("Camille is a moderator.");
    const taken = await staff("Camille", "--role", "moderator", "--off");
    expect(taken.stdout.trim()).toBe("Camille has no staff role.");
    expect(await recordOf("Camille")).toEqual({
      role: null,
      audit: [
        ["Renfort de l'équipe", { role: "moderator", on: 1 }],
        ["", { role: "moderator", on: 0 }],
      ],
    });
  }, SLOW);

  it("says so, and changes nothing, for a name no account has", async () => {
    await expect(staff("Personne", "--role", "admin")).rejects.toMatchObject({ stderr: expect.stringContaining("No account is named Personne.") });
  }, SLOW);
});
