// A live event's host screen (ADR 054, issue 29): how long after a team acts the host sees it. One event of 40 teams,
// each a multiplayer session with 8 real partysocket players (party `game`, the team's nine-digit code), and one host
// socket on the event room (party `event`, the seven-digit event code, the host's own ticket with `edit`). The host
// starts every team (`command: start`, then waits for each team to report `running`); then all teams act in rounds:
// in each round, every team's acting player (a different one each round) sends a `goToScene` between two scenes of
// the first room at the same moment, and the host socket times the `team` message carrying that team's new scene.
//
// Latency is measured from the action's send time, not from the acting player's own `update`: the host watches the
// players, so what matters to them is how long after a player's click their screen shows it, and a send time is the
// same starting point the floor has (a bare relay has no `update`). The acting player's `update` is timed too, and
// the path is split with the rooms' own clocks (the `update`'s `now`: the team room applied the action; the `team`
// message's `now`: the event room relays it): player → team room, team room → event room (what follows the
// broadcast in the team room, its POST and the event room's handling of it), event room → host socket.
//
// The floor, in the same run: the same clients and the same frames through a bare `ws` relay (bench/floor.mjs) in a
// process of its own, each team a group of 8 connections and the host one connection that gets every group's
// frames: each round, every team's actor sends a frame, its group and the host get it; send → host arrival.
//
// The platform is the built worker under `wrangler dev` and a real `partykit dev` on free ports (bench/platform.mjs),
// with the event's rows (bench/event-rows.mjs) written before they start; BENCH_URL and BENCH_ROOMS_URL instead name
// a platform already running whose D1 holds those rows (scripts/bench-short.mjs shares one). Run `npm run build`
// first. Prints the figures without judging them: exits 0 whatever they are; only servers that do not start, a room
// that refuses its clients or teams that do not start make it fail.
import { PartySocket } from "partysocket";
import WebSocket from "ws";
import { EVENT_CODE, eventRowsSql, eventShape, HOST, teamSession } from "./event-rows.mjs";
import { startFloor } from "./floor.mjs";
import { BENCH_TICKET_SECRET, cleanUp, importAppModules, largestDemoGame, startPlatform } from "./platform.mjs";
import { mapLimited, percentile, twoScenes } from "./measure.mjs";

// BENCH_SHORT=1: 4 teams of 2 and a few rounds, only to check the bench still works (CI).
const SHORT = process.env.BENCH_SHORT === "1";
const { teams: TEAMS, players: PLAYERS } = eventShape({ short: SHORT });
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? (SHORT ? 4 : 30)) || 1);
const WARMUP = SHORT ? 1 : 3;
const ROUND_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
// Clients that connect at the same time: enough to be quick, few enough not to time out.
const CONNECT_CONCURRENCY = 10;
const TARGET = { teams: 40, players: 8, p99Ms: 150 };

const msSince = (start, end) => Number(end - start) / 1e6;
// Wall-clock milliseconds with a fraction, to compare with the rooms' Date.now() (same machine, same clock).
const wallNow = () => performance.timeOrigin + performance.now();
const range = (n) => Array.from({ length: n }, (_, i) => i + 1);

// ---- sockets -------------------------------------------------------------------------------------

/**
 * Opens a partysocket and resolves once `ready(text)` accepts a frame (or, without `ready`, once open). Then every
 * frame goes to `client.onMessage(text, at, wall)`, its arrival taken first: anything this handler does
 * would otherwise count in the next frame's latency.
 */
