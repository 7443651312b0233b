import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, readlink, rm } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, repoRoot } from "../oidc/site";

/**
 * `npm start` itself (node scripts/start.mjs) as a newcomer runs it, while another process holds wrangler's
 * inspector port 9229: on PORT and ROOMS_PORT of its own, with its own local state (--persist-to), reusing the
 * build the suite made (--skip-build). The site, the rooms and what each tells of the other follow the two ports;
 * every server listens on 127.0.0.1 only; the log says what a newcomer needs and nothing else; Ctrl+C leaves no
 * process behind.
 */

const INSPECTOR = 9229;

/** Holds 127.0.0.1:9229, on every interface if it can; a port someone else holds already is just as held. */
async function holdInspectorPort(): Promise<Server[]> {
  const listen = (host: string) =>
    new Promise<Server | null>((resolve) => {
      const server = createServer((socket) => socket.destroy());
      server.once("error", () => resolve(null));
      server.listen(INSPECTOR, host, () => resolve(server));
    });
  // 0.0.0.0 includes 127.0.0.1; where it is refused (127.0.0.1 already held by another), keep what can be held.
  const held = (await listen("0.0.0.0")) ?? (await listen("127.0.0.1"));
  return held ? [held] : [];
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Every process descending from `root`, read from /proc (ppid is the 4th field of /proc/<pid>/stat). */
async function descendants(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Listener = { pid: number; address: string; port: number };

/** The TCP sockets in LISTEN state that these processes own (/proc/net/tcp{,6} by socket inode). */
async function listeners(pids: number[]): Promise<Listener[]> {
  const owner = new Map<string, number>();
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      const inode = target.match(/^socket:\[(\d+)\]$/)?.[1];
      if (inode) owner.set(inode, pid);
    }
  }
  const found: Listener[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const rows = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const row of rows) {
      const cells = row.trim().split(/\s+/);
      if (cells.length < 10 || cells[3] !== "0A") continue; // 0A: LISTEN
      const pid = owner.get(cells[9]);
      if (pid === undefined) continue;
      const [hex, port] = cells[1].split(":");
      const address =
        hex.length === 8
          ? hex.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join(".")
          : hex === "00000000000000000000000001000000"
            ? "::1"
            : hex === "0000000000000000FFFF00000100007F"
              ? "::ffff:127.0.0.1"
              : hex;
      found.push({ pid, address, port: parseInt(port, 16) });
    }
  }
  return found;
}

describe("npm start with port 9229 taken", () => {
  let holders: Server[] = [];
  let dir = "";
  let start: ChildProcess;
  let log = "";
  let site = "";
  let rooms = "";
  let ports: number[] = [];
  let tree: number[] = [];

  beforeAll(async () => {
    holders = await holdInspectorPort();
    await mkdir(join(repoRoot, ".tmp"), { recursive: true });
    dir = await mkdtemp(join(repoRoot, ".tmp", "start-"));
    const port = await freePort();
    let roomsPort = await freePort();
    while (roomsPort === port) roomsPort = await freePort();
    ports = [port, roomsPort];
    site = `http://127.0.0.1:${port}`;
    rooms = `http://127.0.0.1:${roomsPort}`;

    start = spawn(process.execPath, ["scripts/start.mjs", "--persist-to", join(dir, "state"), "--skip-build"], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), ROOMS_PORT: String(roomsPort) },
      // Its own group, as a terminal would run it; its servers are groups of their own beneath it.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      log += chunk.toString();
    };
    start.stdout?.on("data", keep);
    start.stderr?.on("data", keep);
    const deadline = Date.now() + 240_000;
    while (!log.includes("Ctrl+C stops everything")) {
      if (start.exitCode !== null || start.signalCode !== null) throw new Error(`npm start stopped (${start.exitCode ?? start.signalCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`npm start was not ready within 4 minutes:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    tree = await descendants(start.pid as number);
  }, 300_000);

  afterAll(async () => {
    // Whatever a failed test left running, by process id (only ours): asked to stop as Ctrl+C would, then killed.
    if (start?.pid && start.exitCode === null && start.signalCode === null) {
      tree = [...new Set([...tree, ...(await descendants(start.pid))])];
      const exited = new Promise((resolve) => start.once("exit", resolve));
      start.kill("SIGINT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    for (const pid of tree) if (alive(pid)) process.kill(pid, "SIGKILL");
    await Promise.all(holders.map((h) => new Promise((r) => h.close(r))));
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it("starts while another process holds 127.0.0.1:9229", async () => {
    expect(await reachable(INSPECTOR)).toBe(true);
    expect(start.exitCode).toBeNull();
  });

  it("serves the site on PORT: the home page and /v1/health", async () => {
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    // The address of the rooms the worker tells browsers (GAME_SOCKET_HOST, in the page's data) follows ROOMS_PORT.
    expect(html).toContain(rooms);
    expect(home.headers.get("content-security-policy")).toContain(new URL(rooms).host);

    const health = await fetch(`${site}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", db: true });
  });

  it("serves the rooms on ROOMS_PORT, which accept this site's pages and reach its backend", async () => {
    // ALLOWED_ORIGINS follows PORT: the page's origin is granted. The unknown code is looked up through the game
    // room, which asks the backend at BACKEND_URL (the worker on PORT): "Invalid" (404), not "unavailable" (503).
    const lookUp = await fetch(`${rooms}/getCodePlay`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({ id: "999999999" }),
    });
    expect(lookUp.status).toBe(404);
    expect(lookUp.headers.get("access-control-allow-origin")).toBe(site);
    expect(await lookUp.json()).toEqual({ msg: "Invalid" });
  });

  it("listens on 127.0.0.1 only, PartyKit included, and never on the inspector's default ports", async () => {
    const open = await listeners(tree);
    expect(open.map((l) => l.port)).toEqual(expect.arrayContaining(ports));
    for (const listener of open) {
      expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"], JSON.stringify(listener)).toContain(listener.address);
      // wrangler's default inspector port is the first free one from 9229 (checked, then bound seconds later):
      // another wrangler or partykit starting meanwhile took it and wrangler died. Ephemeral ports cannot race.
      expect(listener.port < INSPECTOR || listener.port > INSPECTOR + 10, JSON.stringify(listener)).toBe(true);
    }
  });

  it("logs what a newcomer needs, without build, bundling or migration noise", () => {
    for (const said of [`open ${site}`, `${site}/dev/mailbox`, `${site}/project`, `${site}/play2D/manoir-horloger`, `${site}/join`, rooms]) {
      expect(log).toContain(said);
    }
    // A fresh state: every migration applied, said in one line.
    expect(log).toMatch(/^D1 migrated: \d+ migrations? applied\.$/m);
    for (const noise of ["ignored-bare-import", "Generated an empty chunk", "Migrations to be applied", "┌", "Your Worker has access", "0.0.0.0", "not on \"env.local\""]) {
      expect(log).not.toContain(noise);
    }
  });

  it("stops on Ctrl+C with its servers, leaving no process behind and both ports free", async () => {
    const everything = await descendants(start.pid as number);
    const exited = new Promise<number | null>((resolve) => start.once("exit", (code) => resolve(code)));
    process.kill(start.pid as number, "SIGINT");
    expect(await exited).toBe(0);
    const deadline = Date.now() + 5_000;
    while (everything.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(everything.filter(alive)).toEqual([]);
    for (const port of ports) expect(await reachable(port)).toBe(false);
  }, 30_000);
});
