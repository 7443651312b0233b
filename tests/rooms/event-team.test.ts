import type * as Party from "partykit/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Action, GameDefinition } from "../../app/engine";
import type { TeamReport, TeamSummary } from "../../rooms/event-protocol";
import { ConnectionLimits } from "../../rooms/play/conn-limits";
import { EventLink } from "../../rooms/play/event-link";
import { Team } from "../../rooms/play/multi";
import type { MultiRules } from "../../rooms/play/roster";
import { GamePlay } from "../../rooms/play/session";
import type { Player } from "../../rooms/protocol";
import { FakeConnection, fakeBackend, fakeRoom, MemoryStorage } from "./fake-room";
import { firstAnswer, multiGameOf } from "./play-data";

/**
 * A team of a live event in its game room (ADR 054), over memory storage: what it tells its event room,
 * what its players may no longer do, and how it takes the host's commands.
 */

const t0 = Date.UTC(2026, 0, 12, 9);
const game = multiGameOf("team");
const multi: MultiRules = { creatorId: "u-host", minPlayers: 1, maxPlayers: 4, guests: true, codePlay: { idGame: "g-team", mode: "Interface", creator: "" } };
const event = { code: "4812345", title: "Séminaire", team: 3, teamName: "Les Lynx" };
const ana: Player = { id: "visitor:ana", name: "Ana", role: "guest" };
const ben: Player = { id: "u-ben", name: "Ben", role: "user" };

type Posted = { code: string; report: TeamReport };

