// A live event's fan-in (ADR 054): 10 and 40 teams, one player each in their team's game room and the host's screen
// in the event room. Each round one team's player walks their team to another scene; the time measured is from the
// player's send to the host's screen receiving that team's new summary: the game room's own work, its POST to the
// event room and the event room's broadcast. Beside it, the same rounds on a bare `ws` server that sends every frame
// to every connection (one hop, no room): the floor. Then a burst: every team acts at once (a class all answering
// when the host starts), timed until the host's screen has every team's summary. Both are measured in the same run,
// size after size.
// The platform is the built worker under `wrangler dev` and a real `partykit dev` on free ports, as bench/room.mjs
// starts it. Run `npm run build` first. Exits 0 whatever the figures; only servers that do not start make it fail.
import { PartySocket } from "partysocket";
import WebSocket from "ws";
import { startFloor } from "./floor.mjs";
import { BENCH_TICKET_SECRET, cleanUp, importAppModules, largestDemoGame, startPlatform } from "./platform.mjs";

// BENCH_SHORT=1: one small size and a few rounds, only to check the bench still works (CI).
const SHORT = process.env.BENCH_SHORT === "1";
const SIZES = (process.env.BENCH_TEAMS ?? (SHORT ? "4" : "10,40")).split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 60);
const ROUNDS = Math.max(2, Number(process.env.BENCH_ROUNDS ?? (SHORT ? 8 : 120)));
const WARMUP = 4;
const BURSTS = SHORT ? 2 : 10;
const ROUND_TIMEOUT_MS = 10_000;
const TARGET_TEAMS = 40;
const TARGET_P99_MS = 100;
// A seeded Pro account hosts the events; the players are its guests (ADR 012).
const HOST_ID = "u_atelier";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const msSince = (start, end = process.hrtime.bigint()) => Number(end - start) / 1e6;

// ---- one event per size, a session per team ------------------------------------------------------

// Each size has two events: one for the rounds (phase 0), a fresh one for the bursts (phase 1).
const PHASES = [0, 1];
/** Seven digits for the event, nine for each team's session, as the backend draws them. */
const eventCode = (size, phase) => String(5_120_000 + phase * 1000 + size);
const teamSession = (size, phase, team) => String(512_100_000 + phase * 100_000 + size * 100 + team);
const playerOf = (size, team) => ({ sub: `visitor:bench-${size}-${team}`, name: `Joueur ${team}`, role: "guest" });

/** The rows creating an event leaves: the event, and per team its session, its team row and one participant. */
function eventsSql(gameId) {
  const rows = [];
  for (const size of SIZES) for (const phase of PHASES) {
    const id = `bench-event-${size}-${phase}`;
    rows.push(
      `INSERT INTO live_events (id, code, host_id, game_id, game_version, title, team_choice, max_team_size, hints, guests) VALUES ('${id}', '${eventCode(size, phase)}', '${HOST_ID}', '${gameId}', 1, 'Bench ${size}', 'assigned', 4, 'game', 1);`,
    );
    for (let team = 1; team <= size; team++) {
      const session = teamSession(size, phase, team);
      rows.push(
        `INSERT INTO play_sessions (id, game_id, game_version, mode, user_id, min_players, max_players, guests) VALUES ('${session}', '${gameId}', 1, 'multi', '${HOST_ID}', 1, 4, 1);`,
        `INSERT INTO live_event_teams (event_id, team, name, session_id) VALUES ('${id}', ${team}, 'Équipe ${team}', '${session}');`,
        `INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES ('${session}', '${playerOf(size, team).sub}', NULL, 'Joueur ${team}', 'guest');`,
      );
    }
  }
  return rows.join("\n");
}

/** Two scenes of the start room: each team walks between them. */
function twoScenes(definition) {
  const start = definition.scenes.find((scene) => scene.id === definition.rules.startSceneId);
  const other = definition.scenes.find((scene) => scene.roomId === start.roomId && scene.id !== start.id);
  if (!other) throw new Error("the game's first room has a single scene: nothing to walk between");
  return [start.id, other.id];
}

// ---- sockets ---------------------------------------------------------------------------------------

/** A socket and the text frames it receives; `until` waits for one that `match` accepts (time of arrival too). */
function open(options) {
  const socket = new PartySocket({ ...options, protocol: "ws", WebSocket, maxRetries: 0, connectionTimeout: 20_000 });
  const waiters = new Set();
  socket.addEventListener("message", (event) => {
    const at = process.hrtime.bigint();
    const text = typeof event.data === "string" ? event.data : String(event.data);
    for (const waiter of waiters) if (waiter.match(text)) waiter.done(text, at);
  });
  const until = (match, what, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const waiter = {
        match,
        done: (text, at) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve({ text, at });
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  return { socket, until };
}

function closeAll(sockets) {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.addEventListener("close", () => resolve());
          socket.close();
          setTimeout(resolve, 2_000).unref();
        }),
    ),
  );
}

