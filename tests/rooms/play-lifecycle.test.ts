import type * as Party from "partykit/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameDefinition } from "../../app/engine";
import { PROGRESS_KEPT_HOURS } from "../../app/lib/play/types";
import { retryDelaysMs } from "../../rooms/play/report";
import { GamePlay } from "../../rooms/play/session";
import type { Player } from "../../rooms/protocol";
import { FakeConnection, fakeBackend, fakeRoom, MemoryStorage } from "./fake-room";
import { PLAY_GAMES } from "./play-data";

/**
 * A session's life over hours, which a real server cannot show in a test run: the room's own code
 * with its storage and backend in memory and the clock set by hand.
 */

const day = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 0, 10, 12);
const player: Player = { id: "visitor:v1", name: "Visitor", role: "guest" };
const { main, timed } = PLAY_GAMES;

function setup(definition: GameDefinition = main.definition, id = "lifecycle-session") {
  const storage = new MemoryStorage();
  const connections = [new FakeConnection("c1")];
  const backend = fakeBackend(definition, { id, gameId: "g1", mode: "solo", ownerId: player.id, status: "open", createdAt: t0 });
  vi.stubGlobal("fetch", backend.fetch);
  const room = fakeRoom(id, storage, connections);
  const conn = connections[0] as unknown as Party.Connection<Player>;
  const at = (ms: number) => vi.setSystemTime(t0 + ms);
  // A room woken after hibernation or eviction: a new instance over the same storage.
  const wake = () => new GamePlay(room);
  return { storage, connection: connections[0], conn, backend, play: wake(), wake, at };
}

const errorsOf = (connection: FakeConnection) => connection.sent.filter((m) => m.type === "error").map((m) => (m.type === "error" ? m.code : null));
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a game room over time", () => {
  it("keeps an abandoned game for a day after the last action, then ends it as left at that action, reports it and forgets it", async () => {
    const { storage, connection, conn, backend, play, wake, at } = setup();
    await play.join(conn, player);
    at(1_000);
    await play.act(conn, 1, { type: "start" });
    at(9_000);
    await play.act(conn, 2, main.walkthrough[1]);
    expect(storage.alarm).toBe(t0 + 9_000 + day);

    at(9_000 + day);
    await play.alarm();
    expect(backend.reports).toHaveLength(1);
    const [report] = backend.reports;
    expect(report.log.at(-1)).toEqual({ action: { type: "leave" }, at: t0 + 9_000 });
    // Eight seconds played, not a day.
    expect(report.state).toMatchObject({ status: "ended", outcome: "left", elapsedMs: 8_000 });
    expect(storage.values.size).toBe(0);
    expect(storage.alarm).toBeNull();
    await settle();
    expect(errorsOf(connection)).toContain("session_unavailable");

    // The backend now has the session as ended: coming back finds nothing to resume.
    const again = new FakeConnection("c2");
    await wake().join(again as unknown as Party.Connection<Player>, player);
    expect(errorsOf(again)).toEqual(["session_unavailable"]);
  });

  it("forgets a game that was never started without reporting anything", async () => {
    const { storage, conn, backend, play, wake, at, connection } = setup();
    await play.join(conn, player);
    at(day + 1);
    await play.alarm();
    expect(backend.reports).toHaveLength(0);
    expect(storage.values.size).toBe(0);

    // Nothing was lost: the player may still start it.
    connection.sent.length = 0;
    await wake().join(conn, player);
    expect(connection.sent.find((m) => m.type === "snapshot")).toMatchObject({ state: { status: "ready" } });
  });

  it("retries a report the backend could not take, later and on its own", async () => {
    const { storage, conn, backend, play, wake, at } = setup();
    await play.join(conn, player);
    await play.act(conn, 1, { type: "start" });
    backend.answer = 503;
    at(2_000);
    await play.act(conn, 2, { type: "leave" });
    expect(backend.reports).toHaveLength(0);
    expect(storage.alarm).toBe(t0 + 2_000 + retryDelaysMs[0]);

    backend.answer = 200;
    at(2_000 + retryDelaysMs[0]);
    await wake().alarm();
    expect(backend.reports).toHaveLength(1);
    expect(backend.reports[0].state.outcome).toBe("left");
    // Only the day-long expiry is left to wake the room.
    expect(storage.alarm).toBe(t0 + 2_000 + day);
  });

  it("never starts a session afresh when the backend could not be told how it ended", async () => {
    const { storage, conn, backend, play, wake, at } = setup();
    await play.join(conn, player);
    await play.act(conn, 1, { type: "start" });
    backend.answer = 503;
    at(day + 10);
    await play.alarm();
    expect(backend.reports).toHaveLength(0);
    expect([...storage.values.keys()]).toEqual(["play:gone"]);

    const fetches = backend.sessionFetches;
    const again = new FakeConnection("c2");
    await wake().join(again as unknown as Party.Connection<Player>, player);
    expect(errorsOf(again)).toEqual(["session_unavailable"]);
    expect(backend.sessionFetches).toBe(fetches);
  });

  it("notices time-up on its alarm while nobody acts, in a way the backend's replay agrees with", async () => {
    const { storage, connection, conn, backend, wake, at } = setup(timed.definition, "timed-session");
    await wake().join(conn, player);
    await wake().act(conn, 1, { type: "start" });
    expect(storage.alarm).toBeGreaterThanOrEqual(t0 + 2_000);
    expect(storage.alarm).toBeLessThan(t0 + 3_000);

    at(storage.alarm! - t0);
    await wake().alarm();
    const timeUp = connection.sent.find((m) => m.type === "update" && m.id === undefined);
    expect(timeUp).toMatchObject({ state: { status: "timeUp", elapsedMs: 2_000 }, events: [{ type: "timeUp" }] });

    at(60_000);
    await wake().act(conn, 2, { type: "stopAfterTimeUp" });
    expect(backend.reports).toHaveLength(1);
    expect(backend.reports[0].state).toMatchObject({ outcome: "timeUp", elapsedMs: 2_000 });
    expect(backend.reports[0].log.map((entry) => entry.action.type)).toEqual(["start", "tick", "stopAfterTimeUp"]);
  });
});
