// The game engine's speed, two figures:
// 1. the reducer's actions per second on the largest demo game (its walkthrough replayed again and again, in process);
// 2. the p95 time from a player's intent to the updated state in a local solo session: the built worker and a real
//    `partykit dev` on free ports, a session opened through /resources/play-session as the browser does, a real
//    partysocket client sending intents and timing each `update` that answers one. The intents are spaced to the
//    room's per-connection frame limit (rooms/play/conn-limits.ts), the fastest a real player's tab is served:
//    a burst past it is refused by design, which would measure the limit rather than the room.
// Run `npm run build` first. Exits 0 whatever the figures; a refused intent or a server that does not start
// makes it fail. BENCH_SHORT=1: a brief run that only checks the bench still works (CI).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { PartySocket } from "partysocket";
import WebSocket from "ws";
import { largestDemoGame, ROOT, startPlatform } from "./platform.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SHORT ? 0.5 : 3));
const INTENTS = Number(process.env.BENCH_INTENTS ?? (SHORT ? 6 : 60));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// ---- 1. the reducer, in process -----------------------------------------------------------------

async function loadEngine() {
  // The engine is TypeScript: bundle it (and the demo walkthroughs) into one module Node can import.
  const outdir = mkdtempSync(join(tmpdir(), "escaplay-bench-"));
  const outfile = join(outdir, "engine.mjs");
  await build({
    stdin: {
      contents:
        'export * from "./app/engine/index.ts"; export { DEMO_GAME_IDS } from "./app/engine/demo-games.ts";' +
        'export { CONNECTION_LIMITS } from "./rooms/play/conn-limits.ts";',
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "error",
  });
  const engine = await import(pathToFileURL(outfile).href);
  rmSync(outdir, { recursive: true, force: true });
  return engine;
}

async function reducerThroughput(engine, gameId) {
  const demo = engine.DEMO_GAME_IDS[gameId];
  const parsed = engine.parseDefinition(demo.definition);
  if (!parsed.ok) throw new Error(`${gameId} does not parse: ${JSON.stringify(parsed.issues[0])}`);
  const def = parsed.definition;
  const playOnce = () => {
    let state = engine.initialState(def);
    let now = 1_000;
    for (const action of demo.walkthrough) {
      now += 1_000;
      state = engine.reduce(def, state, action, now).state;
    }
    return state;
  };
  if (playOnce().outcome !== "won") throw new Error(`the ${gameId} walkthrough does not win`);
  for (let i = 0; i < 200; i++) playOnce(); // warm-up: let the JIT settle
  let actions = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(SECONDS * 1e9);
  while (process.hrtime.bigint() < deadline) {
    playOnce();
    actions += demo.walkthrough.length;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { actions, seconds, perSecond: actions / seconds, walkthrough: demo.walkthrough.length };
}

// ---- 2. a local solo session -------------------------------------------------------------------

async function openSession(site, gameId) {
  const res = await fetch(`${site}/resources/play-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site },
    body: JSON.stringify({ intent: "create", gameId, mode: "solo", routeKind: "public" }),
  });
  if (!res.ok) throw new Error(`opening a session answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function sessionLatency(site, gameId, frameLimit) {
  // One frame more than the window allows would be refused: keep every window one frame short of it.
  const spacingMs = Math.ceil(frameLimit.ms / (frameLimit.max - 1));
  const grant = await openSession(site, gameId);
  const socket = new PartySocket({
    host: new URL(grant.host).host,
    protocol: "ws",
    party: grant.party,
    room: grant.sessionId,
    query: { ticket: grant.ticket },
    WebSocket,
    maxRetries: 0,
  });
  const waiting = new Map();
  let snapshot;
  const ready = new Promise((resolve, reject) => {
    socket.addEventListener("error", () => reject(new Error("the socket failed")));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data));
      if (message.type === "snapshot") {
        snapshot = message;
        resolve();
      }
      if ((message.type === "update" || message.type === "error") && waiting.has(message.id)) {
        waiting.get(message.id)(message);
        waiting.delete(message.id);
      }
    });
  });
  await ready;
  let id = 0;
  const act = (action) =>
    new Promise((resolve) => {
      id += 1;
      const started = process.hrtime.bigint();
      waiting.set(id, (message) => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, message }));
      socket.send(JSON.stringify({ type: "act", id, action }));
    });
  const paced = async (action) => {
    const next = Date.now() + spacingMs;
    const answer = await act(action);
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    return answer;
  };
  if (snapshot.state.status === "ready") await paced({ type: "start" });
  // Pause and resume: accepted intents that go through the reducer, the room's storage and the broadcast.
  for (let i = 0; i < 4; i++) await paced({ type: i % 2 ? "resume" : "pause" });
  const samples = [];
  for (let i = 0; i < INTENTS; i++) {
    const { ms, message } = await paced({ type: i % 2 ? "resume" : "pause" });
    if (message.type !== "update") throw new Error(`intent refused: ${JSON.stringify(message)}`);
    samples.push(ms);
  }
  socket.close();
  samples.sort((a, b) => a - b);
  return { count: samples.length, spacingMs, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) };
}

async function main() {
  const game = largestDemoGame();
  console.log(`Largest demo game: ${game.id} (${(game.text.length / 1024).toFixed(1)} KB of definition)`);
  const engine = await loadEngine();
  const reducer = await reducerThroughput(engine, game.id);
  console.log(
    `Reducer: ${Math.round(reducer.perSecond).toLocaleString("en")} actions/s ` +
      `(${reducer.actions.toLocaleString("en")} actions in ${reducer.seconds.toFixed(2)} s, walkthrough of ${reducer.walkthrough} actions replayed)`,
  );

  // BENCH_URL: a platform already running (npm start, or the one scripts/bench-short.mjs shares).
  const external = process.env.BENCH_URL;
  if (!external) console.log("Starting the built worker and partykit dev…");
  const platform = external ? { site: external, stop: async () => {} } : await startPlatform();
  const stopAndExit = async (code) => {
    await platform.stop();
    process.exit(code);
  };
  process.once("SIGINT", () => stopAndExit(130));
  process.once("SIGTERM", () => stopAndExit(130));
  try {
    const latency = await sessionLatency(platform.site, game.id, engine.CONNECTION_LIMITS.frame);
    const fixed = (n) => n.toFixed(1);
    console.log(
      `Local solo session, intent -> updated state over the socket (${latency.count} intents, one every ${latency.spacingMs} ms): ` +
        `p50 ${fixed(latency.p50)}, p95 ${fixed(latency.p95)}, max ${fixed(latency.max)}`,
    );
  } catch (error) {
    console.error(error);
    await stopAndExit(1);
  }
  await stopAndExit(0);
}

main();
