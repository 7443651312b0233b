import { describe, expect, it } from "vitest";
import { stateProblems, targetVisible } from "../../app/engine";
import { clockmaker, FIXTURES, Session, tweak } from "./engine-helpers";

/** What the end screen and the renderers learn from the engine: how a game ended, and what was taken away. */

describe("how a game ended", () => {
  it("keeps the ending move's own words when a win effect ends it", () => {
    const session = new Session(clockmaker());
    session.run(FIXTURES.interface.walkthrough);
    expect(session.state.outcome).toBe("won");
    expect(session.state.ending).toEqual({ cause: "effect", texts: ["ACCESS GRANTED. The vault's back door opens onto the street."] });
    expect(stateProblems(session.def, session.state)).toEqual([]);
  });

  it("tells a lose effect from the game's losing conditions", () => {
    const byMove = tweak(clockmaker(), (d) => {
      d.scenes[0].kind === "interface" &&
        d.scenes[0].zones.push({
          id: "red-button",
          label: "Red button",
          shape: { type: "rect", x: 0.9, y: 0.9, width: 0.05, height: 0.05 },
          interactions: [{ id: "press", effects: [{ type: "showMessage", text: "The alarm goes off." }, { type: "lose" }] }],
        });
    });
    const pressed = new Session(byMove);
    pressed.run([{ type: "start" }, { type: "clickTarget", targetId: "red-button" }]);
    expect(pressed.state.outcome).toBe("lost");
    expect(pressed.state.ending).toEqual({ cause: "effect", texts: ["The alarm goes off."] });

    const byRules = tweak(clockmaker(), (d) => {
      d.rules.loseWhen = [{ type: "hasObject", objectId: "small-gear" }];
    });
    const took = new Session(byRules);
    took.run([{ type: "start" }, { type: "pickObject", objectId: "small-gear" }]);
    expect(took.state.outcome).toBe("lost");
    expect(took.state.ending).toEqual({ cause: "rules", texts: [] });
  });

  it("says the player stopped it on leaving", () => {
    const session = new Session(clockmaker());
    session.run([{ type: "start" }, { type: "leave" }]);
    expect(session.state.ending).toEqual({ cause: "player", texts: [] });
  });
});

describe("a target that only holds an object", () => {
  it("goes from the scene once its object is taken, while one with more to it stays", () => {
    const session = new Session(clockmaker());
    session.run([{ type: "start" }]);
    const desk = session.def.scenes[0];
    if (desk.kind !== "interface") throw new Error("the clockmaker starts on a picture");
    const spot = desk.zones.find((zone) => zone.id === "small-gear-spot")!;
    const drawer = desk.zones.find((zone) => zone.id === "drawer")!;
    expect(targetVisible(spot, session.state)).toBe(true);
    session.run([
      { type: "pickObject", objectId: "small-gear" },
      { type: "pickObject", objectId: "note" },
    ]);
    expect(targetVisible(spot, session.state)).toBe(false);
    expect(targetVisible(drawer, session.state)).toBe(true);
    session.refused({ type: "clickTarget", targetId: "small-gear-spot" }, "target_hidden");
  });

  it("stays on a Classic page, which is text to read", () => {
    const block = { kind: "text", text: "A lemon on the bench.", objectId: "lemon", interactions: [] };
    const session = new Session(clockmaker());
    expect(targetVisible(block, { ...session.state, collected: ["lemon"] })).toBe(true);
  });
});
