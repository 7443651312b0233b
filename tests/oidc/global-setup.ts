import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { existingUsersSql } from "./accounts";
import { startProvider, type TestProvider } from "./provider";
import { applyMigrations, d1, freePort, repoRoot, snapshotBuild, startSite, type Site } from "./site";

declare module "vitest" {
  export interface ProvidedContext {
    siteOrigin: string;
    providerOrigin: string;
    workDir: string;
  }
}

/**
 * A real OpenID provider and the built worker under `wrangler dev` (run `npm run build` first), each on a
 * free port; the worker's Google issuer is the provider. Both stop, and the work directory goes, at the end.
 */
export default async function setup(project: TestProject) {
  // Inside the repository: wrangler bundles the snapshot of build/, whose imports resolve from node_modules above it.
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  const workDir = await mkdtemp(join(repoRoot, ".tmp", "oidc-"));
  const [providerPort, sitePort] = [await freePort(), await freePort()];
  let provider: TestProvider | null = null;
  let site: Site | null = null;
  const teardown = async () => {
    await site?.stop();
    await provider?.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    provider = await startProvider({ port: providerPort, redirectUri: `http://127.0.0.1:${sitePort}/auth/google/callback` });
    await snapshotBuild(workDir);
    await applyMigrations(workDir);
    await d1(workDir, existingUsersSql);
    site = await startSite({
      port: sitePort,
      dir: workDir,
      vars: {
        ENVIRONMENT: "test",
        SESSION_SECRET: "oidc-test-session-secret",
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      },
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("siteOrigin", site.origin);
  project.provide("providerOrigin", provider.issuer);
  project.provide("workDir", workDir);
  return teardown;
}
