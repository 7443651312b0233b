import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { applyMigrations, d1, repoRoot, snapshotBuild, startSite, wranglerD1 } from "../oidc/site";

/**
 * The backend the game rooms talk to: the built worker under `wrangler dev` (run
 * `npx remix vite:build` first) with a fresh migrated D1 in its own temporary directory. Node only.
 */

export type Backend = { origin: string; dir: string; stop: () => Promise<void> };


/** Runs a SQL file's statements against the backend's local D1 (one wrangler call for many rows). */
export async function d1Script(dir: string, sql: string): Promise<void> {
  const file = join(dir, `script-${Date.now()}-${Math.random().toString(36).slice(2)}.sql`);
  await writeFile(file, sql);
  try {
    await wranglerD1(dir, ["execute", "DB", "--file", file]);
  } finally {
    await rm(file, { force: true });
  }
}

export { d1 as d1Query };

export async function startBackend(options: { port: number; vars: Record<string, string>; fixturesSql: string }): Promise<Backend> {
  // Inside the repository: wrangler bundles the snapshot of build/, whose imports resolve from node_modules above it.
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  const dir = await mkdtemp(join(repoRoot, ".tmp", "rooms-"));
  try {
    await snapshotBuild(dir);
    await applyMigrations(dir);
    await d1Script(dir, options.fixturesSql);
    const site = await startSite({ port: options.port, dir, vars: options.vars });
    return {
      origin: site.origin,
      dir,
      stop: async () => {
        await site.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
