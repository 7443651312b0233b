import { describe, expect, it } from "vitest";
import type { Action } from "../../app/engine/actions";
import { replay } from "../../app/engine/reducer";
import { playedMs, timeLeftSeconds, timerSeconds } from "../../app/engine/state";
import { clockmaker, lighthouse, Session, tweak, types } from "./engine-helpers";

// What wins the clockmaker from its start scene once the clock no longer matters.
const restOfClockmaker: Action[] = [
  { type: "pickObject", objectId: "small-gear" },
  { type: "goToScene", sceneId: "wall" },
  { type: "answer", puzzleId: "safe-code", value: "7391" },
  { type: "useObject", objectId: "brass-key", targetId: "vault-door" },
  { type: "answer", puzzleId: "terminal-login", value: { login: "horace", password: "escapement" } },
];

const started = (def = clockmaker()) => {
  const session = new Session(def);
  session.ok({ type: "start" });
  return session;
};

describe("the timer", () => {
  it("counts up from zero once the game starts", () => {
    const session = new Session(clockmaker());
    expect(timerSeconds(session.state, session.now + 99_000)).toBe(0);
    session.ok({ type: "start" });
    expect(timerSeconds(session.state, session.now + 65_400)).toBe(65);
    expect(timeLeftSeconds(clockmaker(), session.state, session.now + 65_400)).toBe(1735);
  });

  it("stops during a pause and goes on from where it was", () => {
    const session = started();
    session.wait(10).ok({ type: "pause" });
    expect(session.state).toMatchObject({ status: "paused", elapsedMs: 10_000, runningSince: null });
    session.wait(300);
    expect(playedMs(session.state, session.now)).toBe(10_000);
    session.ok({ type: "resume" });
    session.wait(5);
    expect(playedMs(session.state, session.now)).toBe(15_000);
  });

  it("refuses everything but resume and leave while paused", () => {
    const session = started();
    session.ok({ type: "pause" });
    session.refused({ type: "pause" }, "paused");
    session.refused({ type: "pickObject", objectId: "note" }, "paused");
    session.refused({ type: "askHint" }, "paused");
    session.ok({ type: "resume" });
    session.refused({ type: "resume" }, "not_paused");
    session.ok({ type: "pause" });
    expect(session.ok({ type: "leave" })).toMatchObject([{ type: "ended", outcome: "left" }]);
  });

  it("never runs backwards when the clock it is given does", () => {
    const session = started();
    session.wait(20).ok({ type: "pickObject", objectId: "note" });
    session.wait(-60).ok({ type: "pause" });
    expect(session.state.elapsedMs).toBe(0);
    session.ok({ type: "resume" });
    expect(playedMs(session.state, session.now - 1_000_000)).toBe(0);
  });
});