const summaryOf = (text) => (text.startsWith('{"type":"team"') ? JSON.parse(text).summary : null);

/** The event: the host's screen, every team's player in their room, the event started. */
async function openEvent(rooms, sign, size, phase) {
  const host = new URL(rooms).host;
  const code = eventCode(size, phase);
  const screen = open({ host, party: "event", room: code, query: { ticket: await sign({ party: "event", room: code, sub: HOST_ID, name: "AtelierEnigma", role: "user", access: "edit" }) } });
  await screen.until((text) => text.startsWith('{"type":"snapshot"'), "event snapshot");
  const players = [];
  for (let team = 1; team <= size; team++) {
    const session = teamSession(size, phase, team);
    const player = open({ host, party: "game", room: session, query: { ticket: await sign({ party: "game", room: session, ...playerOf(size, team) }) } });
    await player.until((text) => text.startsWith('{"type":"snapshot"'), `team ${team}'s snapshot`);
    players.push(player);
  }
  const running = new Set();
  const allRunning = screen.until((text) => {
    const summary = summaryOf(text);
    if (summary?.status === "running") running.add(summary.team);
    return running.size === size;
  }, "every team running");
  screen.socket.send(JSON.stringify({ type: "command", command: "start" }));
  await allRunning;
  return { screen, players, sockets: [screen.socket, ...players.map((p) => p.socket)] };
}

/** Rounds through the event: team after team walks, the host's screen times that team's new summary. */
async function measureEvent(rooms, sign, scenes, size) {
  const event = await openEvent(rooms, sign, size, 0);
  const walked = new Array(size + 1).fill(0);
  const samples = [];
  let lost = 0;
  try {
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      const team = (r % size) + 1;
      walked[team] += 1;
      const sceneId = scenes[walked[team] % 2];
      const arrived = event.screen.until((text) => {
        const summary = summaryOf(text);
        return summary?.team === team && summary.sceneId === sceneId;
      }, `team ${team}'s summary`, ROUND_TIMEOUT_MS);
      const sentAt = process.hrtime.bigint();
      event.players[team - 1].socket.send(JSON.stringify({ type: "act", id: r + 1, action: { type: "goToScene", sceneId } }));
      try {
        const { at } = await arrived;
        if (r >= WARMUP) samples.push(msSince(sentAt, at));
      } catch {
        if (r >= WARMUP) lost += 1;
      }
    }
  } finally {
    await closeAll(event.sockets);
  }
  return figures(samples, lost);
}

/** Every team acts at once, BURSTS times: each team's time from the burst to its summary on the host's screen. */
async function measureBurst(rooms, sign, scenes, size) {
  const event = await openEvent(rooms, sign, size, 1);
  const samples = [];
  let lost = 0;
  try {
    for (let b = 0; b < BURSTS; b++) {
      const sceneId = scenes[(b + 1) % 2];
      const pending = new Set(Array.from({ length: size }, (_, i) => i + 1));
      const arrivals = [];
      const all = event.screen.until((text) => {
        const summary = summaryOf(text);
        if (summary?.sceneId === sceneId && pending.delete(summary.team)) arrivals.push(process.hrtime.bigint());
        return pending.size === 0;
      }, "every team's summary", ROUND_TIMEOUT_MS);
      const sentAt = process.hrtime.bigint();
      for (const [i, player] of event.players.entries()) player.socket.send(JSON.stringify({ type: "act", id: 1000 + b * 100 + i, action: { type: "goToScene", sceneId } }));
      await all.catch(() => {});
      lost += pending.size;
      for (const at of arrivals) samples.push(msSince(sentAt, at));
    }
  } finally {
    await closeAll(event.sockets);
  }
  return figures(samples, lost);
}

