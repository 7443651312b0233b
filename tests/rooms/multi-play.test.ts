import { afterEach, describe, expect, it } from "vitest";
import { visitorSubject } from "../../app/lib/play/internal";
import type { ServerMessage } from "../../rooms/protocol";
import type { TestClient } from "./helpers";
import { currentPlayers, freshAddress, joinByCode, send } from "./multi-client";
import { stateOf } from "./play-client";
import { codeOf, firstAnswer, FRIEND_ID, multiGameId, multiGameOf, PLAYER_ID, USER_NAMES } from "./play-fixtures";

const game = multiGameOf("team");
const seats: TestClient[] = [];
afterEach(() => {
  for (const client of seats.splice(0)) client.close();
});

const creatorWho = { sub: PLAYER_ID, role: "user" as const, name: USER_NAMES[PLAYER_ID], img: "/avatars/rooms-player.webp" };
const friendWho = { sub: FRIEND_ID, role: "user" as const, name: USER_NAMES[FRIEND_ID], img: "/avatars/rooms-friend.webp" };
const guestWho = (n: number) => ({ sub: visitorSubject(`guest${n}x${Date.now().toString(36)}`), role: "guest" as const, name: `Invité ${n}` });

type PlayersMessage = Extract<ServerMessage, { type: "players" }>;
const playersWhere = currentPlayers;
const ids = (list: PlayersMessage) => list.players.map((p) => p.id);

async function join(code: string, who: Parameters<typeof joinByCode>[1], address: string) {
  const member = await joinByCode(code, who, { address }, seats);
  await member.client.next("snapshot");
  return member;
}

