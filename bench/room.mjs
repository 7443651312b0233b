// Broadcast in one multiplayer game room: 10, 50 and 200 partysocket connections in the same session, one of them
// acting each round, every client timing the arrival of the room's `update`. A session takes at most 50 players (the
// definition schema's cap), so beyond 50 connections players have several tabs open, as the output says. The same
// clients and rounds against a bare `ws` server that sends every frame it receives to every connection give the
// floor: what the machine, the network stack and the clients cost without any room. Both are measured in the same run, size after size.
// The platform is the built worker under `wrangler dev` and a real `partykit dev` on free ports, as bench/engine.mjs
// starts it, with the session row of bench/room-rows.mjs; BENCH_URL and BENCH_ROOMS_URL instead name a platform
// already running whose D1 holds that row (scripts/bench-short.mjs shares one). Run `npm run build` first. Exits 0
// whatever the figures; only servers that do not start make it fail.
import { PartySocket } from "partysocket";
import WebSocket from "ws";
import { startFloor } from "./floor.mjs";
import { BENCH_TICKET_SECRET, cleanUp, importAppModules, largestDemoGame, startPlatform } from "./platform.mjs";
import { CODE, CREATOR_ID, MAX_PLAYERS, roomRowsSql } from "./room-rows.mjs";
import { mapLimited, percentile, twoScenes } from "./measure.mjs";

// BENCH_SHORT=1: one small size and a few rounds, only to check the bench still works (CI).
const SHORT = process.env.BENCH_SHORT === "1";
const SIZES = (process.env.BENCH_SIZES ?? (SHORT ? "10" : "10,50,200")).split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
// Rounds walk the team between two scenes and back: an even number of them leaves it where the next size expects it.
const ROUNDS = 2 * Math.max(1, Math.ceil(Number(process.env.BENCH_ROUNDS ?? (SHORT ? 4 : 50)) / 2));
const WARMUP = 6;
const ROUND_TIMEOUT_MS = 10_000;
// Clients that connect at the same time: enough to be quick, few enough not to time out.
const CONNECT_CONCURRENCY = 10;
const TARGET_SIZE = 200;
const TARGET_P99_MS = 50;

const msSince = (start, end = process.hrtime.bigint()) => Number(end - start) / 1e6;

// ---- one multiplayer session, up to 50 players (its row: bench/room-rows.mjs) ---------------------

/** Connection i belongs to player i mod 50: player 0 is the creator, the others guests (visitors). */
function playerOf(index) {
  const n = index % MAX_PLAYERS;
  return n === 0 ? { sub: CREATOR_ID, name: "AtelierEnigma", role: "user" } : { sub: `visitor:bench-${n}`, name: `Joueur ${n}`, role: "guest" };
}

/** Tickets as the backend's join endpoint signs them: the game party, the code's room, the player. */
async function ticketSigner() {
  const { signTicket } = await importAppModules('export { signTicket } from "./app/lib/tickets.ts";');
  return (player) => signTicket(BENCH_TICKET_SECRET, { party: "game", room: CODE, ...player });
}

// ---- clients and rounds --------------------------------------------------------------------------

/**
 * A target is what the clients talk to: how a client connects and is ready, how to recognise the frame that
 * broadcasts a round (a cheap prefix test, so timing a frame costs the same on both targets), and how to
 * check afterwards that it was the right one.
 */
function roomTarget(rooms, sign, scenes) {
  // Where each round sends the team: away from the start scene on odd rounds, back on even ones.
  const sceneOf = (round) => scenes[round.id % 2];
  return {
    name: "room",
    prefix: '{"type":"update"',
    async connect(index) {
      const ticket = await sign(playerOf(index));
      const socket = new PartySocket({
        host: new URL(rooms).host,
        protocol: "ws",
        party: "game",
        room: CODE,
        query: { ticket },
        WebSocket,
        maxRetries: 0,
        connectionTimeout: 20_000,
      });
      return { socket, ready: (text) => text.startsWith('{"type":"snapshot"') };
    },
    message: (round) => JSON.stringify({ type: "act", id: round.id, action: { type: "goToScene", sceneId: sceneOf(round) } }),
    check(text, round) {
      const message = JSON.parse(text);
      return message.state?.sceneId === sceneOf(round);
    },
    // The session starts "ready": its creator (client 0) starts it once, outside the timed rounds.
    async prepare(clients) {
      const first = clients[0];
      if (first.snapshot.state.status !== "ready") return;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("the room did not answer `start`")), ROUND_TIMEOUT_MS);
        first.onRound = first.onOther = (text) => {
          const message = JSON.parse(text);
          if (message.id !== 0) return;
          clearTimeout(timer);
          first.onRound = first.onOther = null;
          if (message.type === "update" && message.state.status === "running") resolve();
          else reject(new Error(`the room refused start: ${text}`));
        };
        first.socket.send(JSON.stringify({ type: "act", id: 0, action: { type: "start" } }));
      });
    },
  };
}

