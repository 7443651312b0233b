import { describe, expect, it } from "vitest";
import { clockmaker, lighthouse, Session, tweak } from "./engine-helpers";

/** A clockmaker session at the back wall holding both gears (and the note). */
function withGears() {
  const session = new Session(clockmaker());
  session.run([
    { type: "start" },
    { type: "pickObject", objectId: "note" },
    { type: "pickObject", objectId: "small-gear" },
    { type: "goToScene", sceneId: "wall" },
    { type: "pickObject", objectId: "large-gear" },
  ]);
  return session;
}

describe("inspecting an object", () => {
  it("reveals what its inspect recipe holds, once", () => {
    const session = withGears();
    expect(session.ok({ type: "inspect", objectId: "note" })).toEqual([
      { type: "inspected", objectId: "note", recipeId: "read-note" },
      { type: "flagSet", flag: "note-read" },
      { type: "message", text: 'Under the lamp: "My password is the heart of every clock."' },
    ]);
    expect(session.state.recipesDone).toEqual(["read-note"]);
    expect(session.ok({ type: "inspect", objectId: "note" })).toEqual([{ type: "inspected", objectId: "note", recipeId: null }]);
  });

  it("is just a closer look for an object without a recipe", () => {
    const session = withGears();
    const before = session.state;
    expect(session.ok({ type: "inspect", objectId: "small-gear" })).toEqual([{ type: "inspected", objectId: "small-gear", recipeId: null }]);
    expect(session.state).toEqual(before);
  });

  it("reveals nothing while the recipe's conditions do not hold", () => {
    const def = tweak(lighthouse(), (d) => {
      const recipe = d.recipes[1];
      if (recipe.kind === "inspect") recipe.when = [{ type: "hasObject", objectId: "oil-can" }];
    });
    const session = new Session(def);
    session.run([{ type: "start" }, { type: "clickTarget", targetId: "bunk" }]);
    expect(session.ok({ type: "inspect", objectId: "logbook" })).toEqual([{ type: "inspected", objectId: "logbook", recipeId: null }]);
    session.ok({ type: "pickObject", objectId: "oil-can" });
    expect(session.ok({ type: "inspect", objectId: "logbook" })).toContainEqual({ type: "flagSet", flag: "log-read" });
  });

  it("refuses an unknown object and one not held", () => {
    const session = withGears();
    session.refused({ type: "inspect", objectId: "crown" }, "unknown_object");
    session.refused({ type: "inspect", objectId: "brass-key" }, "not_in_inventory");
  });
});

describe("assembling two objects", () => {
  it("turns both inputs into the result, in either order", () => {
    const session = withGears();
    expect(session.ok({ type: "combine", objectIds: ["large-gear", "small-gear"] })).toEqual([
      { type: "objectLost", objectId: "large-gear" },
      { type: "objectLost", objectId: "small-gear" },
      { type: "objectGained", objectId: "gear-train" },
      { type: "combined", recipeId: "build-gear-train", objectId: "gear-train" },
      { type: "message", text: "The gears mesh perfectly." },
      { type: "achievementUnlocked", achievementId: "tinkerer" },
    ]);
    expect(session.state.inventory).toEqual(["note", "gear-train"]);
    expect(session.state.collected).toEqual(["note", "small-gear", "large-gear", "gear-train"]);
  });

  it("refuses an object with itself, objects not held, unknown ones and pairs with no recipe", () => {
    const session = withGears();
    session.refused({ type: "combine", objectIds: ["note", "note"] }, "same_object");
    session.refused({ type: "combine", objectIds: ["note", "brass-key"] }, "not_in_inventory");
    session.refused({ type: "combine", objectIds: ["crown", "note"] }, "unknown_object");
    session.refused({ type: "combine", objectIds: ["note", "small-gear"] }, "cannot_combine");
  });
});

describe("using an object on a target", () => {
  const withGearTrain = () => {
    const session = withGears();
    session.run([{ type: "combine", objectIds: ["small-gear", "large-gear"] }, { type: "goToScene", sceneId: "desk" }]);
    return session;
  };

  it("solves the target's use-puzzle with the right object, which is used up", () => {
    const session = withGearTrain();
    expect(session.ok({ type: "useObject", objectId: "gear-train", targetId: "clock" })).toEqual([
      { type: "objectLost", objectId: "gear-train" },
      { type: "puzzleSolved", puzzleId: "repair-clock" },
      { type: "message", text: "The clock ticks again and strikes: seven, then three, nine and one." },
    ]);
    expect(session.state.solvedPuzzles).toEqual(["repair-clock"]);
    session.refused({ type: "useObject", objectId: "note", targetId: "clock" }, "already_solved");
  });

  it("keeps an object the puzzle does not consume", () => {
    const session = withGearTrain();
    session.run([
      { type: "useObject", objectId: "gear-train", targetId: "clock" },
      { type: "goToScene", sceneId: "wall" },
      { type: "answer", puzzleId: "safe-code", value: "7391" },
    ]);
    session.ok({ type: "useObject", objectId: "brass-key", targetId: "vault-door" });
    expect(session.state.inventory).toContain("brass-key");
    expect(session.state).toMatchObject({ roomId: "vault", sceneId: "vault-inside" });
  });

  it("counts the wrong object as a wrong answer, with its penalty", () => {
    const session = withGearTrain();
    expect(session.ok({ type: "useObject", objectId: "note", targetId: "clock" })).toEqual([
      { type: "wrongAnswer", puzzleId: "repair-clock", penaltySeconds: 30 },
    ]);
    expect(session.state).toMatchObject({ wrongAnswers: 1, penaltySeconds: 30, inventory: ["note", "gear-train"] });
  });

  it("refuses objects not held, targets unknown, elsewhere or without a use", () => {
    const session = withGearTrain();
    session.refused({ type: "useObject", objectId: "brass-key", targetId: "clock" }, "not_in_inventory");
    session.refused({ type: "useObject", objectId: "crown", targetId: "clock" }, "unknown_object");
    session.refused({ type: "useObject", objectId: "note", targetId: "window" }, "unknown_target");
    session.refused({ type: "useObject", objectId: "note", targetId: "safe" }, "not_in_scene");
    session.refused({ type: "useObject", objectId: "note", targetId: "drawer" }, "no_effect");
  });
});
