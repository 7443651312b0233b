import { afterEach, describe, expect, it } from "vitest";
import { ANSWERS_PER_WINDOW } from "../../rooms/play/rate-limit";
import type { TestClient } from "./helpers";
import { stateOf, takeSeat, type Seat } from "./play-client";
import { eventually, firstAnswer, ownerOf, PENALTY_SECONDS, PLAY_GAMES, sessionId, wrongValue, type SessionName } from "./play-fixtures";

const { main, timed } = PLAY_GAMES;
const seats: TestClient[] = [];
afterEach(() => {
  for (const client of seats.splice(0)) client.close();
});

/** The session's owner (a visitor) joins it and gets the snapshot. */
async function seat(name: SessionName): Promise<Seat> {
  const taken = await takeSeat(sessionId(name), { sub: ownerOf(name), role: "guest" });
  seats.push(taken.client);
  await taken.client.next("snapshot");
  return taken;
}

describe("answers in a game room", () => {
  it("adds the game's penalty for each wrong answer and stops listening after eight a minute, even to the right one", async () => {
    const { index, action: rightAnswer } = firstAnswer(main.walkthrough);
    const { puzzleId } = rightAnswer;
    const { act } = await seat("guesser");
    for (const action of main.walkthrough.slice(0, index)) await act(action);

    for (let i = 1; i <= ANSWERS_PER_WINDOW; i++) {
      const answer = await act({ type: "answer", puzzleId, value: wrongValue(main.definition, puzzleId, i) });
      expect(answer).toMatchObject({ type: "update", events: [{ type: "wrongAnswer", puzzleId, penaltySeconds: PENALTY_SECONDS }] });
      expect(stateOf(answer)).toMatchObject({ wrongAnswers: i, penaltySeconds: PENALTY_SECONDS * i });
    }

    const limited = await act(rightAnswer);
    expect(limited).toMatchObject({ type: "error", code: "rate_limited", id: index + ANSWERS_PER_WINDOW + 1 });
    const retry = limited.type === "error" ? limited.retryInSeconds : undefined;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);

    // Not heard at all: the puzzle is still unsolved and nothing was counted.
    const after = stateOf(await act({ type: "pause" }));
    expect(after.wrongAnswers).toBe(ANSWERS_PER_WINDOW);
    expect(after.solvedPuzzles).not.toContain(puzzleId);
  });
});

describe("the time limit in a game room", () => {
  it("announces time-up by itself when the limit passes, and lets the player go on or stop", async () => {
    const [goOn, stop] = await Promise.all([seat("continues"), seat("stops")]);
    await Promise.all([goOn.act({ type: "start" }), stop.act({ type: "start" })]);

    // Nobody acts: the room's alarm notices the limit (two seconds) and tells each player.
    const timeUps = await Promise.all(
      [goOn, stop].map((s) => s.client.next("update", (m) => m.id === undefined && m.events.some((e) => e.type === "timeUp"), 8_000)),
    );
    for (const update of timeUps) expect(update.state).toMatchObject({ status: "timeUp", elapsedMs: 2_000 });

    expect(stateOf(await goOn.act({ type: "continueAfterTimeUp" }))).toMatchObject({ status: "running", continuedAfterTimeUp: true });
    const next = await goOn.act(timed.walkthrough[1]);
    expect(next.type === "update" && next.events.some((e) => e.type === "refused"), JSON.stringify(next)).toBe(false);

    expect(stateOf(await stop.act({ type: "stopAfterTimeUp" }))).toMatchObject({ status: "ended", outcome: "timeUp" });
    const [result] = await eventually<Record<string, unknown>>(
      `SELECT outcome, timer_seconds FROM play_results WHERE session_id = '${sessionId("stops")}'`,
      (rows) => rows.length > 0,
    );
    expect(result).toEqual({ outcome: "timeUp", timer_seconds: 2 });
  });
});
