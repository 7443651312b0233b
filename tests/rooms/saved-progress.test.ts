import type * as Party from "partykit/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialState, reduce, type GameState } from "../../app/engine";
import { SAVED_PROGRESS_DAYS } from "../../app/lib/play/types";
import { PROGRESS_EVERY_MS } from "../../rooms/play/progress";
import { GamePlay } from "../../rooms/play/session";
import type { Player } from "../../rooms/protocol";
import { FakeConnection, fakeBackend, fakeRoom, MemoryStorage } from "./fake-room";
import { firstAnswer, PLAY_GAMES, PLAYER_ID } from "./play-data";

/**
 * A logged-in player's solo game saved to their account: the room tells the backend where the player is
 * (throttled) and keeps the game as long as the account offers to resume it. The room's own code, with its
 * storage and backend in memory and the clock set by hand.
 */

const t0 = Date.UTC(2026, 0, 10, 12);
const { main } = PLAY_GAMES;
const user: Player = { id: PLAYER_ID, name: "RoomsPlayer", role: "user" };
const visitor: Player = { id: "visitor:v1", name: "Joueur", role: "guest" };

function setup(player: Player, saved: boolean) {
  const storage = new MemoryStorage();
  const connections = [new FakeConnection("c1")];
  const backend = fakeBackend(main.definition, { id: "saved-session", gameId: main.id, mode: "solo", ownerId: player.id, status: "open", createdAt: t0, saved });
  vi.stubGlobal("fetch", backend.fetch);
  const play = new GamePlay(fakeRoom("saved-session", storage, connections));
  const conn = connections[0] as unknown as Party.Connection<Player>;
  return { storage, backend, play, conn };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a game saved to the player's account", () => {
  it("reports where the player is when they move on or solve, at most once a minute otherwise, and never an answer", async () => {
    const { backend, play, conn } = setup(user, true);
    await play.join(conn, user);
    // Not started yet: nothing to tell.
    expect(backend.progress).toEqual([]);
    let now = t0 + 1_000;
    vi.setSystemTime(now);
    await play.act(conn, 1, { type: "start" });
    const start = initialState(main.definition);
    expect(backend.progress).toEqual([{ roomId: start.roomId, solvedCount: 0, timerSeconds: 0 }]);

    // The walkthrough up to its first answer, one move a second: a report only when the room or the count changes.
    const { index } = firstAnswer(main.walkthrough);
    let state: GameState = reduce(main.definition, start, { type: "start" }, now).state;
    for (const [i, action] of main.walkthrough.slice(1, index + 1).entries()) {
      now += 1_000;
      vi.setSystemTime(now);
      await play.act(conn, i + 2, action);
      state = reduce(main.definition, state, action, now).state;
    }
    expect(state.solvedPuzzles.length).toBeGreaterThan(0);
    for (const [i, report] of backend.progress.entries()) {
      if (i > 0) expect(report.roomId !== backend.progress[i - 1].roomId || report.solvedCount !== backend.progress[i - 1].solvedCount).toBe(true);
      expect(Object.keys(report).sort()).toEqual(["roomId", "solvedCount", "timerSeconds"]);
    }
    expect(backend.progress.at(-1)).toMatchObject({ roomId: state.roomId, solvedCount: state.solvedPuzzles.length });
    const sent = backend.progress.length;

    // A move that changes neither, a minute later, still refreshes the timer the account shows.
    now += PROGRESS_EVERY_MS + 1_000;
    vi.setSystemTime(now);
    await play.act(conn, 100, { type: "pause" });
    expect(backend.progress).toHaveLength(sent + 1);
    expect(backend.progress.at(-1)!.timerSeconds).toBeGreaterThanOrEqual(60);

    // Abandoned from another device: the backend keeps nothing, and the room stops asking.
    backend.keepsProgress = false;
    now += PROGRESS_EVERY_MS + 1_000;
    vi.setSystemTime(now);
    await play.act(conn, 101, { type: "resume" });
    now += PROGRESS_EVERY_MS + 1_000;
    vi.setSystemTime(now);
    await play.act(conn, 102, { type: "pause" });
    expect(backend.progress).toHaveLength(sent + 2);
  });

  it("is kept for the account's days after the last move, not the browser's day", async () => {
    const { storage, play, conn } = setup(user, true);
    await play.join(conn, user);
    vi.setSystemTime(t0 + 5_000);
    await play.act(conn, 1, { type: "start" });
    expect(storage.alarm).toBe(t0 + 5_000 + SAVED_PROGRESS_DAYS * 24 * 60 * 60 * 1000);
    // Two days later the player comes back on another device: the game is still there, where it was.
    vi.setSystemTime(t0 + 2 * 24 * 60 * 60 * 1000);
    const again = new FakeConnection("c2");
    await play.join(again as unknown as Party.Connection<Player>, user);
    expect(again.sent.find((m) => m.type === "snapshot")).toMatchObject({ state: { status: "running" } });
  });
});

describe("a visitor's game", () => {
  it("reports nothing and is kept for the browser's day", async () => {
    const { storage, backend, play, conn } = setup(visitor, false);
    await play.join(conn, visitor);
    vi.setSystemTime(t0 + 1_000);
    await play.act(conn, 1, { type: "start" });
    await play.act(conn, 2, main.walkthrough[1]);
    expect(backend.progress).toEqual([]);
    expect(storage.alarm).toBe(t0 + 1_000 + 24 * 60 * 60 * 1000);
  });
});
