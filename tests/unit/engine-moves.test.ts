import { describe, expect, it } from "vitest";
import type { Action } from "../../app/engine/actions";
import { reduce } from "../../app/engine/reducer";
import { initialState } from "../../app/engine/state";
import { clockmaker, lighthouse, manor, Session, types } from "./engine-helpers";

describe("starting and the session's status", () => {
  it("starts in the start scene with nothing held and the clock at zero", () => {
    const session = new Session(clockmaker());
    expect(session.state).toMatchObject({ status: "ready", roomId: "workshop", sceneId: "desk", elapsedMs: 0, inventory: [] });
    expect(session.state.unlockedRooms).toEqual(["workshop"]);
    expect(session.ok({ type: "start" })).toEqual([
      { type: "started" },
      { type: "roomEntered", roomId: "workshop" },
      { type: "sceneEntered", sceneId: "desk" },
    ]);
    expect(session.state).toMatchObject({ status: "running", startedAt: session.now, runningSince: session.now });
  });

  it("refuses to start twice", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    session.refused({ type: "start" }, "already_started");
  });

  it("refuses every game action before the start", () => {
    const actions: Action[] = [
      { type: "pickObject", objectId: "note" },
      { type: "goToScene", sceneId: "wall" },
      { type: "askHint" },
      { type: "pause" },
      { type: "resume" },
      { type: "continueAfterTimeUp" },
    ];
    const session = new Session(clockmaker());
    for (const action of actions) session.refused(action, "not_started");
  });

  it("lets a player leave before starting, and then refuses everything", () => {
    const session = new Session(clockmaker());
    expect(session.ok({ type: "leave" })).toEqual([{ type: "ended", outcome: "left", timerSeconds: 0 }]);
    session.refused({ type: "start" }, "ended");
    session.refused({ type: "leave" }, "ended");
  });

  it("ends with 'left' and the time played when the player leaves", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    session.wait(42);
    expect(session.ok({ type: "leave" })).toEqual([{ type: "ended", outcome: "left", timerSeconds: 42 }]);
    expect(session.state).toMatchObject({ status: "ended", outcome: "left", elapsedMs: 42_000, runningSince: null });
  });

  it("refuses an action at a time that is not a number", () => {
    const state = initialState(clockmaker());
    const result = reduce(clockmaker(), state, { type: "start" }, Number.NaN);
    expect(result).toEqual({ state, events: [{ type: "refused", action: "start", reason: "invalid_time" }] });
  });

  it("never changes the state it was given", () => {
    const def = clockmaker();
    const state = initialState(def);
    const copy = structuredClone(state);
    reduce(def, state, { type: "start" }, 0);
    expect(state).toEqual(copy);
  });
});

describe("moving between rooms and scenes", () => {
  const started = () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    return session;
  };

  it("goes to another scene of an unlocked room", () => {
    const session = started();
    expect(session.ok({ type: "goToScene", sceneId: "wall" })).toEqual([{ type: "sceneEntered", sceneId: "wall" }]);
    expect(session.state.sceneId).toBe("wall");
  });

  it("refuses an unknown scene, a scene in a locked room and the scene the player is in", () => {
    const session = started();
    session.refused({ type: "goToScene", sceneId: "cellar" }, "unknown_scene");
    session.refused({ type: "goToScene", sceneId: "vault-inside" }, "locked_room");
    session.refused({ type: "goToScene", sceneId: "desk" }, "already_there");
  });

  it("enters a room at its first scene", () => {
    const session = started();
    session.ok({ type: "goToScene", sceneId: "wall" });
    expect(session.ok({ type: "enterRoom", roomId: "workshop" })).toEqual([{ type: "sceneEntered", sceneId: "desk" }]);
  });

  it("refuses an unknown room, a locked room, and the room's entry when already there", () => {
    const session = started();
    session.refused({ type: "enterRoom", roomId: "garden" }, "unknown_room");
    session.refused({ type: "enterRoom", roomId: "vault" }, "locked_room");
    session.refused({ type: "enterRoom", roomId: "workshop" }, "already_there");
  });

  it("enters a room once an effect unlocked it, announcing the room change", () => {
    const session = new Session(manor());
    session.ok({ type: "start" });
    session.refused({ type: "enterRoom", roomId: "library" }, "locked_room");
    expect(session.ok({ type: "answer", puzzleId: "library-door", value: "0415" })).toContainEqual({ type: "roomUnlocked", roomId: "library" });
    expect(session.ok({ type: "enterRoom", roomId: "library" })).toEqual([
      { type: "roomEntered", roomId: "library" },
      { type: "sceneEntered", sceneId: "library-page" },
    ]);
  });
});