function openSocket(options, name, ready) {
  const socket = new PartySocket({ ...options, protocol: "ws", WebSocket, maxRetries: 0, connectionTimeout: 20_000 });
  const client = { socket, first: null, onMessage: null, isReady: false };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} was not ready in time`)), 30_000);
    const done = () => {
      clearTimeout(timer);
      client.isReady = true;
      resolve(client);
    };
    socket.addEventListener("close", (event) => {
      if (!client.isReady) reject(new Error(`${name} was closed (${event.code} ${event.reason})`));
    });
    socket.addEventListener("error", () => {
      if (!client.isReady) reject(new Error(`${name} failed to connect`));
    });
    if (!ready) socket.addEventListener("open", done);
    socket.addEventListener("message", (event) => {
      const at = process.hrtime.bigint();
      const wall = wallNow();
      const text = typeof event.data === "string" ? event.data : String(event.data);
      if (client.isReady) return client.onMessage?.(text, at, wall);
      if (ready?.(text)) {
        client.first = JSON.parse(text);
        done();
      } else if (text.startsWith('{"type":"error"')) {
        reject(new Error(`${name} was refused: ${text}`));
      }
    });
  });
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

/** Resolves when `test()` holds, checked every 20 ms; rejects with `why()` after `ms`. */
async function until(test, ms, why) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((r) => setTimeout(r, 20));
  }
}

// ---- the event ---------------------------------------------------------------------------------

/** Tickets as the backend signs them: players for their team's game room, the host for the event room. */
async function ticketSigner() {
  const { signTicket } = await importAppModules('export { signTicket } from "./app/lib/tickets.ts";');
  return {
    player: (team, n) =>
      signTicket(BENCH_TICKET_SECRET, { party: "game", room: teamSession(team), sub: `visitor:bench-t${team}-${n}`, name: `Team ${team} player ${n}`, role: "guest" }),
    host: () => signTicket(BENCH_TICKET_SECRET, { party: "event", room: EVENT_CODE, ...HOST, access: "edit" }),
  };
}

/**
 * The host's socket: every team's latest summary (from the snapshot, then each `team` message), and each
 * `team` message handed to `host.onTeam(summary, now, at, wall)` as it arrives; error messages are kept.
 */
async function openHost(rooms, sign) {
  const host = await openSocket(
    { host: new URL(rooms).host, party: "event", room: EVENT_CODE, query: { ticket: await sign.host() } },
    "the host socket",
    (text) => text.startsWith('{"type":"snapshot"'),
  );
  host.latest = new Map(host.first.teams.map((summary) => [summary.team, summary]));
  host.errors = [];
  host.onTeam = null;
  host.onMessage = (text, at, wall) => {
    if (text.startsWith('{"type":"team"')) {
      const message = JSON.parse(text);
      host.latest.set(message.summary.team, message.summary);
      host.onTeam?.(message.summary, message.now, at, wall);
    } else if (text.startsWith('{"type":"snapshot"')) {
      // The event room rebuilt itself (it asked the team rooms): its figures replace ours.
      for (const summary of JSON.parse(text).teams) host.latest.set(summary.team, summary);
    } else if (text.startsWith('{"type":"error"')) {
      host.errors.push(text);
    }
  };
  return host;
}

async function openPlayers(rooms, sign) {
  const seats = range(TEAMS).flatMap((team) => range(PLAYERS).map((n) => ({ team, n })));
  const opened = await mapLimited(seats, CONNECT_CONCURRENCY, async ({ team, n }) => {
    const client = await openSocket(
      { host: new URL(rooms).host, party: "game", room: teamSession(team), query: { ticket: await sign.player(team, n) } },
      `team ${team}'s player ${n}`,
      (text) => text.startsWith('{"type":"snapshot"'),
    );
    return Object.assign(client, { team, n });
  });
  return new Map(range(TEAMS).map((team) => [team, opened.filter((client) => client.team === team)]));
}

/** The host starts the event and waits for every team's summary to say `running` (a team already running stays so). */
async function startTeams(host) {
  const notRunning = () => range(TEAMS).filter((team) => host.latest.get(team)?.status !== "running");
  if (notRunning().length === 0) return false;
  host.socket.send(JSON.stringify({ type: "command", command: "start" }));
  await until(
    () => notRunning().length === 0 || host.errors.length > 0,
    START_TIMEOUT_MS,
    () => `teams ${notRunning().join(", ")} did not report running after the host's start`,
  );
  if (host.errors.length > 0) throw new Error(`the event room refused the start: ${host.errors.join(" ")}`);
  return true;
}

/**
 * One round: each team's actor sends its move at once; a team's sample is complete when the actor's own `update`
 * (its intent's id) and the host's `team` message with the new scene have both arrived.
 */
