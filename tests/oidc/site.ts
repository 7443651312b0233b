import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/**
 * Running the built worker under `wrangler dev`, and reading its local D1, for the Google sign-in tests.
 * Everything lives in one temporary directory: a snapshot of build/, a wrangler config for it, the D1 state.
 * Node only.
 */

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const wrangler = `${repoRoot}node_modules/.bin/wrangler`;
const run = promisify(execFile);

export const quietEnv = {
  ...process.env,
  CI: "true",
  NO_UPDATE_NOTIFIER: "1",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  FORCE_COLOR: "0",
};

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

/**
 * A copy of `build/` and a wrangler config pointing at it, in `dir`: another `npm run build` during the
 * run (which empties build/) then cannot pull the worker from under the tests.
 */
export async function snapshotBuild(dir: string): Promise<void> {
  await cp(join(repoRoot, "build"), join(dir, "build"), { recursive: true });
  let config = await readFile(join(repoRoot, "wrangler.toml"), "utf8");
  const swaps: [RegExp, string][] = [
    [/^main = "(.+)"$/m, `main = "${join(repoRoot, "workers/app.ts")}"`],
    [/^"remix-build" = "\.\/build\/server\/index\.js"$/m, `"remix-build" = "${join(dir, "build/server/index.js")}"`],
    [/^directory = "\.\/build\/client"$/m, `directory = "${join(dir, "build/client")}"`],
    [/^migrations_dir = "db\/migrations"$/gm, `migrations_dir = "${join(repoRoot, "db/migrations")}"`],
  ];
  for (const [pattern, replacement] of swaps) {
    if (!config.match(pattern)) throw new Error(`wrangler.toml has no line matching ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  await writeFile(configIn(dir), config);
}

const configIn = (dir: string) => join(dir, "wrangler.toml");
const stateIn = (dir: string) => join(dir, "state");

/**
 * `wrangler d1 …` on the local state. Its local runtime sometimes dies on an internal assertion before running
 * anything ("false == true", seen beside the browser tests on a loaded CI machine): that one failure is tried again.
 */
export async function wranglerD1(dir: string, args: string[]): Promise<string> {
  const command = ["d1", ...args, "--local", "--persist-to", stateIn(dir), "--config", configIn(dir)];
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(wrangler, command, { cwd: repoRoot, env: quietEnv, maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (error) {
      const output = String((error as { stderr?: unknown }).stderr ?? "");
      if (attempt >= 3 || !output.includes("false == true")) throw error;
    }
  }
}

export async function applyMigrations(dir: string): Promise<void> {
  await wranglerD1(dir, ["migrations", "apply", "DB"]);
}

/** Rows of one SQL statement against the local D1 (`wrangler d1 execute --json`). */
export async function d1<T = Record<string, unknown>>(dir: string, statement: string): Promise<T[]> {
  const stdout = await wranglerD1(dir, ["execute", "DB", "--command", statement, "--json"]);
  const parsed = JSON.parse(stdout) as { results: T[] }[];
  return parsed.flatMap((r) => r.results);
}

export type Site = { origin: string; stop: () => Promise<void> };

// Killed synchronously if the run itself is interrupted: the group has its own process group.
const live = new Set<number>();
const killLive = () => {
  for (const pid of live) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  live.clear();
};
process.once("exit", killLive);

function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return Promise.resolve();
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig); // the whole group: npx-less wrangler, esbuild and workerd
    } catch {
      // already gone
    }
  };
  const finish = () => {
    signal("SIGKILL");
    live.delete(pid);
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    finish();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signal("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      finish();
      resolve();
    });
    signal("SIGTERM");
  });
}

/**
 * The worker under `wrangler dev`, from the snapshot and D1 state in `dir`. `env` adds to the process
 * environment: NODE_ENV=production makes wrangler bundle React's production build, as a deploy does.
 */
export async function startSite(options: {
  port: number;
  dir: string;
  vars: Record<string, string>;
  env?: Record<string, string>;
  /** wrangler.toml's environment: `local` as `npm start` runs it, null for the top level a plain deploy ships. */
  configEnv?: string | null;
}): Promise<Site> {
  const configEnv = options.configEnv === undefined ? "local" : options.configEnv;
  const args = [
    "dev",
    "--config", configIn(options.dir),
    ...(configEnv ? ["--env", configEnv] : []),
    "--ip", "127.0.0.1",
    "--port", String(options.port),
    "--persist-to", stateIn(options.dir),
    "--show-interactive-dev-session=false",
    "--inspector-port", "0",
    // Production's Workers AI binding (ADR 045) is remote only: a test machine has no Cloudflare login, so the site
    // runs with remote bindings off (the binding is then absent, as on a developer's machine).
    "--local",
    ...Object.entries(options.vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const child = spawn(wrangler, args, { cwd: repoRoot, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...quietEnv, ...options.env } });
  if (child.pid) live.add(child.pid);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  if (process.env.OIDC_TEST_VERBOSE) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }

  const origin = `http://127.0.0.1:${options.port}`;
  // Bundling the worker takes seconds on a quiet machine and over a minute beside a browser run.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      // Any answer from the worker (here the redirect to the provider) means the build is loaded.
      await fetch(`${origin}/auth/google`, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stopGroup(child);
        throw new Error(`wrangler dev did not answer within 180 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { origin, stop: () => stopGroup(child) };
}
