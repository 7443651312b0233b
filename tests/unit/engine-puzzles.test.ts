import { describe, expect, it } from "vitest";
import { normaliseText } from "../../app/engine/normalise";
import { timerSeconds } from "../../app/engine/state";
import { clockmaker, manor, Session, tweak } from "./engine-helpers";

/** A clockmaker session standing before the wall safe. */
function atSafe(def = clockmaker()) {
  const session = new Session(def);
  session.run([{ type: "start" }, { type: "goToScene", sceneId: "wall" }]);
  return session;
}

describe("answering a puzzle", () => {
  it("solves it with the right answer and runs its effects", () => {
    const session = atSafe();
    expect(session.ok({ type: "answer", puzzleId: "safe-code", value: "7391" })).toEqual([
      { type: "puzzleSolved", puzzleId: "safe-code" },
      { type: "objectGained", objectId: "brass-key" },
      { type: "message", text: "The safe clicks open." },
    ]);
    session.refused({ type: "answer", puzzleId: "safe-code", value: "7391" }, "already_solved");
  });

  it("counts a wrong answer and adds the penalty to the timer", () => {
    const session = atSafe();
    const before = timerSeconds(session.state, session.now);
    expect(session.ok({ type: "answer", puzzleId: "safe-code", value: "1234" })).toEqual([
      { type: "wrongAnswer", puzzleId: "safe-code", penaltySeconds: 30 },
    ]);
    session.ok({ type: "answer", puzzleId: "safe-code", value: "4321" });
    expect(session.state).toMatchObject({ wrongAnswers: 2, penaltySeconds: 60 });
    expect(timerSeconds(session.state, session.now)).toBe(before + 60);
  });

  it("counts a wrong answer without penalty when the game sets none", () => {
    const session = new Session(manor());
    session.ok({ type: "start" });
    expect(session.ok({ type: "answer", puzzleId: "library-door", value: "1111" })).toEqual([
      { type: "wrongAnswer", puzzleId: "library-door", penaltySeconds: 0 },
    ]);
    expect(session.state).toMatchObject({ wrongAnswers: 1, penaltySeconds: 0 });
  });

  it("refuses empty or malformed answers without a penalty", () => {
    const session = atSafe();
    session.refused({ type: "answer", puzzleId: "safe-code", value: "   " }, "empty_answer");
    session.refused({ type: "answer", puzzleId: "safe-code", value: { login: "a", password: "b" } }, "invalid_answer");
    expect(session.state.wrongAnswers).toBe(0);
  });

  it("refuses unknown puzzles, use-puzzles and puzzles not shown where the player stands", () => {
    const session = atSafe();
    session.refused({ type: "answer", puzzleId: "riddle", value: "x" }, "unknown_puzzle");
    session.refused({ type: "answer", puzzleId: "open-vault", value: "key" }, "wrong_kind");
    session.refused({ type: "answer", puzzleId: "terminal-login", value: { login: "horace", password: "escapement" } }, "not_here");
    session.ok({ type: "goToScene", sceneId: "desk" });
    session.refused({ type: "answer", puzzleId: "safe-code", value: "7391" }, "not_here");
  });

  it("reads a keypad code with spaces in it", () => {
    const session = atSafe();
    session.ok({ type: "answer", puzzleId: "safe-code", value: " 73 91 " });
    expect(session.state.solvedPuzzles).toEqual(["safe-code"]);
  });

  it("takes a login in any case but the password exactly", () => {
    const session = new Session(manor());
    session.run([
      { type: "start" },
      { type: "answer", puzzleId: "library-door", value: "0415" },
      { type: "enterRoom", roomId: "library" },
    ]);
    session.ok({ type: "answer", puzzleId: "study-computer", value: { login: "nightowl", password: "QuarterPastFour" } });
    expect(session.state.wrongAnswers).toBe(1);
    session.refused({ type: "answer", puzzleId: "study-computer", value: { login: "nightowl", password: "" } }, "empty_answer");
    session.refused({ type: "answer", puzzleId: "study-computer", value: "nightowl" }, "invalid_answer");
    session.ok({ type: "answer", puzzleId: "study-computer", value: { login: " NIGHTOWL", password: "quarterpastfour " } });
    expect(session.state.solvedPuzzles).toContain("study-computer");
  });

  it("compares text answers as the puzzle says: here case and accents ignored, spaces kept", () => {
    const session = new Session(manor());
    session.run([
      { type: "start" },
      { type: "answer", puzzleId: "library-door", value: "0415" },
      { type: "enterRoom", roomId: "library" },
      { type: "answer", puzzleId: "riddle", value: "anecho" },
    ]);
    expect(session.state.wrongAnswers).toBe(1);
    session.ok({ type: "answer", puzzleId: "riddle", value: "An   ÉCHO" });
    expect(session.state.solvedPuzzles).toContain("riddle");
  });

  it("takes an upload code in any case", () => {
    const def = tweak(manor(), (d) => {
      const hall = d.scenes[0];
      if (hall.kind === "classic") hall.puzzleIds.push("final-upload");
    });
    const session = new Session(def);
    session.run([{ type: "start" }, { type: "answer", puzzleId: "final-upload", value: "Black-Doow4" }]);
    expect(session.state.outcome).toBe("won");
  });

  it("solves chained puzzles through a solvePuzzle effect, running each one's effects once", () => {
    const def = tweak(clockmaker(), (d) => {
      const scene = d.scenes[0];
      if (scene.kind === "interface") scene.zones[0].interactions[0].effects.push({ type: "solvePuzzle", puzzleId: "safe-code" });
    });
    const session = new Session(def);
    session.ok({ type: "start" });
    expect(session.ok({ type: "clickTarget", targetId: "drawer" })).toContainEqual({ type: "objectGained", objectId: "brass-key" });
    session.ok({ type: "clickTarget", targetId: "drawer" });
    expect(session.state.solvedPuzzles).toEqual(["safe-code"]);
  });
});

