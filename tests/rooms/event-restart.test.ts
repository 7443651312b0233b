import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { TeamSummary } from "../../rooms/event-protocol";
import type { ServerMessage } from "../../rooms/protocol";
import { EventClient } from "./event-client";
import { eventCode, seatedPlayer, teamSession } from "./event-data";
import { freePort, repoRoot, startPartykit, type PartykitServer } from "./partykit-process";
import { stateOf, takeSeat, type Seat } from "./play-client";
import { firstAnswer, multiGameOf } from "./play-fixtures";

/**
 * A live event across restarts of the rooms server (a `partykit dev` of its own over a storage directory,
 * started again on the same port): the event room and every team room restart mid-event; then the event
 * room also loses its storage. The team rooms are the source of truth: nothing the host saw is lost.
 */

const game = multiGameOf("team");
const code = eventCode("restart");
const teams = [1, 2, 3];

let dir = "";
let port = 0;
let server: PartykitServer | null = null;
const open: { close(): void }[] = [];

const start = () => startPartykit({ config: "partykit.json", vars: inject("roomsVars"), port, persist: dir });
async function stop() {
  for (const client of open.splice(0)) client.close();
  await server?.stop();
  server = null;
}

beforeAll(async () => {
  await mkdir(join(repoRoot, ".tmp"), { recursive: true });
  dir = await mkdtemp(join(repoRoot, ".tmp", "rooms-persist-"));
  port = await freePort();
  server = await start();
});
afterAll(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

async function host() {
  const client = await EventClient.connect(code, { origin: server!.origin });
  open.push(client);
  return client;
}

async function seat(team: number): Promise<Seat> {
  const who = seatedPlayer("restart", team);
  const player = await takeSeat(teamSession("restart", team), { sub: who.sub, role: "guest", name: who.name }, server!.origin);
  open.push(player.client);
  await player.client.next("snapshot");
  return player;
}

const snapshotOf = (player: Seat) => player.client.received.find((m): m is Extract<ServerMessage, { type: "snapshot" }> => m.type === "snapshot")!;

// What survives a restart: everything but who is online (nobody is, until they come back).
const figures = ({ players, ...rest }: TeamSummary) => ({ ...rest, players: players.map(({ id, name }) => ({ id, name })) });
// And what a pause changes: the status and the clock.
const clockless = ({ status, elapsedMs, runningSince, ...rest }: TeamSummary) => figures({ ...rest, status: "paused", elapsedMs: 0, runningSince: null });

describe("a live event across restarts of its rooms", () => {
  it("shows the host every team's figures again after a restart and after the event room lost its storage; the teams play on", { timeout: 180_000 }, async () => {
    const screen = await host();
    let players = await Promise.all(teams.map(seat));
    screen.send({ type: "command", command: "start" });
    await screen.next("status", (m) => m.status === "running");

    const moves = game.walkthrough.filter((action) => action.type !== "start");
    const { index } = firstAnswer(moves);
    stateOf(await players[0].act(moves[0]));
    for (const action of moves.slice(0, index + 1)) stateOf(await players[1].act(action));
    for (const action of moves.slice(0, 2)) stateOf(await players[2].act(action));
    const states = players.map((player) => player.client.received.filter((m) => m.type === "update").at(-1)!);
    const before = new Map<number, TeamSummary>();
    for (const [i, team] of teams.entries()) {
      const state = states[i].type === "update" ? states[i].state : null;
      before.set(team, await screen.teamWhere(team, (s) => s.sceneId === state!.sceneId && s.solved === state!.solvedPuzzles.length && s.players.every((p) => p.online)));
    }
    expect(before.get(2)!.solved).toBeGreaterThan(0);

    // 1. Everything restarts: the event room's storage has the figures at once.
    await stop();
    server = await start();
    const again = await host();
    const snapshot = again.received.find((m) => m.type === "snapshot");
    expect(snapshot).toMatchObject({ event: { status: "running" } });
    expect(snapshot?.type === "snapshot" && snapshot.teams.map(figures)).toEqual(teams.map((team) => figures(before.get(team)!)));
    // The teams' rooms answer for themselves, without anyone back in them: everyone is offline now.
    for (const team of teams) await again.teamWhere(team, (s) => s.players.every((p) => !p.online));
    // The host pauses every team (nobody is in them): only the event room knows the event is paused.
    again.send({ type: "command", command: "pause" });
    await again.next("status", (m) => m.status === "paused");
    const paused = new Map<number, TeamSummary>();
    for (const team of teams) paused.set(team, await again.teamWhere(team, (s) => s.status === "paused"));

    // 2. The event room restarts without its storage: it asks its teams and shows everything again.
    await stop();
    await rm(join(dir, "party", "-eventDO"), { recursive: true, force: true });
    server = await start();
    const rebuilt = await host();
    // What the room had kept is gone (its first snapshot knows no team's figures)…
    expect(rebuilt.received.find((m) => m.type === "snapshot")).toMatchObject({ teams: [] });
    // …and comes back from the team rooms, paused event included.
    const whole = await rebuilt.next("snapshot", (m) => m.teams.length === teams.length);
    expect(whole.event).toMatchObject({ status: "paused", startedAt: expect.any(Number) });
    expect(whole.teams.map(figures)).toEqual(teams.map((team) => figures(paused.get(team)!)));
    // Paused is the only change since before the restarts: where each team is and what it solved are the same.
    for (const team of teams) expect(clockless(paused.get(team)!)).toEqual(clockless(before.get(team)!));

    // The teams play on where they were, and the host still steers them all.
    players = await Promise.all(teams.map(seat));
    for (const [i, player] of players.entries()) {
      const was = states[i].type === "update" ? states[i].state : null;
      expect(snapshotOf(player).state).toMatchObject({ status: "paused", sceneId: was!.sceneId, solvedPuzzles: was!.solvedPuzzles, inventory: was!.inventory });
    }
    rebuilt.send({ type: "command", command: "resume" });
    await rebuilt.next("status", (m) => m.status === "running");
    await Promise.all(players.map((player) => player.client.next("update", (m) => m.state.status === "running")));
    const next = stateOf(await players[0].act(moves[1]));
    await rebuilt.next("team", (m) => m.summary.team === 1 && m.summary.sceneId === next.sceneId && m.summary.players.every((p) => p.online));
  });
});
