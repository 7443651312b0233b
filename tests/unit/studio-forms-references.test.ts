import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../../app/engine/definition";
import { flagsInUse, hintsOfPuzzle, itemAt, objectOptions, picksOf, recipesOfObject, scenesOfRoom, targetLabel, targetOptions } from "../../app/studio/forms/references";
import { clockmaker, manor } from "./engine-helpers";

describe("the inspector's choices built from the draft", () => {
  it("lists objects by name, and by id when the name is still empty", () => {
    const draft = structuredClone(manor());
    draft.objects[0].name = "  ";
    const options = objectOptions(draft);
    expect(options[0]).toEqual({ value: "candle", label: "candle" });
    expect(options[1]).toEqual({ value: "matches", label: "Matchbox" });
  });

  it("names every target of the game as scene name › target label, whatever kind of target it is", () => {
    const options = targetOptions(manor());
    expect(options).toContainEqual({ value: "library-film", label: "The library › The typewriter types a riddle" });
    const ids = options.map((option) => option.value);
    const allTargets = manor().scenes.flatMap((scene) => (scene.kind === "classic" ? scene.blocks.map((block) => block.id) : []));
    expect(ids).toEqual(allTargets);
    expect(targetOptions(clockmaker()).every((option) => option.label.includes(" › "))).toBe(true);
  });

  it("shortens a text block's words to a readable label and falls back to the id when there are none", () => {
    const long = { id: "intro", kind: "text" as const, text: "A very long paragraph that goes on and on about the dusty manor", interactions: [] };
    expect(targetLabel(long)).toMatch(/^A very long paragraph.*…$/);
    expect(targetLabel(long).length).toBeLessThanOrEqual(40);
    expect(targetLabel({ id: "pic", kind: "image", src: "/a.png", alt: " ", interactions: [] })).toBe("pic");
  });

  it("collects every flag the game sets or tests, once each and sorted", () => {
    const draft: GameDefinition = structuredClone(manor());
    draft.rules.winWhen = [{ type: "flagSet", flag: "zz-last" }];
    draft.achievements.push({ id: "a2", name: "A", description: "B", hidden: false, when: [{ type: "flagSet", flag: "aa-first" }] });
    const flags = flagsInUse(draft);
    expect(flags).toContain("letter-read");
    expect(flags[0]).toBe("aa-first");
    expect(flags.at(-1)).toBe("zz-last");
    expect(new Set(flags).size).toBe(flags.length);
  });

  it("reads a half-made draft without failing", () => {
    const draft = { scenes: [{ id: "s", kind: "interface", name: "", zones: [{ id: "z", label: "", interactions: [] }] }] } as unknown as GameDefinition;
    expect(targetOptions(draft)).toEqual([{ value: "z", label: "s › z" }]);
    expect(flagsInUse(draft)).toEqual([]);
    expect(picksOf(draft, "Hi")).toEqual({ objectId: "", roomId: "", sceneId: "s", puzzleId: "", flag: "flag-1", message: "Hi" });
  });

  it("finds a room's scenes, an object's recipes and a puzzle's hints in order", () => {
    const draft = manor();
    expect(scenesOfRoom(draft, "library").map((option) => option.value)).toEqual(draft.scenes.filter((s) => s.roomId === "library").map((s) => s.id));
    const candleRecipes = recipesOfObject(draft, "candle");
    expect(candleRecipes.length).toBeGreaterThan(0);
    expect(candleRecipes.every((recipe) => (recipe.kind === "inspect" ? recipe.objectId === "candle" : recipe.inputs.includes("candle") || recipe.result === "candle"))).toBe(true);
    const withHints = draft.hints.find((hint) => hint.puzzleId)?.puzzleId ?? "";
    expect(hintsOfPuzzle(draft, withHints).map((hint) => hint.id)).toEqual(draft.hints.filter((hint) => hint.puzzleId === withHints).map((hint) => hint.id));
  });

  it("reads the item at an editor's path, walking lists by id", () => {
    const draft = clockmaker();
    expect(itemAt(draft, ["scenes", "desk", "zones", "drawer", "label"])).toBe(draft.scenes[0].kind === "interface" ? draft.scenes[0].zones[0].label : undefined);
    expect(itemAt(draft, ["meta", "title"])).toBe(draft.meta.title);
    expect(itemAt(draft, ["scenes", "nowhere", "zones"])).toBeUndefined();
    expect(itemAt(draft, ["meta", "title", "deeper"])).toBeUndefined();
  });
});
