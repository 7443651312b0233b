// Live co-editing (issue 14, ADR 026): EDITORS editors in one project room, each changing the draft at RATE edits a
// second for SECONDS, all at once. For every edit: the time until it arrives at each other editor, and until the room
// confirms it holds it (its pong to a ping sent right after the edit on the same socket); against the same clients
// sending the same number of frames through a bare `ws` broadcast server in the same run (bench/floor.mjs). At the end
// every editor must hold every edit. Real parts: the built worker under `wrangler dev` and `partykit dev`
// (bench/platform.mjs), editors as the studio is one (a Yjs document synced by y-partykit's provider) with tickets as
// the backend signs them. Target: p99 to the other editors under 150 ms. Exits 0 whatever the figures; a lost edit
// or servers that do not start make it fail. BENCH_SHORT=1: 3 seconds, only to check the bench runs.
import YPartyKitProvider from "y-partykit/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { startFloor } from "./floor.mjs";
import { coeditRowsSql, OWNER, PROJECT } from "./coedit-rows.mjs";
import { BENCH_TICKET_SECRET, cleanUp, importAppModules, startPlatform } from "./platform.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const EDITORS = Number(process.env.BENCH_EDITORS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SHORT ? 3 : 30));
const TARGET_P99_MS = 150;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** One editor: a document, its provider, and the times of its own edits and of the others' arrivals. */
async function openEditor(rooms, sign, index) {
  const doc = new Y.Doc();
  const ticket = await sign({ party: "project", room: PROJECT, sub: index === 0 ? OWNER : `u_bench_${index}`, name: `Éditeur ${index}`, role: "user", access: "edit" });
  const provider = new YPartyKitProvider(new URL(rooms).host, PROJECT, doc, { party: "project", params: { ticket }, WebSocketPolyfill: WebSocket, disableBc: true });
  const editor = { index, doc, provider, arrivals: [], stored: [], pending: new Map() };
  // Each edit is a key `{editor}:{n}` holding the moment it was made (one process, one clock).
  doc.getMap("bench").observe((event) => {
    if (event.transaction.local) return;
    const now = performance.now();
    for (const key of event.keysChanged) editor.arrivals.push(now - doc.getMap("bench").get(key));
  });
  provider.on("status", ({ status }) => {
    if (status !== "connected") return;
    provider.ws.addEventListener("message", (event) => {
      if (typeof event.data !== "string" || !event.data.includes('"pong"')) return;
      const { id } = JSON.parse(event.data);
      const at = editor.pending.get(id);
      if (at === undefined) return;
      editor.pending.delete(id);
      editor.stored.push(performance.now() - at);
    });
  });
  await until(() => provider.synced, `editor ${index}'s first sync`);
  return editor;
}

async function runRoom(rooms, sign) {
  const editors = [];
  for (let i = 0; i < EDITORS; i++) editors.push(await openEditor(rooms, sign, i));
  const each = Math.round(RATE * SECONDS);
  const interval = 1000 / RATE;
  await Promise.all(
    editors.map(async (editor) => {
      // Spread over the first interval, so the editors do not all write in the same millisecond.
      await sleep((editor.index * interval) / EDITORS);
      const start = performance.now();
      for (let n = 0; n < each; n++) {
        const at = performance.now();
        editor.doc.getMap("bench").set(`${editor.index}:${n}`, at);
        editor.pending.set(n, at);
        editor.provider.ws?.send(JSON.stringify({ type: "ping", id: n }));
        const wait = start + (n + 1) * interval - performance.now();
        if (wait > 0) await sleep(wait);
      }
    }),
  );
  const total = each * EDITORS;
  let complete = true;
  try {
    await until(() => editors.every((e) => e.doc.getMap("bench").size === total), "every edit at every editor", 60_000);
  } catch {
    complete = false;
  }
  const missing = editors.map((e) => total - e.doc.getMap("bench").size);
  for (const editor of editors) editor.provider.destroy();
  return {
    total,
    complete,
    missing,
    arrivals: editors.flatMap((e) => e.arrivals).sort((a, b) => a - b),
    stored: editors.flatMap((e) => e.stored).sort((a, b) => a - b),
  };
}