/** A room whose `event` party records the reports it is sent; `hold` keeps each POST open until released. */
function setup(options: { hold?: boolean; fail?: boolean; definition?: GameDefinition } = {}) {
  const storage = new MemoryStorage();
  const connections = [new FakeConnection("c1"), new FakeConnection("c2")];
  const backend = fakeBackend(options.definition ?? game.definition, { id: "742600001", gameId: "g-team", mode: "multi", ownerId: multi.creatorId, status: "open", createdAt: t0, multi, event });
  vi.stubGlobal("fetch", backend.fetch);
  const posted: Posted[] = [];
  const waiting: (() => void)[] = [];
  const room = fakeRoom("742600001", storage, connections) as unknown as { context: unknown };
  room.context = {
    parties: {
      event: {
        get: (code: string) => ({
          fetch: async (init: RequestInit) => {
            posted.push({ code, report: JSON.parse(String(init.body)) as TeamReport });
            if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
            if (options.fail) throw new TypeError("network lost");
            return Response.json({ ok: true });
          },
        }),
      },
    },
  };
  const conn = (i: number) => connections[i] as unknown as Party.Connection<Player>;
  const latest = () => posted.at(-1)?.report.summary as TeamSummary;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { storage, connections, conn, posted, waiting, latest, settle, room: room as unknown as Party.Room, play: new GamePlay(room as unknown as Party.Room) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a team of a live event", () => {
  it("tells its event room who is in, where it stands and what it solved, after every change", async () => {
    const { conn, connections, posted, latest, settle, play } = setup();
    await play.join(conn(0), ana);
    await settle();
    expect(posted.at(-1)?.code).toBe(event.code);
    expect(latest()).toMatchObject({ team: 3, status: "ready", players: [{ id: ana.id, name: "Ana", online: true }], solved: 0, puzzles: game.definition.puzzles.length, hostHints: 0, lastSolvedAt: null });
    expect(connections[0].sent.find((m) => m.type === "snapshot")).toMatchObject({ session: { event } });

    await play.join(conn(1), ben);
    expect(await play.hostCommand("start")).toEqual({ ok: true, changed: true });
    const moves = game.walkthrough.filter((action) => action.type !== "start");
    const { index } = firstAnswer(moves);
    for (const [i, action] of moves.slice(0, index + 1).entries()) {
      vi.setSystemTime(t0 + 1000 * (i + 1));
      await play.act(conn(i % 2), i + 1, action);
    }
    await settle();
    const last = connections[0].sent.filter((m) => m.type === "update").at(-1);
    const solved = last?.type === "update" ? last.state.solvedPuzzles.length : 0;
    expect(solved).toBeGreaterThan(0);
    // The walkthrough's last step here answers a puzzle: the last solve is that step's time.
    expect(latest()).toMatchObject({ status: "running", solved, startedAt: t0, lastSolvedAt: t0 + 1000 * (index + 1) });
    expect(latest().players.map((p) => [p.id, p.online])).toEqual([
      [ana.id, true],
      [ben.id, true],
    ]);

    // A hint from the host counts; a message does not. Both reach every player.
    await play.hostTell("hint", "Regardez la pendule.");
    await play.hostTell("message", "Bravo !");
    await settle();
    expect(latest().hostHints).toBe(1);
    for (const connection of connections) expect(connection.sent.filter((m) => m.type === "host").map((m) => m.type === "host" && m.text)).toEqual(["Regardez la pendule.", "Bravo !"]);

    // Ben's tab closes: he is still in the team, offline.
    await play.left(conn(1));
    await settle();
    expect(latest().players.map((p) => [p.id, p.online])).toEqual([
      [ana.id, true],
      [ben.id, false],
    ]);
  });

  it("leaves start, pause, the time-up choice and ending the game to the host; a player may still go", async () => {
    const { conn, connections, room, play, latest, settle } = setup();
    await play.join(conn(0), ana);
    for (const [i, action] of ([{ type: "start" }, { type: "pause" }, { type: "resume" }, { type: "continueAfterTimeUp" }, { type: "stopAfterTimeUp" }, { type: "leave" }] satisfies Action[]).entries()) {
      await play.act(conn(0), i + 1, action);
      expect(connections[0].sent.at(-1)).toMatchObject({ type: "error", code: "not_allowed", id: i + 1 });
    }
    // Going is still each player's own choice, and the event room learns it.
    await play.join(conn(1), ben);
    await new Team(room, new ConnectionLimits(), (meta) => play.tellEvent(meta)).receive(conn(1), { type: "leaveSession" });
    await settle();
    expect(latest().players.map((p) => p.id)).toEqual([ana.id]);
    expect(await play.hostCommand("start")).toEqual({ ok: true, changed: true });
    expect(await play.hostCommand("start")).toEqual({ ok: true, changed: false });
    expect(await play.hostCommand("pause")).toEqual({ ok: true, changed: true });
    expect(connections[0].sent.at(-1)).toMatchObject({ type: "update", state: { status: "paused" } });
    expect(await play.hostCommand("resume")).toEqual({ ok: true, changed: true });
    // The end is a `leave` for a game not over, and nothing for one that is.
    expect(await play.hostCommand("end")).toEqual({ ok: true, changed: true });
    expect(await play.hostCommand("end")).toEqual({ ok: true, changed: false });
    await settle();
    expect(latest()).toMatchObject({ status: "ended", outcome: "left" });
    // Never found by its own code: players come in through the event.
    expect(await play.codePlay()).toEqual({ kind: "absent" });
  });

  it("ends a team whose time ran out as stopped at time-up, not as left", async () => {
    const timed = { ...game.definition, rules: { ...game.definition.rules, timeLimitSeconds: 60 } };
    const { conn, connections, play, latest, settle } = setup({ definition: timed });
    await play.join(conn(0), ana);
    await play.hostCommand("start");
    vi.setSystemTime(t0 + 61_000);
    await play.alarm();
    expect(connections[0].sent.at(-1)).toMatchObject({ type: "update", state: { status: "timeUp" } });
    // The time-up choice is the host's too.
    await play.act(conn(0), 1, { type: "continueAfterTimeUp" });
    expect(connections[0].sent.at(-1)).toMatchObject({ type: "error", code: "not_allowed" });
    expect(await play.hostCommand("end")).toEqual({ ok: true, changed: true });
    await settle();
    expect(latest()).toMatchObject({ status: "ended", outcome: "timeUp" });
  });

  it("lets a moved player go: off its list, their tabs closed with team_changed", async () => {
    const { conn, connections, play, latest, settle } = setup();
    await play.join(conn(0), ana);
    await play.join(conn(1), ben);
    expect(await play.release(ben.id)).toEqual({ ok: true, changed: true });
    expect(connections[1].sent.at(-1)).toMatchObject({ type: "error", code: "team_changed" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(connections[1].closedWith).toBe(1008);
    await settle();
    expect(latest().players.map((p) => p.id)).toEqual([ana.id]);
    expect(await play.release("visitor:nobody")).toEqual({ ok: true, changed: false });
  });

  it("keeps one report in flight and sends only the latest after it, and survives an event room that does not answer", async () => {
    const held = setup({ hold: true });
    const link = new EventLink(held.room);
    const summary = (solved: number) => ({ team: 3, solved }) as unknown as TeamSummary;
    for (let solved = 0; solved < 5; solved++) link.send(event.code, summary(solved));
    await held.settle();
    expect(held.posted.map((p) => p.report.summary.solved)).toEqual([0]);
    held.waiting.shift()!();
    await held.settle();
    expect(held.posted.map((p) => p.report.summary.solved)).toEqual([0, 4]);
    held.waiting.shift()!();

    const down = setup({ fail: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = new EventLink(down.room);
    failing.send(event.code, summary(1));
    await down.settle();
    failing.send(event.code, summary(2));
    await down.settle();
    expect(down.posted.map((p) => p.report.summary.solved)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
