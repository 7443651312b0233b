// `npm start`: the whole platform on this machine. Builds the app, migrates and seeds the local D1,
// then runs the backend worker (127.0.0.1:8787) and the PartyKit rooms (127.0.0.1:1999) together.
import { execFileSync, spawn } from "node:child_process";
import { ensureLocalSecrets } from "./dev-vars.mjs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_UPDATE_NOTIFIER: "1",
};
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env });

const secrets = ensureLocalSecrets();
// Where the game rooms reach the backend's internal API (the worker started below).
const backendUrl = "http://127.0.0.1:8787";
run("npx", ["remix", "vite:build"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
run("node", ["scripts/seed.mjs"]);

const children = [
  // The built app with React's production build (NODE_ENV), as deployed; `npm run dev` is the live-reload mode.
  spawn("npx", ["wrangler", "dev", "--env", "local", "--ip", "127.0.0.1", "--port", "8787", "--show-interactive-dev-session=false"], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production" },
    detached: true,
  }),
  spawn(
    "npx",
    [
      "partykit", "dev", "--port", "1999", "--disable-request-cf-fetch",
      "--var", `TICKET_SECRET=${secrets.ticket}`, "--var", `ROOM_SERVICE_SECRET=${secrets.roomService}`, "--var", `BACKEND_URL=${backendUrl}`,
      // partykit.json holds the production values; these are the local site's.
      "--var", `ALLOWED_ORIGINS=${backendUrl},http://localhost:8787,http://127.0.0.1:5173`,
    ],
    {
      stdio: "inherit",
      env: { ...env, CI: "true" },
      detached: true,
    },
  ),
];
console.log("\nEscaplay: site http://127.0.0.1:8787 · rooms on port 1999 (Ctrl+C stops both)\n");

// Each server runs in a process group of its own; stopping the group also stops the workerd that
// npx starts beneath it, which a signal to npx alone would leave running.
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
