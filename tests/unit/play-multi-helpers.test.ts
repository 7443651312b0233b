import { describe, expect, it } from "vitest";
import { initialState, reduce, stripSolutions, targetVisible, type GameDefinition } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { sceneTargetsOf } from "../../app/play/game/scene-targets";
import { pointableTargets, targetLabelOf } from "../../app/play/multi/pointing";
import { gamePathOf, groupedCode, joinUrl, sessionPath } from "../../app/play/multi/session-paths";

/** What the lobby shares and what a teammate's pointer says: small rules players see every time. */

describe("a session's addresses", () => {
  it("leads from any page of the session to the game, the session and the link to share", () => {
    for (const pathname of ["/play2D/manoir-horloger", "/play2D/manoir-horloger/482913075", "/play2D/manoir-horloger/482913075/join"]) {
      expect(gamePathOf(pathname)).toBe("/play2D/manoir-horloger");
    }
    expect(sessionPath("/private360/phare/", "731500100")).toBe("/private360/phare/731500100");
    expect(joinUrl("https://escaplay.fr", "/play/labo-volta", "731500100")).toBe("https://escaplay.fr/play/labo-volta/731500100/join");
  });

  it("groups a code by three digits from the right, so it reads out loud", () => {
    expect(groupedCode("482913075")).toBe("482 913 075");
    expect(groupedCode("1234")).toBe("1 234");
    expect(groupedCode("12")).toBe("12");
  });
});

describe("pointing a teammate at something", () => {
  for (const type of ["interface", "360", "classic"] as const) {
    it(`offers exactly the visible targets of the team's scene in the ${type} demo, each with a readable name`, () => {
      const def: GameDefinition = DEMO_GAMES[type].definition;
      const state = reduce(def, initialState(def), { type: "start" }, 1_000).state;
      const view = stripSolutions(def, state);
      const scene = view.scenes.find((candidate) => candidate.id === state.sceneId)!;
      const visible = sceneTargetsOf(scene).filter((target) => targetVisible(target, state));

      const offered = pointableTargets(view, state);
      expect(offered.map((target) => target.id)).toEqual(visible.map((target) => target.id));
      expect(offered.length).toBeGreaterThan(0);
      for (const target of offered) {
        expect(target.name.trim(), target.id).not.toBe("");
        expect(target.name.length, target.id).toBeLessThanOrEqual(60);
        // The announcement names the same thing the picker offered.
        expect(targetLabelOf(view, target.id)).toBe(target.name);
      }
    });
  }

  it("names an object by its name and says nothing about an id the view does not know", () => {
    const def = DEMO_GAMES.interface.definition;
    const view = stripSolutions(def, initialState(def));
    const object = view.objects[0];
    expect(targetLabelOf(view, object.id)).toBe(object.name);
    expect(targetLabelOf(view, "no-such-target")).toBeNull();
  });
});
