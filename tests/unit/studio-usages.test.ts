import { describe, expect, it } from "vitest";
import { asDraft } from "../../app/studio/draft-shape";
import { usagesOf } from "../../app/studio/usages";
import { clockmaker, manor } from "./engine-helpers";

const where = (draft: ReturnType<typeof asDraft>, path: string[]) => usagesOf(draft!, path).map((usage) => usage.path.join("/"));

describe("what uses an item, before deleting it", () => {
  it("lists every item that uses an object once: the settings (main object), zones with their scene, recipes, puzzles, achievements", () => {
    const draft = asDraft(clockmaker());
    expect(where(draft, ["objects", "gear-train"])).toEqual(["settings", "puzzles/repair-clock", "recipes/build-gear-train", "achievements/tinkerer"]);
    expect(where(draft, ["objects", "note"])).toEqual(["scenes/desk/zones/drawer", "recipes/read-note"]);
    expect(usagesOf(draft!, ["objects", "note"])[0]).toMatchObject({ list: "zones", sceneId: "desk" });
  });

  it("finds a puzzle in zones, conditions and hints, a scene in effects and the settings, a room in its scenes", () => {
    const draft = asDraft(clockmaker());
    expect(where(draft, ["puzzles", "safe-code"])).toEqual(["scenes/wall/zones/safe", "hints/h-safe-1", "hints/h-safe-2"]);
    expect(where(draft, ["puzzles", "repair-clock"])).toContain("scenes/desk/zones/clock");
    expect(where(draft, ["scenes", "desk"])).toEqual(["settings"]);
    expect(where(draft, ["scenes", "wall"])).toEqual(["scenes/desk/zones/to-wall"]);
    expect(where(draft, ["rooms", "vault"])).toEqual(expect.arrayContaining(["scenes/vault-inside", "puzzles/open-vault"]));
  });

  it("finds a Classic page's puzzles and nothing for what nothing uses", () => {
    const draft = asDraft(manor());
    expect(where(draft, ["puzzles", "riddle"])).toContain("scenes/library-page");
    expect(where(draft, ["objects", "lit-candle"])).toEqual(["puzzles/light-corner", "recipes/light-candle"]);
    expect(where(draft, ["recipes", "light-candle"])).toEqual([]);
    expect(where(draft, ["hints", "anything"])).toEqual([]);
  });

  it("does not count what sits inside the item itself", () => {
    const game = clockmaker();
    const desk = game.scenes[0];
    if (desk.kind !== "interface") throw new Error("the clockmaker's first scene is an image");
    desk.zones[0].interactions.push({ id: "stay", effects: [{ type: "goToScene", sceneId: "desk" }] });
    expect(where(asDraft(game), ["scenes", "desk"])).toEqual(["settings"]);
  });
});
