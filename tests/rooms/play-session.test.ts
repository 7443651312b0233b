import { afterEach, describe, expect, inject, it } from "vitest";
import type { GameState } from "../../app/engine";
import { visitorSubject } from "../../app/lib/play/internal";
import type { TestClient } from "./helpers";
import { stateOf, takeSeat, traffic, type Seat } from "./play-client";
import { eventually, firstAnswer, ownerOf, PLAY_GAMES, PLAYER_ID, secretsOf, sessionId, wrongValue, type SessionName } from "./play-fixtures";

const game = PLAY_GAMES.main;
const secrets = secretsOf(game.definition);
const seats: TestClient[] = [];
afterEach(() => {
  for (const client of seats.splice(0)) client.close();
});

async function seat(...args: Parameters<typeof takeSeat>): Promise<Seat> {
  const taken = await takeSeat(...args);
  seats.push(taken.client);
  return taken;
}

const guest = (sub: string) => ({ sub, role: "guest" as const });
/** The player who opened the session: a user with their account's ticket, a visitor with a guest one. */
const ownerTicket = (name: SessionName) => (ownerOf(name) === PLAYER_ID ? { sub: PLAYER_ID, role: "user" as const, name: "RoomsPlayer" } : guest(ownerOf(name)));

describe("a solo game room", () => {
  it("sends the player the game and its state, without a single answer", async () => {
    expect(secrets.length).toBeGreaterThan(0);
    const { client } = await seat(sessionId("view"), ownerTicket("view"));
    const snapshot = await client.next("snapshot");
    expect(snapshot.session).toEqual({ id: sessionId("view"), gameId: game.id, mode: "solo", you: ownerOf("view") });
    expect(snapshot.state.status).toBe("ready");
    expect(snapshot.view.meta.title).toBe(game.definition.meta.title);
    expect(snapshot.view.puzzles.map((p) => p.id)).toEqual(game.definition.puzzles.map((p) => p.id));
    for (const puzzle of snapshot.view.puzzles) {
      for (const field of ["code", "answers", "login", "password", "objectId", "effects"]) expect(puzzle).not.toHaveProperty(field);
    }
    expect(Math.abs(snapshot.now - Date.now())).toBeLessThan(5_000);
    for (const secret of secrets) expect(traffic(client)).not.toContain(secret);
    // Hidden achievements are only ids until they are unlocked.
    for (const hidden of game.definition.achievements.filter((a) => a.hidden)) expect(traffic(client)).not.toContain(hidden.name.toLowerCase());
  });

  it("plays a whole game over the socket and the backend records the win, counters and achievements", async () => {
    const { client, act } = await seat(sessionId("win"), ownerTicket("win"));
    const rooms = new Set([(await client.next("snapshot")).state.roomId]);
    let last: GameState | null = null;
    for (const action of game.walkthrough) {
      const answer = await act(action);
      last = stateOf(answer);
      rooms.add(last.roomId);
      expect(answer.type === "update" && answer.events.some((e) => e.type === "refused"), JSON.stringify(answer)).toBe(false);
    }
    expect(last).toMatchObject({ status: "ended", outcome: "won", wrongAnswers: 0 });
    expect(last!.achievements.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(traffic(client)).not.toContain(secret);

    // One query (each is a wrangler run): the result, the game's counters, the session and the achievements kept.
    const [result] = await eventually<Record<string, unknown>>(
      `SELECT r.*, g.played_count, g.won_count, s.status AS session_status,
         (SELECT json_group_array(achievement_id) FROM user_achievements u WHERE u.session_id = r.session_id AND u.user_id = r.user_id) AS kept
       FROM play_results r JOIN games g ON g.id = r.game_id JOIN play_sessions s ON s.id = r.session_id
       WHERE r.session_id = '${sessionId("win")}'`,
      (rows) => rows.length > 0,
    );
    expect(result).toMatchObject({ game_id: game.id, user_id: PLAYER_ID, outcome: "won", hints_used: 0, wrong_answers: 0, rooms_reached: rooms.size });
    const earned = [...last!.achievements].sort();
    expect(JSON.parse(String(result.achievements)).sort()).toEqual(earned);
    expect(JSON.parse(String(result.kept)).sort()).toEqual(earned);
    // The only session of this game that ends in the whole room suite.
    expect(result).toMatchObject({ played_count: 1, won_count: 1 });
    expect(result.session_status).toBe("ended");
  });

  it("gives the same state back to a player who reconnects with a new ticket", async () => {
    const { index, action: rightAnswer } = firstAnswer(game.walkthrough);
    const first = await seat(sessionId("resume"), ownerTicket("resume"));
    await first.client.next("snapshot");
    for (const action of game.walkthrough.slice(0, index)) await first.act(action);
    const before = stateOf(await first.act({ ...rightAnswer, value: wrongValue(game.definition, rightAnswer.puzzleId, 1) }));
    expect(before).toMatchObject({ status: "running", wrongAnswers: 1 });
    first.client.close();

    const again = await seat(sessionId("resume"), ownerTicket("resume"));
    const snapshot = await again.client.next("snapshot");
    expect(snapshot.state).toEqual(before);
    // And the game goes on from there.
    expect(stateOf(await again.act(rightAnswer)).solvedPuzzles).toContain(rightAnswer.puzzleId);
  });

  it("turns away a visitor holding a ticket for someone else's session", async () => {
    const intruder = await seat(sessionId("mine"), guest(visitorSubject("intruder1")));
    const error = await intruder.client.next("error");
    expect(error.code).toBe("not_your_session");
    await intruder.client.closedByRoom();
    expect(intruder.client.received.some((m) => m.type === "snapshot")).toBe(false);

    const owner = await seat(sessionId("mine"), ownerTicket("mine"));
    expect((await owner.client.next("snapshot")).state.status).toBe("ready");
  });

  it("answers a session the backend does not know with session_unavailable", async () => {
    const stranger = await seat("never-opened-session", guest(visitorSubject("stranger1")));
    expect((await stranger.client.next("error")).code).toBe("session_unavailable");
    await stranger.client.closedByRoom();
  });

  it("says the backend is unavailable when the room cannot reach it, so the client can retry", async () => {
    const unlucky = await seat(sessionId("down"), ownerTicket("down"), inject("seededRoomsOrigin"));
    expect((await unlucky.client.next("error", undefined, 15_000)).code).toBe("backend_unavailable");
    await unlucky.client.closedByRoom();
  });

  it("answers an invalid intent with invalid_message and keeps playing", async () => {
    const { client, act } = await seat(sessionId("invalid"), ownerTicket("invalid"));
    await client.next("snapshot");
    const bad = [
      { type: "act", id: 1, action: { type: "fly" } },
      { type: "act", id: -3, action: { type: "start" } },
      { type: "act", id: 2, action: { type: "answer", puzzleId: firstAnswer(game.walkthrough).action.puzzleId, value: "x".repeat(500) } },
      { type: "act", action: { type: "start" } },
    ];
    for (const message of bad) {
      client.send(JSON.stringify(message));
      expect((await client.next("error")).code).toBe("invalid_message");
    }
    expect(stateOf(await act({ type: "start" })).status).toBe("running");
    // Refused by the rules, not by the protocol: an update that says why, with nothing changed.
    const locked = game.definition.rooms.find((room) => room.locked)!;
    const refused = await act({ type: "enterRoom", roomId: locked.id });
    expect(refused).toMatchObject({ type: "update", events: [{ type: "refused", action: "enterRoom", reason: "locked_room" }] });
  });
});
