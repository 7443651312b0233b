import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, repoRoot, snapshotBuild, startSite, type Site } from "../oidc/site";

/**
 * What a plain `wrangler deploy` would run: the top level of wrangler.toml, no `--env`, no variable added. Its
 * database is left unmigrated on purpose, so a page fails inside and shows what a failure tells the visitor.
 */

let site: Site;
let dir: string;

beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "default-config-"));
  await snapshotBuild(dir);
  site = await startSite({ port: await freePort(), dir, vars: {}, env: { NODE_ENV: "production" }, configEnv: null });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const ask = (path: string, init: RequestInit & { host?: string } = {}) =>
  fetch(`${site.origin}${path}`, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), ...(init.host ? { Host: init.host } : {}) } });

describe("the default configuration, deployed as it stands", () => {
  it("serves no /dev route: not the mailbox, not a bench's floor, on its own host or on loopback", async () => {
    for (const path of ["/dev/mailbox", "/dev/mailbox?to=someone%40example.org", "/dev/mailbox/m_1"]) {
      expect((await ask(path)).status, path).toBe(404);
      expect((await ask(path, { headers: { Host: "escaplay.fr" } })).status, `${path} on escaplay.fr`).toBe(404);
    }
    expect((await ask("/dev/r2-put", { method: "POST", body: "x", headers: { Authorization: "Bearer anything-at-all-long" } })).status).toBe(404);
  });

  it("runs Remix in production mode: a failure inside a page tells nothing of the code or the database", async () => {
    const res = await ask("/escape", { headers: { Accept: "text/html" } });
    const page = await res.text();
    // The database has no tables: the page cannot be read, and says so in general words only.
    expect(res.status).toBe(500);
    expect(page).not.toMatch(/no such table|D1_ERROR|SQLITE/i);
    expect(page).not.toMatch(/\bat [^\s<>"]+ \([^)]*:\d+:\d+\)|\.(js|ts|tsx):\d+:\d+/);
    expect(page).toContain('<html lang="fr"');
  });
});
