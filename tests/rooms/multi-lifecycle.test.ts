import type * as Party from "partykit/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_KEPT_HOURS } from "../../app/lib/play/types";
import { GamePlay } from "../../rooms/play/session";
import { admitToRoster, reportedPlayers, type MultiRules } from "../../rooms/play/roster";
import { gameSessionStorageKey, type Player } from "../../rooms/protocol";
import { FakeConnection, fakeBackend, fakeRoom, MemoryStorage } from "./fake-room";
import { multiGameOf } from "./play-data";

/** A multiplayer session's code and players over a day, with the room's code over memory storage. */

const day = PROGRESS_KEPT_HOURS * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 0, 12, 9);
const game = multiGameOf("team");
const multi: MultiRules = {
  creatorId: "u-creator",
  minPlayers: 1,
  maxPlayers: 3,
  guests: true,
  codePlay: { idGame: "g-team", mode: "Interface", creator: "" },
};
const creator: Player = { id: "u-creator", name: "Créatrice", role: "user", img: "/a.webp" };
const guest: Player = { id: "visitor:g1", name: "Invité", role: "guest" };

function setup(rules: MultiRules = multi) {
  const storage = new MemoryStorage();
  const connections = [new FakeConnection("c1"), new FakeConnection("c2")];
  const backend = fakeBackend(game.definition, { id: "731000001", gameId: "g-team", mode: "multi", ownerId: multi.creatorId, status: "open", createdAt: t0, multi: rules });
  vi.stubGlobal("fetch", backend.fetch);
  const room = fakeRoom("731000001", storage, connections);
  const conn = (i: number) => connections[i] as unknown as Party.Connection<Player>;
  return { storage, backend, conn, play: new GamePlay(room) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a multiplayer session's record", () => {
  it("can be found by its code from the first join, and no longer once it ended; the result names its players", async () => {
    const { storage, backend, conn, play } = setup();
    expect(await play.codePlay()).toEqual({ kind: "found", session: { ...multi.codePlay, createdAt: t0 } });
    await play.join(conn(0), creator);
    await play.join(conn(1), guest);
    await play.act(conn(0), 1, { type: "start" });
    await play.act(conn(0), 2, { type: "leave" });
    expect(storage.values.has(gameSessionStorageKey)).toBe(false);
    expect(await play.codePlay()).toEqual({ kind: "absent" });
    expect(backend.reports[0].players).toEqual([
      { id: creator.id, kind: "creator" },
      { id: guest.id, kind: "guest" },
    ]);
  });

  it("is forgotten, code included, when nobody comes back for a day", async () => {
    const { storage, conn, play } = setup();
    await play.join(conn(0), creator);
    expect(storage.values.has(gameSessionStorageKey)).toBe(true);
    vi.setSystemTime(t0 + day + 1);
    await play.alarm();
    expect(storage.values.size).toBe(0);
  });
});

describe("the roster", () => {
  const now = t0;
  it("keeps a slot for a player already in, refuses a new one when full, and never lets a removed one back", () => {
    const two = { ...multi, maxPlayers: 2 };
    let roster = admitToRoster([], creator, two, now);
    if (!roster.ok) throw new Error("refused");
    const withGuest = admitToRoster(roster.roster, guest, two, now);
    if (!withGuest.ok) throw new Error("refused");
    expect(admitToRoster(withGuest.roster, { ...guest, name: "Renamed" }, two, now)).toMatchObject({ ok: true });
    expect(admitToRoster(withGuest.roster, { id: "visitor:g2", name: "Third", role: "guest" }, two, now)).toEqual({ ok: false, error: "session_full" });

    const left = withGuest.roster.map((e) => (e.id === guest.id ? { ...e, status: "left" as const } : e));
    roster = admitToRoster(left, { id: "visitor:g2", name: "Third", role: "guest" }, two, now);
    expect(roster.ok).toBe(true);
    const removed = withGuest.roster.map((e) => (e.id === guest.id ? { ...e, status: "removed" as const } : e));
    expect(admitToRoster(removed, guest, { ...two, maxPlayers: 10 }, now)).toEqual({ ok: false, error: "removed" });
    expect(reportedPlayers(removed)).toEqual([{ id: creator.id, kind: "creator" }]);
  });
  it("lets a player without an account in only when the session welcomes guests (a Pro host invited them)", () => {
    const accountsOnly = { ...multi, guests: false };
    const roster = admitToRoster([], creator, accountsOnly, now);
    if (!roster.ok) throw new Error("refused");
    expect(admitToRoster(roster.roster, guest, accountsOnly, now)).toEqual({ ok: false, error: "guests_not_invited" });
    expect(admitToRoster(roster.roster, { id: "u-friend", name: "Amie", role: "user" }, accountsOnly, now)).toMatchObject({ ok: true });
    expect(admitToRoster(roster.roster, guest, multi, now)).toMatchObject({ ok: true });
  });

  it("tells a player without an account that the session admits accounts only, and closes their connection", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
    vi.setSystemTime(t0);
    const { conn, play } = setup({ ...multi, guests: false });
    await play.join(conn(0), creator);
    await play.join(conn(1), guest);
    vi.runAllTimers();
    const connection = conn(1) as unknown as FakeConnection;
    expect(connection.sent).toContainEqual(expect.objectContaining({ type: "error", code: "guests_not_invited" }));
    expect(connection.closedWith).not.toBeNull();
  });
});
