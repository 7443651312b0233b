import { afterEach, describe, expect, it } from "vitest";
import { visitorSubject } from "../../app/lib/play/internal";
import { CONNECTION_LIMITS } from "../../rooms/play/conn-limits";
import type { TestClient } from "./helpers";
import { freshAddress, getCodePlay, joinByCode, send, type Member } from "./multi-client";
import { stateOf, takeSeat } from "./play-client";
import { codeOf, eventually, ownerOf, PLAYER_ID, sessionId, USER_NAMES } from "./play-fixtures";

const seats: TestClient[] = [];
afterEach(() => {
  for (const client of seats.splice(0)) client.close();
});

const creatorWho = { sub: PLAYER_ID, role: "user" as const, name: USER_NAMES[PLAYER_ID] };
const guestWho = (n: number) => ({ sub: visitorSubject(`rules${n}x${Date.now().toString(36)}`), role: "guest" as const, name: `Joueuse ${n}` });

async function join(code: string, who: Parameters<typeof joinByCode>[1], address: string): Promise<Member> {
  const member = await joinByCode(code, who, { address }, seats);
  await member.client.next("snapshot");
  return member;
}

/** Waits for the room to have answered everything sent so far on this connection. */
async function flush(member: Member, tag: string) {
  send(member, { type: "ping", id: tag });
  await member.client.next("pong", (m) => m.id === tag);
}

describe("messages a multiplayer room refuses", () => {
  it("answers malformed, oversized and out-of-turn messages with an error and changes nothing", async () => {
    const code = codeOf("refusals");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const guest = await join(code, guestWho(1), address);
    const running = stateOf(await creator.act({ type: "start" }));

    const malformed = [
      "not json",
      "x".repeat(20_000),
      JSON.stringify({ type: "say", text: "   " }),
      JSON.stringify({ type: "say", text: "x".repeat(201) }),
      JSON.stringify({ type: "quick", key: "bonjour" }),
      JSON.stringify({ type: "point", targetId: 5 }),
      JSON.stringify({ type: "kick" }),
      JSON.stringify({ type: "act", id: 3, action: { type: "answer" } }),
    ];
    for (const raw of malformed) {
      guest.client.send(raw);
      expect((await guest.client.next("error")).code, raw.slice(0, 40)).toBe("invalid_message");
    }
    // The creator's share of the session: a player may not pause, resume, end it or remove anyone.
    expect(await guest.act({ type: "pause" })).toMatchObject({ type: "error", code: "not_allowed", id: 1 });
    expect(await guest.act({ type: "leave" })).toMatchObject({ type: "error", code: "not_allowed", id: 2 });
    send(guest, { type: "kick", playerId: PLAYER_ID });
    expect((await guest.client.next("error")).code).toBe("not_allowed");
    // Nobody by that id here.
    send(creator, { type: "kick", playerId: visitorSubject("nobody") });
    expect((await creator.client.next("error")).code).toBe("invalid_message");

    // Nothing changed: a new tab gets the state as it was after start, and nobody was told otherwise.
    const look = await join(code, { ...guestWho(2), sub: guest.id, name: guest.name }, address);
    expect(look.client.received.find((m) => m.type === "snapshot")).toMatchObject({ state: running });
    // The only update anyone got is the start.
    for (const member of [creator, guest]) expect(member.client.received.filter((m) => m.type === "update").map((m) => m.type === "update" && m.state.status)).toEqual(["running"]);
    expect(creator.client.received.some((m) => m.type === "chat" || m.type === "point")).toBe(false);
  });

  it("tells a solo player that talking, pointing, removing and leaving the session are multiplayer only", async () => {
    const solo = await takeSeat(sessionId("talker"), { sub: ownerOf("talker"), role: "guest" });
    seats.push(solo.client);
    await solo.client.next("snapshot");
    for (const message of [
      { type: "say", text: "allô ?" },
      { type: "quick", key: "help" },
      { type: "point", targetId: "tiroir" },
      { type: "kick", playerId: "someone" },
      { type: "leaveSession" },
    ]) {
      send(solo, message);
      expect((await solo.client.next("error")).code, message.type).toBe("invalid_message");
    }
    expect(stateOf(await solo.act({ type: "start" })).status).toBe("running");
  });
});