function floorTarget(floor) {
  return {
    name: "floor",
    prefix: '{"type":"act"',
    async connect() {
      const socket = new PartySocket({ host: new URL(floor.url).host, protocol: "ws", room: "floor", WebSocket, maxRetries: 0, connectionTimeout: 20_000 });
      return { socket, ready: "open" };
    },
    message: (round) => JSON.stringify({ type: "act", id: round.id, action: { type: round.pause ? "pause" : "resume" } }),
    check: (text, round) => JSON.parse(text).id === round.id,
    async prepare() {},
  };
}

/** Opens one client and resolves once it is ready (room: its snapshot arrived; floor: the socket is open). */
async function openClient(target, index) {
  const { socket, ready } = await target.connect(index);
  const client = { index, socket, snapshot: null, onRound: null, onOther: null };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${target.name} client ${index} was not ready in time`)), 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.addEventListener("close", (event) => {
      if (!client.ready) reject(new Error(`${target.name} client ${index} was closed (${event.code} ${event.reason})`));
    });
    socket.addEventListener("error", () => {
      if (!client.ready) reject(new Error(`${target.name} client ${index} failed to connect`));
    });
    if (ready === "open") {
      socket.addEventListener("open", () => {
        client.ready = true;
        done();
      });
    }
    socket.addEventListener("message", (event) => {
      // The time first: everything else this handler does would count in the next client's latency.
      const at = process.hrtime.bigint();
      const text = typeof event.data === "string" ? event.data : String(event.data);
      if (!client.ready) {
        if (typeof ready === "function" && ready(text)) {
          client.snapshot = JSON.parse(text);
          client.ready = true;
          done();
        } else if (text.startsWith('{"type":"error"')) {
          reject(new Error(`${target.name} client ${index} was refused: ${text}`));
        }
        return;
      }
      if (text.startsWith(target.prefix)) client.onRound?.(text, at);
      else client.onOther?.(text, at);
    });
  });
  return client;
}

async function closeAll(clients) {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.addEventListener("close", () => resolve());
          socket.close();
          setTimeout(resolve, 2_000).unref();
        }),
    ),
  );
}

/**
 * One round: a client sends, every client (the sender too) times the first broadcast frame that follows.
 * Rounds run one after the other and each waits for every client, so a frame cannot belong to another round.
 */
function playRound(target, clients, round) {
  const arrivals = new Array(clients.length);
  const texts = new Array(clients.length);
  const errors = [];
  let received = 0;
  let sentAt = 0n;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      for (const client of clients) client.onRound = client.onOther = null;
      resolve({ arrivals, texts, errors, sentAt });
    };
    const timer = setTimeout(finish, ROUND_TIMEOUT_MS);
    for (const client of clients) {
      client.onRound = (text, at) => {
        if (arrivals[client.index] !== undefined) return;
        arrivals[client.index] = at;
        texts[client.index] = text;
        if (++received === clients.length) finish();
      };
      // An error (rate limit, refusal…) would otherwise only show as a timeout.
      client.onOther = (text) => {
        if (text.startsWith('{"type":"error"')) errors.push(text);
      };
    }
    const sender = clients[round.id % clients.length];
    sentAt = process.hrtime.bigint();
    sender.socket.send(target.message(round));
  });
}

async function measure(target, size) {
  const clients = await mapLimited(
    Array.from({ length: size }, (_, i) => i),
    CONNECT_CONCURRENCY,
    (index) => openClient(target, index),
  );
  try {
    await target.prepare(clients);
    const samples = [];
    let received = 0;
    let lost = 0;
    let wrong = 0;
    let seconds = 0;
    let bytes = 0;
    const errors = new Set();
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      // Each sender in turn, so no single connection carries every intent.
      const round = { id: r + 1, pause: r % 2 === 0 };
      const result = await playRound(target, clients, round);
      if (r < WARMUP) continue;
      let last = result.sentAt;
      for (let i = 0; i < size; i++) {
        const at = result.arrivals[i];
        if (at === undefined) {
          lost += 1;
          continue;
        }
        if (!target.check(result.texts[i], round)) wrong += 1;
        samples.push(msSince(result.sentAt, at));
        bytes += result.texts[i].length;
        received += 1;
        if (at > last) last = at;
      }
      // The round's wall time: from the send to the last arrival (or the timeout when frames were lost).
      seconds += (result.arrivals.includes(undefined) ? ROUND_TIMEOUT_MS : msSince(result.sentAt, last)) / 1000;
      for (const error of result.errors) errors.add(error);
    }
    samples.sort((a, b) => a - b);
    return {
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      perSecond: received / seconds,
      received,
      lost,
      wrong,
      meanBytes: received ? bytes / received : 0,
      errors: [...errors],
    };
  } finally {
    await closeAll(clients);
  }
}

// ---- the run -------------------------------------------------------------------------------------

function printTable(rows) {
  const fixed = (n) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));
  const whole = (n) => (n === undefined || !Number.isFinite(n) ? "-" : Math.round(n).toLocaleString("en"));
  const header = ["clients", "room p50", "room p99", "room msg/s", "floor p50", "floor p99", "floor msg/s"];
  const lines = rows.map(({ size, room, floor }) => [
    String(size),
    fixed(room.p50),
    fixed(room.p99),
    whole(room.perSecond),
    fixed(floor.p50),
    fixed(floor.p99),
    whole(floor.perSecond),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const game = largestDemoGame();
  const definition = JSON.parse(game.text);
  console.log(`Game: ${game.id} (the largest demo game). ${ROUNDS} timed rounds per size after ${WARMUP} warm-up rounds.`);
  console.log(`One multiplayer session (code ${CODE}, at most ${MAX_PLAYERS} players): each round one connection walks the team to another scene.`);
  for (const size of SIZES) {
    const players = Math.min(size, MAX_PLAYERS);
    const tabs = Math.ceil(size / MAX_PLAYERS);
    console.log(`  ${size} connections: ${players} distinct players${tabs > 1 ? `, each with up to ${tabs} tabs open (a session takes at most ${MAX_PLAYERS} players)` : ", one connection each"}`);
  }
  let exitCode = null;
  const stopAndExit = async (code) => {
    // The first reason wins: a failure caused by the clean-up itself is not one.
    exitCode ??= code;
    await cleanUp();
    process.exit(exitCode);
  };
  process.once("SIGINT", () => stopAndExit(130));
  process.once("SIGTERM", () => stopAndExit(130));
  // BENCH_URL and BENCH_ROOMS_URL: a platform already running with the session's row (scripts/bench-short.mjs shares one).
  const external = process.env.BENCH_URL && process.env.BENCH_ROOMS_URL ? { site: process.env.BENCH_URL, rooms: process.env.BENCH_ROOMS_URL } : null;
  console.log(external ? `Using the platform at ${external.site} (rooms ${external.rooms}); starting the floor server…` : "Starting the built worker, partykit dev and the floor server…");
  let platform;
  let floor;
  try {
    [platform, floor] = await Promise.all([external ?? startPlatform({ sql: roomRowsSql() }), startFloor()]);
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }

  try {
    const room = roomTarget(platform.rooms, await ticketSigner(), twoScenes(definition));
    const bare = floorTarget(floor);
    const rows = [];
    for (const size of SIZES) {
      const started = Date.now();
      const roomFigures = await measure(room, size);
      const floorFigures = await measure(bare, size);
      rows.push({ size, room: roomFigures, floor: floorFigures });
      const notes = [];
      for (const { name, f } of [{ name: "room", f: roomFigures }, { name: "floor", f: floorFigures }]) {
        if (f.lost) notes.push(`${name}: ${f.lost} frames lost`);
        if (f.wrong) notes.push(`${name}: ${f.wrong} frames not the expected state`);
        for (const error of f.errors.slice(0, 3)) notes.push(`${name} error: ${error}`);
      }
      console.log(
        `${size} clients: done in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
          `${roomFigures.received.toLocaleString("en")} room updates of ${Math.round(roomFigures.meanBytes).toLocaleString("en")} bytes, ` +
          `${floorFigures.received.toLocaleString("en")} floor frames of ${Math.round(floorFigures.meanBytes)} bytes` +
          (notes.length ? `\n  ${notes.join("\n  ")}` : ""),
      );
    }
    console.log("\nBroadcast latency, send to arrival at each client (ms), and frames received per second:");
    printTable(rows);
    const atTarget = rows.find((row) => row.size === TARGET_SIZE);
    if (atTarget) {
      const met = atTarget.room.lost === 0 && atTarget.room.p99 < TARGET_P99_MS;
      console.log(`\np99 under ${TARGET_P99_MS} ms at ${TARGET_SIZE} players: ${met ? "yes" : "no"}`);
    }
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }
  await stopAndExit(0);
}

main();