describe("normalising text", () => {
  it("ignores case, accents and spaces unless told otherwise", () => {
    expect(normaliseText("  Le Château  d'If ", undefined)).toBe("lechateaud'if");
    expect(normaliseText("  Le Château  d'If ", { case: false, accents: false, spaces: false })).toBe("Le Château d'If");
    expect(normaliseText("Ça", { accents: false })).toBe("ça");
  });

  it("treats composed and decomposed accents as the same letter", () => {
    expect(normaliseText("e\u0301", { accents: false })).toBe(normaliseText("\u00e9", { accents: false }));
  });
});

describe("asking for a hint", () => {
  it("gives the puzzle's hints in order, then none", () => {
    const session = atSafe(tweak(clockmaker(), (d) => (d.meta.hintRechargeSeconds = 0)));
    expect(session.ok({ type: "askHint", puzzleId: "safe-code" })).toEqual([
      { type: "hint", hintId: "h-safe-1", puzzleId: "safe-code", text: "The clock on the desk seems to want to tell you something.", number: 1, remaining: 1 },
    ]);
    expect(session.ok({ type: "askHint", puzzleId: "safe-code" })).toMatchObject([{ hintId: "h-safe-2", number: 2, remaining: 0 }]);
    session.refused({ type: "askHint", puzzleId: "safe-code" }, "no_more_hints");
    expect(session.ok({ type: "askHint" })).toMatchObject([{ hintId: "h-game-1", puzzleId: null }]);
    expect(session.state.hintsUsed).toEqual(["h-safe-1", "h-safe-2", "h-game-1"]);
  });

  it("makes the player wait the recharge time after each hint, saying how long", () => {
    const session = atSafe();
    session.ok({ type: "askHint", puzzleId: "safe-code" });
    expect(session.refused({ type: "askHint", puzzleId: "safe-code" }, "hint_not_ready")).toEqual([
      { type: "refused", action: "askHint", reason: "hint_not_ready", secondsLeft: 60 },
    ]);
    session.wait(45);
    expect(session.refused({ type: "askHint" }, "hint_not_ready")[0]).toMatchObject({ secondsLeft: 15 });
    session.wait(15);
    expect(session.ok({ type: "askHint", puzzleId: "safe-code" })).toMatchObject([{ hintId: "h-safe-2" }]);
  });

  it("does not let the recharge run during a pause", () => {
    const session = atSafe();
    session.ok({ type: "askHint", puzzleId: "safe-code" });
    session.wait(50).ok({ type: "pause" });
    session.wait(600).ok({ type: "resume" });
    expect(session.refused({ type: "askHint", puzzleId: "safe-code" }, "hint_not_ready")[0]).toMatchObject({ secondsLeft: 10 });
  });

  it("refuses hints for unknown or solved puzzles and for puzzles without any", () => {
    const session = atSafe();
    session.refused({ type: "askHint", puzzleId: "riddle" }, "unknown_puzzle");
    session.refused({ type: "askHint", puzzleId: "repair-clock" }, "no_more_hints");
    session.ok({ type: "answer", puzzleId: "safe-code", value: "7391" });
    session.refused({ type: "askHint", puzzleId: "safe-code" }, "already_solved");
  });
});