describe("a creator who is away", () => {
  it("lets the others steer the game meanwhile, but not end it for everyone, and takes the steering back on return", async () => {
    const code = codeOf("absentCreator");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const guest = await join(code, guestWho(1), address);
    expect(await guest.act({ type: "start" })).toMatchObject({ type: "error", code: "not_allowed" });
    expect(stateOf(await creator.act({ type: "start" })).status).toBe("running");

    // The creator's only tab closes: the team is not stranded in a pause nobody may lift.
    creator.client.close();
    await guest.client.next("players", (m) => m.players.some((p) => p.id === PLAYER_ID && !p.online));
    expect(stateOf(await guest.act({ type: "pause" })).status).toBe("paused");
    expect(stateOf(await guest.act({ type: "resume" })).status).toBe("running");
    expect(await guest.act({ type: "leave" })).toMatchObject({ type: "error", code: "not_allowed" });

    const back = await join(code, creatorWho, address);
    await guest.client.next("players", (m) => m.players.some((p) => p.id === PLAYER_ID && p.online));
    expect(await guest.act({ type: "pause" })).toMatchObject({ type: "error", code: "not_allowed" });
    expect(stateOf(await back.act({ type: "pause" })).status).toBe("paused");
  });
});

describe("per-connection limits", () => {
  it("stops one connection's chat and pointer floods and then all its frames, without touching the others", async () => {
    const code = codeOf("limits");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const talker = await join(code, guestWho(1), address);

    for (let i = 1; i <= CONNECTION_LIMITS.chat.max; i++) send(talker, i % 2 ? { type: "say", text: `message ${i}` } : { type: "quick", key: "wait" });
    send(talker, { type: "say", text: "one too many" });
    const chatLimited = await talker.client.next("error");
    expect(chatLimited.code).toBe("rate_limited");
    expect(chatLimited.retryInSeconds).toBeGreaterThan(0);
    expect(chatLimited.retryInSeconds).toBeLessThanOrEqual(CONNECTION_LIMITS.chat.ms / 1000);

    for (let i = 1; i <= CONNECTION_LIMITS.point.max + 1; i++) send(talker, { type: "point", targetId: i % 2 ? "tiroir" : null });
    expect((await talker.client.next("error")).code).toBe("rate_limited");

    await flush(creator, "creator-check");
    await flush(talker, "talker-check");
    expect(creator.client.received.filter((m) => m.type === "chat")).toHaveLength(CONNECTION_LIMITS.chat.max);
    expect(creator.client.received.filter((m) => m.type === "point")).toHaveLength(CONNECTION_LIMITS.point.max);
    expect(creator.client.received.some((m) => m.type === "chat" && m.text === "one too many")).toBe(false);

    // Every frame counts toward the connection's overall limit, pings included.
    const sent = CONNECTION_LIMITS.chat.max + 1 + CONNECTION_LIMITS.point.max + 1 + 1;
    for (let i = sent; i < CONNECTION_LIMITS.frame.max; i++) send(talker, { type: "ping", id: `p${i}` });
    await talker.client.next("pong", (m) => m.id === `p${CONNECTION_LIMITS.frame.max - 1}`);
    expect(await talker.act({ type: "start" })).toMatchObject({ type: "error", code: "rate_limited" });
    await flush(creator, "creator-again");
    expect(creator.client.received.some((m) => m.type === "update")).toBe(false);

    // The creator's own connection is not limited by the other's flood.
    expect(stateOf(await creator.act({ type: "start" })).status).toBe("running");
  });
});

describe("the end of a multiplayer session", () => {
  it("no longer answers to its code once the creator ended it, and the backend has the result", async () => {
    const code = codeOf("ended");
    const address = freshAddress();
    const creator = await join(code, creatorWho, address);
    const guest = await join(code, guestWho(1), address);
    await creator.act({ type: "start" });
    expect(stateOf(await creator.act({ type: "leave" }))).toMatchObject({ status: "ended", outcome: "left" });
    expect(await guest.client.next("update", (m) => m.state.status === "ended")).toMatchObject({ state: { outcome: "left" } });

    expect(await getCodePlay(code, { address })).toMatchObject({ status: 404, body: { msg: "Invalid" } });
    const [result] = await eventually<Record<string, unknown>>(
      `SELECT r.outcome, r.mode, s.status FROM play_results r JOIN play_sessions s ON s.id = r.session_id WHERE r.session_id = '${code}'`,
      (rows) => rows.length > 0,
    );
    expect(result).toEqual({ outcome: "left", mode: "multi", status: "ended" });
  });
});