describe("the time limit", () => {
  it("stops the clock at exactly the limit, however late it is noticed", () => {
    const session = started();
    session.wait(1799);
    const before = session.state;
    expect(session.ok({ type: "tick" })).toEqual([]);
    expect(session.state).toBe(before);
    session.wait(7);
    expect(session.ok({ type: "tick" })).toEqual([{ type: "timeUp" }]);
    expect(session.state).toMatchObject({ status: "timeUp", elapsedMs: 1_800_000, runningSince: null, outcome: null });
  });

  it("notices time-up on any action, then refuses it as too late", () => {
    const session = started();
    session.wait(1805);
    expect(session.act({ type: "answer", puzzleId: "safe-code", value: "7391" })).toEqual([
      { type: "timeUp" },
      { type: "refused", action: "answer", reason: "time_up" },
    ]);
    expect(session.state.status).toBe("timeUp");
    session.refused({ type: "pause" }, "time_up");
  });

  it("lets the player stop: the game ends as time up", () => {
    const session = started();
    session.wait(2000).ok({ type: "tick" });
    session.wait(30);
    expect(session.ok({ type: "stopAfterTimeUp" })).toEqual([{ type: "ended", outcome: "timeUp", timerSeconds: 1800 }]);
    expect(session.state).toMatchObject({ status: "ended", outcome: "timeUp" });
  });

  it("lets the player go on: the clock resumes from the limit and no second time-up comes", () => {
    const session = started();
    session.wait(1900).ok({ type: "tick" });
    session.wait(120);
    expect(session.ok({ type: "continueAfterTimeUp" })).toEqual([{ type: "continuedAfterTimeUp" }]);
    expect(session.state).toMatchObject({ status: "running", continuedAfterTimeUp: true });
    session.wait(600);
    expect(session.ok({ type: "tick" })).toEqual([]);
    expect(timerSeconds(session.state, session.now)).toBe(2400);
    expect(timeLeftSeconds(clockmaker(), session.state, session.now)).toBeNull();
    session.run(restOfClockmaker);
    expect(session.state.outcome).toBe("won");
  });

  it("refuses to go on or stop when time is not up", () => {
    const session = started();
    session.refused({ type: "continueAfterTimeUp" }, "not_time_up");
    session.refused({ type: "stopAfterTimeUp" }, "not_time_up");
  });

  it("counts penalties toward the limit", () => {
    const session = started();
    session.ok({ type: "goToScene", sceneId: "wall" });
    session.ok({ type: "answer", puzzleId: "safe-code", value: "0000" });
    session.wait(1770);
    expect(types(session.act({ type: "tick" }))).toEqual(["timeUp"]);
    expect(session.state.elapsedMs).toBe(1_770_000);
  });

  it("times up at once when a penalty pushes the timer past the limit, without rewinding the clock", () => {
    const def = tweak(clockmaker(), (d) => (d.rules.timeLimitSeconds = 100));
    const session = started(def);
    session.ok({ type: "goToScene", sceneId: "wall" });
    session.wait(80);
    expect(session.ok({ type: "answer", puzzleId: "safe-code", value: "0000" })).toEqual([
      { type: "wrongAnswer", puzzleId: "safe-code", penaltySeconds: 30 },
      { type: "timeUp" },
    ]);
    expect(session.state.elapsedMs).toBe(80_000);
  });

  it("gives the same state whether or not ticks were sent", () => {
    const session = started();
    const plan: [number, Action][] = [
      [30, { type: "pickObject", objectId: "note" }],
      [900, { type: "goToScene", sceneId: "wall" }],
      [1000, { type: "pickObject", objectId: "large-gear" }],
      [50, { type: "continueAfterTimeUp" }],
    ];
    for (const [wait, action] of plan) session.wait(wait).act(action);
    const withTicks = session.log.flatMap((entry, i) =>
      i === 0 ? [entry] : [{ action: { type: "tick" } as Action, at: entry.at - 1 }, entry],
    );
    expect(replay(clockmaker(), withTicks).state).toEqual(replay(clockmaker(), session.log).state);
  });
});

describe("losing", () => {
  it("ends the game as lost when the lose conditions hold, and takes nothing more", () => {
    const session = started(lighthouse());
    session.run([
      { type: "answer", puzzleId: "chest-code", value: "1852" },
      { type: "useObject", objectId: "crank", targetId: "stairs" },
      { type: "clickTarget", targetId: "stairs" },
    ]);
    expect(types(session.ok({ type: "clickTarget", targetId: "lens" }))).toEqual(["interacted", "flagSet", "message", "ended"]);
    expect(session.state).toMatchObject({ status: "ended", outcome: "lost" });
    session.refused({ type: "enterRoom", roomId: "base" }, "ended");
  });

  it("stops applying effects after a lose effect", () => {
    const def = tweak(clockmaker(), (d) => {
      const scene = d.scenes[0];
      if (scene.kind === "interface") scene.zones[0].interactions[0].effects = [{ type: "lose" }, { type: "giveObject", objectId: "brass-key" }];
    });
    const session = started(def);
    expect(types(session.ok({ type: "clickTarget", targetId: "drawer" }))).toEqual(["interacted", "ended"]);
    expect(session.state).toMatchObject({ outcome: "lost", inventory: [] });
  });

  it("counts a move that both wins and loses as a win", () => {
    const def = tweak(lighthouse(), (d) => (d.rules.winWhen = [{ type: "flagSet", flag: "lens-broken" }]));
    const session = started(def);
    session.run([
      { type: "answer", puzzleId: "chest-code", value: "1852" },
      { type: "useObject", objectId: "crank", targetId: "stairs" },
      { type: "clickTarget", targetId: "stairs" },
      { type: "clickTarget", targetId: "lens" },
    ]);
    expect(session.state.outcome).toBe("won");
  });
});