describe("a multiplayer session joined by code", () => {
  it("lets four players join by code; start waits for the creator and the minimum; everyone sees one player solve a puzzle", async () => {
    const code = codeOf("four");
    const address = freshAddress();
    const creator = await joinByCode(code, creatorWho, { address }, seats);
    const snapshot = await creator.client.next("snapshot");
    expect(snapshot.session).toEqual({ id: code, gameId: multiGameId("team"), mode: "multi", you: PLAYER_ID });
    expect(snapshot.state.status).toBe("ready");
    expect(await creator.client.next("players")).toEqual({
      type: "players",
      players: [{ id: PLAYER_ID, name: USER_NAMES[PLAYER_ID], img: creatorWho.img, kind: "creator", online: true }],
      minPlayers: 2,
      maxPlayers: 4,
    });
    // Alone, below the session's minimum of two.
    expect(await creator.act({ type: "start" })).toMatchObject({ type: "error", code: "not_enough_players", id: 1 });

    const friend = await join(code, friendWho, address);
    const guests = [await join(code, guestWho(1), address), await join(code, guestWho(2), address)];
    const team = [creator, friend, ...guests];

    const full = await playersWhere(creator, (list) => list.players.length === 4);
    expect(full.players).toEqual([
      { id: PLAYER_ID, name: USER_NAMES[PLAYER_ID], img: creatorWho.img, kind: "creator", online: true },
      { id: FRIEND_ID, name: USER_NAMES[FRIEND_ID], img: friendWho.img, kind: "user", online: true },
      { id: guests[0].id, name: "Invité 1", img: null, kind: "guest", online: true },
      { id: guests[1].id, name: "Invité 2", img: null, kind: "guest", online: true },
    ]);
    // Every player gets the same list, and their own id in the snapshot.
    for (const member of team) {
      expect(ids(await playersWhere(member, (list) => list.players.length === 4))).toEqual(ids(full));
      expect(member.client.received.find((m) => m.type === "snapshot")).toMatchObject({ session: { you: member.id } });
    }

    // Only the creator starts.
    expect(await friend.act({ type: "start" })).toMatchObject({ type: "error", code: "not_allowed" });
    expect(stateOf(await creator.act({ type: "start" })).status).toBe("running");
    for (const member of [friend, ...guests]) expect((await member.client.next("update", (m) => m.state.status === "running")).id).toBeUndefined();

    // A guest plays up to the first puzzle and solves it; all four see it solved.
    const { index, action: answer } = firstAnswer(game.walkthrough);
    const solver = guests[0];
    for (const action of game.walkthrough.slice(1, index)) {
      const step = await solver.act(action);
      expect(step.type === "update" && step.events.some((e) => e.type === "refused"), JSON.stringify(step)).toBe(false);
    }
    const solved = stateOf(await solver.act(answer));
    expect(solved.solvedPuzzles).toContain(answer.puzzleId);
    for (const member of [creator, friend, guests[1]]) {
      const seen = await member.client.next("update", (m) => m.state.solvedPuzzles.includes(answer.puzzleId));
      expect(seen.state).toEqual(solved);
    }
  });

  it("refuses a player beyond the maximum, and lets them in once someone leaves", async () => {
    const code = codeOf("full");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const second = await join(code, guestWho(1), address);
    // The same player again (another tab) keeps their one slot.
    const secondTab = await join(code, { ...guestWho(9), sub: second.id, name: second.name }, address);

    const third = await joinByCode(code, guestWho(3), { address }, seats);
    expect((await third.client.next("error")).code).toBe("session_full");
    await third.client.closedByRoom();
    expect(third.client.received.some((m) => m.type === "snapshot")).toBe(false);

    send(second, { type: "leaveSession" });
    await second.client.closedByRoom();
    await secondTab.client.closedByRoom();
    const after = await playersWhere(creator, (list) => list.players.length === 1);
    expect(ids(after)).toEqual([PLAYER_ID]);

    const again = await joinByCode(code, { ...guestWho(3), sub: third.id }, { address }, seats);
    expect((await again.client.next("snapshot")).session.you).toBe(third.id);
    expect(ids(await playersWhere(creator, (list) => list.players.length === 2))).toEqual([PLAYER_ID, third.id]);
  });

  it("removes a kicked player, who cannot come back even with a fresh ticket", async () => {
    const code = codeOf("kick");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const friend = await join(code, friendWho, address);
    const guest = await join(code, guestWho(1), address);

    // Only the creator removes players, and never themselves.
    send(friend, { type: "kick", playerId: guest.id });
    expect((await friend.client.next("error")).code).toBe("not_allowed");
    send(creator, { type: "kick", playerId: PLAYER_ID });
    expect((await creator.client.next("error")).code).toBe("not_allowed");

    send(creator, { type: "kick", playerId: guest.id });
    expect((await guest.client.next("error")).code).toBe("removed");
    await guest.client.closedByRoom();
    const list = await playersWhere(friend, (l) => !ids(l).includes(guest.id));
    expect(ids(list)).toEqual([PLAYER_ID, FRIEND_ID]);

    const back = await joinByCode(code, { ...guestWho(1), sub: guest.id }, { address }, seats);
    expect((await back.client.next("error")).code).toBe("removed");
    await back.client.closedByRoom();
    expect(back.client.received.some((m) => m.type === "snapshot")).toBe(false);
  });

  it("shows a dropped player offline and gives them the same state when they come back with a new ticket", async () => {
    const code = codeOf("drop");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const guest = await join(code, guestWho(1), address);
    await creator.act({ type: "start" });
    const before = stateOf(await guest.act(game.walkthrough[1]));

    guest.client.close();
    const offline = await playersWhere(creator, (list) => list.players.some((p) => p.id === guest.id && !p.online));
    expect(offline.players.map((p) => [p.id, p.online])).toEqual([
      [PLAYER_ID, true],
      [guest.id, false],
    ]);

    const back = await joinByCode(code, { ...guestWho(1), sub: guest.id }, { address }, seats);
    expect((await back.client.next("snapshot")).state).toEqual(before);
    await playersWhere(creator, (list) => list.players.every((p) => p.online));
    // And plays on from there.
    expect(stateOf(await back.act(game.walkthrough[2])).collected.length).toBeGreaterThan(before.collected.length);
  });

  it("delivers chat lines to everyone and a pointer to the others", async () => {
    const code = codeOf("talk");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const guest = await join(code, guestWho(1), address);

    send(guest, { type: "say", text: "  Regardez le tiroir !  " });
    for (const member of [creator, guest]) {
      const line = await member.client.next("chat");
      expect(line).toMatchObject({ from: guest.id, name: "Invité 1", text: "Regardez le tiroir !" });
      expect(Math.abs(line.at - Date.now())).toBeLessThan(5_000);
    }
    send(creator, { type: "quick", key: "found" });
    for (const member of [creator, guest]) expect(await member.client.next("chat")).toMatchObject({ from: PLAYER_ID, name: USER_NAMES[PLAYER_ID], quick: "found" });

    send(creator, { type: "point", targetId: "tiroir" });
    expect(await guest.client.next("point")).toMatchObject({ from: PLAYER_ID, targetId: "tiroir" });
    send(creator, { type: "point", targetId: null });
    expect(await guest.client.next("point")).toMatchObject({ from: PLAYER_ID, targetId: null });
    // The sender is not pointed at its own pointer.
    send(creator, { type: "ping", id: "after-points" });
    await creator.client.next("pong");
    expect(creator.client.received.some((m) => m.type === "point")).toBe(false);
  });
});
