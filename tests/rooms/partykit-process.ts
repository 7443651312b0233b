import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** Starting and stopping a real `partykit dev` for the room tests. Node only. */

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export type PartykitServer = { origin: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(origin: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`partykit dev exited early:\n${log()}`);
    }
    try {
      // Any HTTP answer (our onFetch says 404 here) means the worker is loaded.
      await fetch(`${origin}/__ready`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`partykit dev did not answer within 60 s:\n${log()}`);
}

// Groups still running, killed synchronously if the test run itself is interrupted (Ctrl+C during
// setup, a crash): they live in their own process group, so the terminal's signal never reaches them.
const liveGroups = new Set<number>();
function killLiveGroups() {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  liveGroups.clear();
}
function onSignal(signal: NodeJS.Signals) {
  killLiveGroups();
  // Keep the default behaviour (die) unless vitest has its own handler for this signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}
let guarding = false;
function guardAgainstInterruption() {
  if (guarding) return;
  guarding = true;
  process.on("exit", killLiveGroups);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
}

function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return Promise.resolve();
  // Negative pid: the whole group (node, esbuild and workerd), never a name match.
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  const done = () => {
    // workerd can outlive its parent by a moment; make sure the group is empty.
    signal("SIGKILL");
    liveGroups.delete(pid);
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    done();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signal("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      done();
      resolve();
    });
    signal("SIGTERM");
  });
}

type PartykitOptions = {
  config: string;
  vars: Record<string, string>;
  // A fixed port, to start a server again where its clients expect it.
  port?: number;
  // A directory where room storage survives the server (default: in memory, nothing kept).
  persist?: string;
};

/**
 * A free port is only free when it is picked: beside the workerd test pool, another process may take it before
 * partykit binds it (or the port workerd picks inside). Such a start is tried again on a new port.
 */
export async function startPartykit(options: PartykitOptions): Promise<PartykitServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPartykitOnce(options);
    } catch (error) {
      const taken = error instanceof Error && error.message.includes("Address already in use");
      if (!taken || options.port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startPartykitOnce(options: PartykitOptions): Promise<PartykitServer> {
  const port = options.port ?? (await freePort());
  const varArgs = Object.entries(options.vars).flatMap(([k, v]) => ["--var", `${k}=${v}`]);
  const args = [
    "dev",
    "--config", options.config,
    "--port", String(port),
    "--disable-request-cf-fetch",
    // In-memory state unless asked: every run starts from empty rooms and leaves nothing in .partykit/.
    "--persist", options.persist ?? "false",
    "--no-hotkeys",
    ...varArgs,
  ];
  // `partykit dev` has no host flag and listens on 0.0.0.0; the tests only talk to 127.0.0.1.
  const child = spawn(`${repoRoot}node_modules/.bin/partykit`, args, {
    cwd: repoRoot,
    detached: true, // own process group, so stopGroup reaches workerd too
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CI: "true",
      NO_UPDATE_NOTIFIER: "1",
      WRANGLER_SEND_METRICS: "false",
      FORCE_COLOR: "0",
    },
  });
  if (child.pid) liveGroups.add(child.pid);
  guardAgainstInterruption();
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  if (process.env.ROOMS_TEST_VERBOSE) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(origin, child, () => output);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { origin, stop: () => stopGroup(child) };
}
