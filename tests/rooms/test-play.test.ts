import { afterEach, describe, expect, it } from "vitest";
import type { GameState } from "../../app/engine";
import type { TestClient } from "./helpers";
import { stateOf, takeSeat, traffic, type Seat } from "./play-client";
import { eventually, FRIEND_ID, query } from "./play-fixtures";
import { firstAnswerIndex, FROZEN_CODE, frozenWalkthrough, PUBLISHED_CODE, TEST_OWNER_ID, TEST_PROJECT_ID, TEST_SESSION_ID } from "./test-play-data";

/** A creator's test session played through the production game room against the real backend (ADR 020). */

const seats: TestClient[] = [];
afterEach(() => {
  for (const client of seats.splice(0)) client.close();
});

async function seat(sub: string): Promise<Seat> {
  const taken = await takeSeat(TEST_SESSION_ID, { sub, role: "user", name: "Tester" });
  seats.push(taken.client);
  return taken;
}

describe("a test session in a game room", () => {
  it("admits only the creator who started it", async () => {
    const { client } = await seat(FRIEND_ID);
    const refused = await client.next("error");
    expect(refused.code).toBe("not_your_session");
  });

  // A whole walkthrough, then the backend's record read through `wrangler d1` (a process per look): 17 s beside the
  // browser tests once, past the default 20 s another time. Speed is the benches' business.
  it("judges answers with the frozen draft, sends none of them, and records nothing at the end", async () => {
    const { client, act } = await seat(TEST_OWNER_ID);
    const snapshot = await client.next("snapshot");
    expect(snapshot.session).toMatchObject({ id: TEST_SESSION_ID, gameId: TEST_PROJECT_ID, mode: "solo" });

    for (const action of frozenWalkthrough.slice(0, firstAnswerIndex)) await act(action);
    const answer = frozenWalkthrough[firstAnswerIndex];
    if (answer.type !== "answer") throw new Error("the walkthrough's first answer moved");
    // The published game's code is wrong for this draft: the room judged with the draft it was given.
    const wrong = stateOf(await act({ ...answer, value: PUBLISHED_CODE }));
    expect(wrong.wrongAnswers).toBe(1);
    const right = await act(answer);
    expect(right.type === "update" && right.events.some((event) => event.type === "puzzleSolved")).toBe(true);
    expect(traffic(client)).not.toContain(FROZEN_CODE);

    let last: GameState | null = null;
    for (const action of frozenWalkthrough.slice(firstAnswerIndex + 1)) last = stateOf(await act(action));
    expect(last).toMatchObject({ status: "ended", outcome: "won", wrongAnswers: 1 });

    // The room reports the end like any session's; the backend only closes the test.
    const [session] = await eventually<{ status: string }>(`SELECT status FROM test_sessions WHERE id = '${TEST_SESSION_ID}'`, (rows) => rows[0]?.status === "ended");
    expect(session.status).toBe("ended");
    expect(await query(`SELECT session_id FROM play_results WHERE session_id = '${TEST_SESSION_ID}'`)).toEqual([]);
    expect(await query(`SELECT user_id FROM user_achievements WHERE session_id = '${TEST_SESSION_ID}'`)).toEqual([]);
  });
});