/** The same clients, rate and duration through the bare broadcast server: arrival at the others, and back at the sender. */
async function runFloor(floor) {
  const sockets = await Promise.all(
    Array.from({ length: EDITORS }, (_, index) => {
      const socket = new WebSocket(floor.url.replace("http", "ws"));
      const client = { index, socket, arrivals: [], echoes: [], received: 0 };
      socket.on("message", (data) => {
        const { from, at } = JSON.parse(data.toString());
        const elapsed = performance.now() - at;
        client.received += 1;
        if (from === index) client.echoes.push(elapsed);
        else client.arrivals.push(elapsed);
      });
      return new Promise((resolve, reject) => {
        socket.once("open", () => resolve(client));
        socket.once("error", reject);
      });
    }),
  );
  const each = Math.round(RATE * SECONDS);
  const interval = 1000 / RATE;
  await Promise.all(
    sockets.map(async (client) => {
      await sleep((client.index * interval) / EDITORS);
      const start = performance.now();
      for (let n = 0; n < each; n++) {
        client.socket.send(JSON.stringify({ from: client.index, n, at: performance.now() }));
        const wait = start + (n + 1) * interval - performance.now();
        if (wait > 0) await sleep(wait);
      }
    }),
  );
  const total = each * EDITORS;
  await until(() => sockets.every((c) => c.received === total), "every frame at every floor client").catch(() => undefined);
  for (const client of sockets) client.socket.close();
  return { arrivals: sockets.flatMap((c) => c.arrivals).sort((a, b) => a - b), echoes: sockets.flatMap((c) => c.echoes).sort((a, b) => a - b) };
}

const row = (name, sorted) =>
  `${name.padEnd(36)}${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(9)).join("")}${String(sorted.length).padStart(9)}`;

async function main() {
  process.once("SIGINT", async () => {
    await cleanUp();
    process.exit(130);
  });
  // BENCH_URL and BENCH_ROOMS_URL: a platform already running with the project's rows (scripts/bench-short.mjs shares one).
  const external = process.env.BENCH_URL && process.env.BENCH_ROOMS_URL ? { site: process.env.BENCH_URL, rooms: process.env.BENCH_ROOMS_URL, stop: async () => {} } : null;
  console.log(external ? "Starting the floor server…" : "Starting the built worker, partykit dev and the floor server…");
  const [platform, floor] = await Promise.all([external ?? startPlatform({ sql: coeditRowsSql }), startFloor()]);
  try {
    const { signTicket } = await importAppModules('export { signTicket } from "./app/lib/tickets.ts";');
    const sign = (claims) => signTicket(BENCH_TICKET_SECRET, claims);
    const room = await runRoom(platform.rooms, sign);
    const bare = await runFloor(floor);
    console.log(`\n${EDITORS} editors in one project room, ${RATE} edits a second each for ${SECONDS} s (${room.total} edits)`);
    console.log(`${"ms".padEnd(36)}${["p50", "p95", "p99"].map((h) => h.padStart(9)).join("")}${"samples".padStart(9)}`);
    console.log(row("edit → every other editor (room)", room.arrivals));
    console.log(row("edit → stored by the room", room.stored));
    console.log(row("frame → every other client (floor)", bare.arrivals));
    console.log(row("frame → back at its sender (floor)", bare.echoes));
    const ratio = percentile(room.arrivals, 99) / percentile(bare.arrivals, 99);
    console.log(`room / floor at p99: ${ratio.toFixed(2)}`);
    const p99 = percentile(room.arrivals, 99);
    console.log(`target: p99 to the other editors under ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? "met" : "NOT met"} (${p99.toFixed(1)} ms)`);
    console.log(room.complete ? `every editor holds all ${room.total} edits` : `EDITS MISSING at the end, per editor: ${room.missing.join(", ")}`);
    if (!room.complete) process.exitCode = 1;
  } finally {
    await Promise.all([platform.stop(), floor.stop()]);
  }
}

main().then(
  // esbuild's service (importAppModules) can keep the process alive once everything else is done.
  () => process.exit(process.exitCode ?? 0),
  async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