describe("clicking a target", () => {
  it("runs the first interaction whose conditions hold and remembers it fired", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    expect(session.ok({ type: "clickTarget", targetId: "drawer" })).toEqual([
      { type: "interacted", targetId: "drawer", interactionId: "drawer-look" },
      { type: "message", text: "Papers, shavings, and a folded note." },
    ]);
    expect(session.state.triggered).toEqual(["drawer-look"]);
  });

  it("moves to another scene when the interaction says so", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    expect(types(session.ok({ type: "clickTarget", targetId: "to-wall" }))).toEqual(["interacted", "sceneEntered"]);
    expect(session.state.sceneId).toBe("wall");
  });

  it("skips a once-only interaction the second time, falling through to the next", () => {
    const session = new Session(lighthouse());
    session.ok({ type: "start" });
    expect(session.ok({ type: "clickTarget", targetId: "bunk" })).toContainEqual({ type: "objectGained", objectId: "logbook" });
    expect(session.ok({ type: "clickTarget", targetId: "bunk" })).toEqual([
      { type: "interacted", targetId: "bunk", interactionId: "bunk-empty" },
      { type: "message", text: "Nothing else under the mattress." },
    ]);
  });

  it("follows negated conditions: the stopped clock says nothing once repaired", () => {
    const session = new Session(clockmaker());
    session.run([{ type: "start" }, { type: "clickTarget", targetId: "clock" }]);
    session.run([
      { type: "pickObject", objectId: "small-gear" },
      { type: "goToScene", sceneId: "wall" },
      { type: "pickObject", objectId: "large-gear" },
      { type: "combine", objectIds: ["large-gear", "small-gear"] },
      { type: "goToScene", sceneId: "desk" },
      { type: "useObject", objectId: "gear-train", targetId: "clock" },
    ]);
    session.refused({ type: "clickTarget", targetId: "clock" }, "no_effect");
  });

  it("refuses an unknown target, one in another scene, a hidden one and one that does nothing", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    session.refused({ type: "clickTarget", targetId: "window" }, "unknown_target");
    session.refused({ type: "clickTarget", targetId: "shelf" }, "not_in_scene");
    session.refused({ type: "clickTarget", targetId: "small-gear-spot" }, "no_effect");
  });

  it("refuses a target whose visibility conditions do not hold, until they do", () => {
    const session = new Session(manor());
    // The login can be guessed without the letter, and the dark corner shows only to the letter's holder.
    session.run([
      { type: "start" },
      { type: "answer", puzzleId: "library-door", value: "0415" },
      { type: "enterRoom", roomId: "library" },
      { type: "answer", puzzleId: "study-computer", value: { login: "nightowl", password: "quarterpastfour" } },
      { type: "enterRoom", roomId: "attic" },
    ]);
    session.refused({ type: "clickTarget", targetId: "dark-corner" }, "target_hidden");
    session.run([{ type: "enterRoom", roomId: "library" }, { type: "answer", puzzleId: "riddle", value: "echo" }]);
    session.run([{ type: "enterRoom", roomId: "attic" }, { type: "clickTarget", targetId: "dark-corner" }]);
  });
});

describe("picking an object up", () => {
  it("puts an object lying in the scene into the inventory", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    expect(session.ok({ type: "pickObject", objectId: "note" })).toEqual([{ type: "objectGained", objectId: "note" }]);
    expect(session.state).toMatchObject({ inventory: ["note"], collected: ["note"] });
  });

  it("refuses an unknown object, one lying elsewhere, and one already picked", () => {
    const session = new Session(clockmaker());
    session.ok({ type: "start" });
    session.refused({ type: "pickObject", objectId: "crown" }, "unknown_object");
    session.refused({ type: "pickObject", objectId: "large-gear" }, "not_here");
    session.ok({ type: "pickObject", objectId: "note" });
    session.refused({ type: "pickObject", objectId: "note" }, "already_picked");
  });
});