/** The floor's burst: as many senders as teams send at once; one more client times every copy. */
async function measureFloorBurst(floor, size) {
  const host = new URL(floor.url).host;
  const senders = Array.from({ length: size }, () => open({ host, room: "floor" }));
  const screen = open({ host, room: "floor" });
  await Promise.all([...senders, screen].map(({ socket }) => new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }))));
  const samples = [];
  let lost = 0;
  try {
    for (let b = 0; b < BURSTS; b++) {
      const frames = senders.map((_, i) => JSON.stringify({ type: "act", id: b * 100 + i, action: { type: "goToScene", sceneId: `s${b}` } }));
      const pending = new Set(frames);
      const arrivals = [];
      const all = screen.until((text) => {
        if (pending.delete(text)) arrivals.push(process.hrtime.bigint());
        return pending.size === 0;
      }, "every copy", ROUND_TIMEOUT_MS);
      const sentAt = process.hrtime.bigint();
      senders.forEach((sender, i) => sender.socket.send(frames[i]));
      await all.catch(() => {});
      lost += pending.size;
      for (const at of arrivals) samples.push(msSince(sentAt, at));
    }
  } finally {
    await closeAll([...senders.map((s) => s.socket), screen.socket]);
  }
  return figures(samples, lost);
}

/** The floor: one client sends, another (the "host") times the bare server's copy. */
async function measureFloor(floor) {
  const host = new URL(floor.url).host;
  const sender = open({ host, room: "floor" });
  const screen = open({ host, room: "floor" });
  await Promise.all([sender, screen].map(({ socket }) => new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }))));
  const samples = [];
  let lost = 0;
  try {
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      const frame = JSON.stringify({ type: "act", id: r + 1, action: { type: "goToScene", sceneId: `s${r}` } });
      const arrived = screen.until((text) => text === frame, "the floor's copy", ROUND_TIMEOUT_MS);
      const sentAt = process.hrtime.bigint();
      sender.socket.send(frame);
      try {
        const { at } = await arrived;
        if (r >= WARMUP) samples.push(msSince(sentAt, at));
      } catch {
        if (r >= WARMUP) lost += 1;
      }
    }
  } finally {
    await closeAll([sender.socket, screen.socket]);
  }
  return figures(samples, lost);
}

function figures(samples, lost) {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), received: samples.length, lost };
}

// ---- the run -------------------------------------------------------------------------------------

function printTable(rows, [event, floor]) {
  const fixed = (n) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));
  const header = ["teams", "event p50", "event p99", "lost", "floor p50", "floor p99"];
  const lines = rows.map((row) => [String(row.size), fixed(row[event].p50), fixed(row[event].p99), String(row[event].lost), fixed(row[floor].p50), fixed(row[floor].p99)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const game = largestDemoGame();
  const definition = JSON.parse(game.text);
  console.log(`Game: ${game.id} (the largest demo game). ${ROUNDS} timed rounds per size after ${WARMUP} warm-up rounds; teams: ${SIZES.join(", ")}.`);
  let exitCode = null;
  const stopAndExit = async (code) => {
    exitCode ??= code;
    await cleanUp();
    process.exit(exitCode);
  };
  process.once("SIGINT", () => stopAndExit(130));
  process.once("SIGTERM", () => stopAndExit(130));
  console.log("Starting the built worker, partykit dev and the floor server…");
  let platform;
  let floor;
  try {
    [platform, floor] = await Promise.all([startPlatform({ sql: eventsSql(game.id) }), startFloor()]);
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }

  try {
    const { signTicket } = await importAppModules('export { signTicket } from "./app/lib/tickets.ts";');
    const sign = (claims) => signTicket(BENCH_TICKET_SECRET, claims);
    const scenes = twoScenes(definition);
    const rows = [];
    for (const size of SIZES) {
      const started = Date.now();
      const event = await measureEvent(platform.rooms, sign, scenes, size);
      const bare = await measureFloor(floor);
      const burst = await measureBurst(platform.rooms, sign, scenes, size);
      const bareBurst = await measureFloorBurst(floor, size);
      rows.push({ size, event, floor: bare, burst, floorBurst: bareBurst });
      const lost = event.lost + burst.lost;
      console.log(`${size} teams: done in ${((Date.now() - started) / 1000).toFixed(1)} s${lost ? `, ${lost} summaries lost` : ""}`);
    }
    console.log("\nOne team's action to the host's screen (ms), beside one hop on a bare broadcast server:");
    printTable(rows, ["event", "floor"]);
    console.log(`\nEvery team acting at once (${BURSTS} bursts), each team's action to the host's screen (ms), beside the bare server:`);
    printTable(rows, ["burst", "floorBurst"]);
    const atTarget = rows.find((row) => row.size === TARGET_TEAMS);
    if (atTarget) {
      const met = atTarget.event.lost === 0 && atTarget.burst.lost === 0 && atTarget.burst.p99 < TARGET_P99_MS;
      console.log(`\np99 under ${TARGET_P99_MS} ms with ${TARGET_TEAMS} teams acting at once: ${met ? "yes" : "no"}`);
    }
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }
  await stopAndExit(0);
}

main();
