import { describe, expect, it } from "vitest";
import type { Action } from "../../app/engine/actions";
import type { GameEvent } from "../../app/engine/events";
import { clockmaker, FIXTURES, lighthouse, manor, Session, tweak } from "./engine-helpers";

const unlocked = (events: readonly GameEvent[]) =>
  events.flatMap((event) => (event.type === "achievementUnlocked" ? [event.achievementId] : []));

/** Plays a walkthrough and returns every achievement unlocked, in order, with the event lists. */
function playAll(def = clockmaker(), walkthrough: Action[] = FIXTURES.interface.walkthrough, step = 10, extra?: (s: Session) => void) {
  const session = new Session(def);
  const all: GameEvent[] = [];
  walkthrough.forEach((action, i) => {
    all.push(...session.ok(action));
    if (i === 0) extra?.(session);
    session.wait(step);
  });
  return { session, ids: unlocked(all) };
}

describe("achievements", () => {
  it("unlock as soon as their condition holds, once each", () => {
    const { session, ids } = playAll();
    expect(ids).toEqual(["tinkerer", "escaped", "hidden-1"]);
    expect(session.state.achievements).toEqual(["tinkerer", "escaped", "hidden-1"]);
  });

  it("judge 'won within' on the final timer, penalties included", () => {
    expect(playAll(clockmaker(), FIXTURES.interface.walkthrough, 50).ids).not.toContain("hidden-1");
    const penalised = playAll(clockmaker(), FIXTURES.interface.walkthrough, 10, (s) => {
      // 17 wrong answers at 30 s each push a 140 s game past the 600 s of the hidden achievement.
      s.ok({ type: "goToScene", sceneId: "wall" });
      for (let i = 0; i < 17; i++) s.ok({ type: "answer", puzzleId: "safe-code", value: "0000" });
      s.ok({ type: "goToScene", sceneId: "desk" });
    });
    expect(penalised.session.state.outcome).toBe("won");
    expect(penalised.ids).not.toContain("hidden-1");
  });

  it("judge 'no hints' on a won game only", () => {
    const helped = playAll(clockmaker(), FIXTURES.interface.walkthrough, 10, (s) => s.ok({ type: "askHint" }));
    expect(helped.ids).toEqual(["tinkerer", "escaped"]);
    const manorWin = playAll(manor(), FIXTURES.classic.walkthrough);
    expect(manorWin.ids).toContain("unaided");
    const left = new Session(manor());
    left.ok({ type: "start" });
    expect(unlocked(left.ok({ type: "leave" }))).toEqual([]);
  });

  it("judge 'no wrong answers' on a won game only", () => {
    const session = new Session(lighthouse());
    expect(unlocked(session.ok({ type: "start" }))).toEqual([]);
    const clean = playAll(lighthouse(), FIXTURES["360"].walkthrough);
    expect(clean.ids).toContain("clean-run");
    const sloppy = playAll(lighthouse(), FIXTURES["360"].walkthrough, 10, (s) =>
      s.ok({ type: "answer", puzzleId: "chest-code", value: "1111" }),
    );
    expect(sloppy.ids).not.toContain("clean-run");
    expect(sloppy.ids).toContain("beacon");
  });

  it("unlock hidden ones the same way, on a flag", () => {
    const session = new Session(manor());
    session.run(FIXTURES.classic.walkthrough.slice(0, 7));
    expect(unlocked(session.ok({ type: "inspect", objectId: "letter" }))).toEqual(["hidden-1"]);
    expect(unlocked(session.ok({ type: "inspect", objectId: "letter" }))).toEqual([]);
  });

  it("stay unlocked when the player leaves, and leaving earns none", () => {
    const def = tweak(clockmaker(), (d) => (d.achievements[0].when = [{ type: "collected", objectId: "note" }]));
    const session = new Session(def);
    session.ok({ type: "start" });
    expect(unlocked(session.ok({ type: "pickObject", objectId: "note" }))).toEqual(["escaped"]);
    expect(unlocked(session.ok({ type: "leave" }))).toEqual([]);
    expect(session.state.achievements).toEqual(["escaped"]);
  });
});
