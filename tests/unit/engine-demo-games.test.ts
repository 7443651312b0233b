import { describe, expect, it } from "vitest";
import { parseDefinition } from "../../app/engine/definition";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { replay } from "../../app/engine/reducer";
import { stateProblems } from "../../app/engine/invariants";
import { resultOf } from "../../app/engine/state";
import { Session, types } from "./engine-helpers";

describe.each(Object.entries(DEMO_GAMES))("the %s demo game", (type, demo) => {
  it("is a valid definition of its own type", () => {
    const parsed = parseDefinition(demo.definition);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(demo.definition.meta.type).toBe(type);
  });

  it("has several rooms, a recipe, a code, a login, hints and a hidden achievement", () => {
    const { rooms, recipes, puzzles, hints, achievements } = demo.definition;
    expect(rooms.length).toBeGreaterThan(1);
    expect(rooms.some((room) => room.locked)).toBe(true);
    expect(recipes.length).toBeGreaterThan(0);
    expect(puzzles.map((p) => p.kind)).toEqual(expect.arrayContaining(["code", "login"]));
    expect(hints.length).toBeGreaterThan(0);
    expect(achievements.some((a) => a.hidden)).toBe(true);
  });

  it("is won by its walkthrough, each step accepted", () => {
    const session = new Session(demo.definition).run(demo.walkthrough);
    expect(session.state.status).toBe("ended");
    expect(session.state.outcome).toBe("won");
    expect(types(session.events)).toContain("ended");
    expect(stateProblems(demo.definition, session.state)).toEqual([]);
  });

  it("gives the end screen its figures once won, and none before", () => {
    const session = new Session(demo.definition).run(demo.walkthrough.slice(0, -1));
    expect(resultOf(session.state)).toBeNull();
    session.run(demo.walkthrough.slice(-1));
    expect(resultOf(session.state)).toEqual({
      outcome: "won",
      timerSeconds: (demo.walkthrough.length - 1) * 10,
      playedSeconds: (demo.walkthrough.length - 1) * 10,
      hintsUsed: 0,
      wrongAnswers: 0,
      penaltySeconds: 0,
      achievements: session.state.achievements,
      continuedAfterTimeUp: false,
    });
  });

  it("unlocks a hidden achievement on the way", () => {
    const session = new Session(demo.definition).run(demo.walkthrough);
    const hidden = demo.definition.achievements.filter((a) => a.hidden).map((a) => a.id);
    expect(session.state.achievements.some((id) => hidden.includes(id))).toBe(true);
  });

  it("replays its walkthrough's log to the same final state", () => {
    const session = new Session(demo.definition).run(demo.walkthrough, 7);
    expect(replay(demo.definition, session.log).state).toEqual(session.state);
  });
});