function eventRound(host, teams, scenes, sceneOf, round) {
  const samples = new Map();
  let missing = 0;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      host.onTeam = null;
      for (const clients of teams.values()) for (const client of clients) client.onMessage = null;
      resolve([...samples.values()]);
    };
    const timer = setTimeout(finish, ROUND_TIMEOUT_MS);
    const settle = (sample) => {
      if (sample.done || sample.hostAt === undefined || (sample.updateAt === undefined && !sample.error)) return;
      sample.done = true;
      if (--missing === 0) finish();
    };
    host.onTeam = (summary, now, at, wall) => {
      const sample = samples.get(summary.team);
      if (!sample || sample.hostAt !== undefined || summary.sceneId !== sample.scene) return;
      Object.assign(sample, { hostAt: at, hostWall: wall, relayedAt: now });
      settle(sample);
    };
    for (const [team, clients] of teams) {
      const actor = clients[round % clients.length];
      const scene = sceneOf.get(team) === scenes[0] ? scenes[1] : scenes[0];
      const sample = { team, scene, id: round * 100 + team };
      samples.set(team, sample);
      missing += 1;
      actor.onMessage = (text, at, wall) => {
        if (sample.updateAt !== undefined) return;
        if (text.startsWith('{"type":"update"')) {
          const message = JSON.parse(text);
          if (message.id !== sample.id) return;
          Object.assign(sample, { updateAt: at, updateWall: wall, appliedAt: message.now, wrong: message.state.sceneId !== scene });
          settle(sample);
        } else if (text.startsWith('{"type":"error"') && JSON.parse(text).id === sample.id) {
          sample.error = text;
          settle(sample);
        }
      };
    }
    for (const [team, clients] of teams) {
      const sample = samples.get(team);
      const actor = clients[round % clients.length];
      sample.sentAt = process.hrtime.bigint();
      sample.sentWall = wallNow();
      actor.socket.send(JSON.stringify({ type: "act", id: sample.id, action: { type: "goToScene", sceneId: sample.scene } }));
    }
  });
}

async function measureEvent(rooms, sign, scenes) {
  const host = await openHost(rooms, sign);
  let teams = new Map();
  try {
    const started = Date.now();
    teams = await openPlayers(rooms, sign);
    console.log(`Event: the host and ${TEAMS * PLAYERS} players connected in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const startedAt = Date.now();
    const startedNow = await startTeams(host);
    console.log(startedNow ? `Every team reported running ${Date.now() - startedAt} ms after the host's start.` : "Every team was running already.");
    // Where each team stands: its players' snapshots said so before the start, moves keep it up to date.
    const sceneOf = new Map([...teams].map(([team, clients]) => [team, host.latest.get(team)?.sceneId ?? clients[0].first.state.sceneId]));
    const figures = { total: [], update: [], afterUpdate: [], toRoom: [], ownUpdate: [], post: [], relay: [], lost: 0, wrong: 0, errors: new Set() };
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      const samples = await eventRound(host, teams, scenes, sceneOf, r + 1);
      for (const s of samples) {
        if (s.updateAt !== undefined && !s.wrong) sceneOf.set(s.team, s.scene);
        else if (s.hostAt !== undefined) sceneOf.set(s.team, s.scene);
      }
      if (r < WARMUP) continue;
      for (const s of samples) {
        if (s.error) figures.errors.add(s.error);
        if (s.wrong) figures.wrong += 1;
        if (s.hostAt === undefined) {
          figures.lost += 1;
          continue;
        }
        figures.total.push(msSince(s.sentAt, s.hostAt));
        figures.relay.push(s.hostWall - s.relayedAt);
        if (s.updateAt === undefined) continue;
        figures.update.push(msSince(s.sentAt, s.updateAt));
        figures.afterUpdate.push(msSince(s.updateAt, s.hostAt));
        figures.toRoom.push(s.appliedAt - s.sentWall);
        figures.ownUpdate.push(s.updateWall - s.appliedAt);
        figures.post.push(s.relayedAt - s.appliedAt);
      }
    }
    for (const error of host.errors) figures.errors.add(error);
    return figures;
  } finally {
    await closeAll([host, ...[...teams.values()].flat()]);
  }
}

// ---- the floor -----------------------------------------------------------------------------------

async function measureFloor(floor) {
  const host = new URL(floor.url).host;
  const watcher = await openSocket({ host, room: "host", query: { watch: "1" } }, "the floor's host");
  const seats = range(TEAMS).flatMap((team) => range(PLAYERS).map((n) => ({ team, n })));
  const opened = await mapLimited(seats, CONNECT_CONCURRENCY, async ({ team, n }) =>
    Object.assign(await openSocket({ host, room: `team-${team}` }, `floor client ${team}.${n}`), { team, n }),
  );
  const teams = new Map(range(TEAMS).map((team) => [team, opened.filter((client) => client.team === team)]));
  try {
    const figures = { total: [], lost: 0 };
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      const round = r + 1;
      const arrivals = new Map();
      const sent = new Map();
      await new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          watcher.onMessage = null;
          resolve();
        };
        const timer = setTimeout(finish, ROUND_TIMEOUT_MS);
        watcher.onMessage = (text, at) => {
          if (!text.startsWith('{"type":"act"')) return;
          const message = JSON.parse(text);
          if (Math.floor(message.id / 100) !== round || arrivals.has(message.team)) return;
          arrivals.set(message.team, at);
          if (arrivals.size === TEAMS) finish();
        };
        for (const [team, clients] of teams) {
          sent.set(team, process.hrtime.bigint());
          clients[round % clients.length].socket.send(JSON.stringify({ type: "act", id: round * 100 + team, team, action: { type: "goToScene" } }));
        }
      });
      if (r < WARMUP) continue;
      for (const team of teams.keys()) {
        if (arrivals.has(team)) figures.total.push(msSince(sent.get(team), arrivals.get(team)));
        else figures.lost += 1;
      }
    }
    return figures;
  } finally {
    await closeAll([watcher, ...opened]);
  }
}

