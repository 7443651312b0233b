import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { applyMigrations, freePort, quietEnv, repoRoot, snapshotBuild, startSite } from "../oidc/site";
import { startPartykit } from "../rooms/partykit-process";

declare module "vitest" {
  export interface ProvidedContext {
    site: string;
    rooms: string;
  }
}

const run = promisify(execFile);

/**
 * The platform as `npm start` runs it: the production build of the worker (NODE_ENV=production) under
 * `wrangler dev` with wrangler.toml's own variables, a migrated D1 with the demo seed, and `partykit dev`
 * on partykit.json, the two sharing their secrets. Only the ports and the state directory are the suite's.
 */
export default async function setup(project: TestProject) {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  const dir = await mkdtemp(join(repoRoot, ".tmp", "ship-"));
  const [sitePort, roomsPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${sitePort}`;
  const rooms = `http://127.0.0.1:${roomsPort}`;
  const ticket = randomBytes(32).toString("base64url");
  const service = randomBytes(32).toString("base64url");

  await snapshotBuild(dir);
  await applyMigrations(dir);
  await run("node", ["scripts/seed.mjs", "--persist-to", join(dir, "state")], { cwd: repoRoot, env: quietEnv });
  const started = await Promise.allSettled([
    startSite({
      port: sitePort,
      dir,
      env: { NODE_ENV: "production" },
      vars: {
        GAME_SOCKET_HOST: rooms,
        PROJECT_SOCKET_HOST: rooms,
        TICKET_SECRET: ticket,
        ROOM_SERVICE_SECRET: service,
        SESSION_SECRET: randomBytes(32).toString("base64url"),
      },
    }),
    startPartykit({
      config: "partykit.json",
      port: roomsPort,
      vars: { TICKET_SECRET: ticket, ROOM_SERVICE_SECRET: service, BACKEND_URL: site, ALLOWED_ORIGINS: site },
    }),
  ]);
  const stopAll = async () => {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    await rm(dir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide("site", site);
  project.provide("rooms", rooms);
  return stopAll;
}