// ---- the run -------------------------------------------------------------------------------------

const fixed = (n) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

function printRows(rows) {
  const header = ["", "n", "p50", "p95", "p99", "max"];
  const lines = rows.map(([label, s]) => [label, String(s.n ?? ""), fixed(s.p50), fixed(s.p95), fixed(s.p99), fixed(s.max)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const game = largestDemoGame();
  const scenes = twoScenes(JSON.parse(game.text));
  console.log(`Game: ${game.id} (the largest demo game). Event ${EVENT_CODE}: ${TEAMS} teams × ${PLAYERS} players and one host socket.`);
  console.log(`${ROUNDS} timed rounds after ${WARMUP} warm-up rounds; in each, every team's acting player moves the team to the other scene at once.`);
  let exitCode = null;
  const stopAndExit = async (code) => {
    // The first reason wins: a failure caused by the clean-up itself is not one.
    exitCode ??= code;
    await cleanUp();
    process.exit(exitCode);
  };
  process.once("SIGINT", () => stopAndExit(130));
  process.once("SIGTERM", () => stopAndExit(130));
  // BENCH_URL and BENCH_ROOMS_URL: a platform already running with the event's rows (scripts/bench-short.mjs shares one).
  const external = process.env.BENCH_URL && process.env.BENCH_ROOMS_URL ? { site: process.env.BENCH_URL, rooms: process.env.BENCH_ROOMS_URL } : null;
  console.log(external ? `Using the platform at ${external.site} (rooms ${external.rooms}); starting the floor server…` : "Starting the built worker, partykit dev and the floor server…");
  let platform;
  let floor;
  try {
    [platform, floor] = await Promise.all([external ?? startPlatform({ sql: eventRowsSql({ short: SHORT }) }), startFloor()]);
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }

  try {
    const sign = await ticketSigner();
    const event = await measureEvent(platform.rooms, sign, scenes);
    const bare = await measureFloor(floor);
    const total = stats(event.total);
    const base = stats(bare.total);
    const notes = [];
    if (event.lost) notes.push(`event: ${event.lost} team moves never reached the host`);
    if (event.wrong) notes.push(`event: ${event.wrong} updates not at the expected scene`);
    for (const error of [...event.errors].slice(0, 3)) notes.push(`event error: ${error}`);
    if (bare.lost) notes.push(`floor: ${bare.lost} frames never reached the host`);
    if (notes.length) console.log(notes.join("\n"));
    if (total.n === 0) throw new Error("no team move reached the host: nothing to measure");

    console.log(`\nHost-update latency, a team's move sent → the host's \`team\` message for it (ms), ${TEAMS} teams × ${PLAYERS} players:`);
    const ratio = (key) => ({ [key]: total[key] / base[key] });
    printRows([
      ["event", total],
      ["floor (bare ws relay)", base],
      ["event / floor", { ...ratio("p50"), ...ratio("p95"), ...ratio("p99"), ...ratio("max") }],
    ]);
    // workerd's Date.now() moves only between I/O, so a room's `now` is about when it began handling the frame or POST.
    console.log("\nWhere the event's time goes (ms; the rooms' times are their Date.now(), when they took the move or the summary):");
    printRows([
      ["move sent → the actor's own update", stats(event.update)],
      ["the actor's own update → host", stats(event.afterUpdate)],
      ["move sent → team room took it", stats(event.toRoom)],
      ["team room took it → actor's update arrived", stats(event.ownUpdate)],
      ["team room took it → event room took the POST", stats(event.post)],
      ["event room took it → host socket (relay)", stats(event.relay)],
    ]);
    const atTarget = TEAMS === TARGET.teams && PLAYERS === TARGET.players;
    const met = event.lost === 0 && total.p99 < TARGET.p99Ms;
    console.log(`\nhost-update p99 under ${TARGET.p99Ms} ms at ${TEAMS} teams × ${PLAYERS} players: ${met ? "yes" : "no"}${atTarget ? "" : ` (the target is ${TARGET.teams} × ${TARGET.players})`}`);
  } catch (error) {
    if (exitCode === null) console.error(error);
    await stopAndExit(1);
  }
  await stopAndExit(0);
}

main();
