import { describe, expect, it } from "vitest";
import { moveItem, neighbourMoveIndex, optionalList, removeItem, replaceItem, withOptional } from "../../app/studio/forms/list-edits";

describe("editing a list of conditions, effects or rules", () => {
  it("moves an item up or down by one and refuses to move past either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("removes and replaces one item without touching the original list", () => {
    const list = ["a", "b", "c"];
    expect(removeItem(list, 1)).toEqual(["a", "c"]);
    expect(replaceItem(list, 2, "z")).toEqual(["a", "b", "z"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("moving a puzzle's hint among the game's hints", () => {
  const hints = [
    { id: "h1", puzzleId: "safe" },
    { id: "g1" },
    { id: "h2", puzzleId: "safe" },
    { id: "o1", puzzleId: "door" },
    { id: "h3", puzzleId: "safe" },
  ];
  const ofSafe = (hint: { puzzleId?: string }) => hint.puzzleId === "safe";

  /** What the shared list's move does: take the item out, insert it at the index. */
  const apply = (id: string, index: number) => {
    const rest = hints.filter((hint) => hint.id !== id);
    rest.splice(index, 0, hints.find((hint) => hint.id === id)!);
    return rest.filter(ofSafe).map((hint) => hint.id);
  };

  it("swaps a hint with the previous hint of the same puzzle when moved up", () => {
    const index = neighbourMoveIndex(hints, "h2", -1, ofSafe);
    expect(apply("h2", index!)).toEqual(["h2", "h1", "h3"]);
  });

  it("swaps a hint with the next hint of the same puzzle when moved down", () => {
    const index = neighbourMoveIndex(hints, "h2", 1, ofSafe);
    expect(apply("h2", index!)).toEqual(["h1", "h3", "h2"]);
    expect(apply("h1", neighbourMoveIndex(hints, "h1", 1, ofSafe)!)).toEqual(["h2", "h1", "h3"]);
  });

  it("says there is nowhere to go for the first hint up and the last hint down", () => {
    expect(neighbourMoveIndex(hints, "h1", -1, ofSafe)).toBeNull();
    expect(neighbourMoveIndex(hints, "h3", 1, ofSafe)).toBeNull();
    expect(neighbourMoveIndex(hints, "nope", 1, ofSafe)).toBeNull();
  });
});

describe("optional fields of a strict definition", () => {
  it("sets an optional field, and leaves it out entirely rather than empty", () => {
    const interaction = { id: "e", once: true, effects: [] as string[] };
    expect(withOptional(interaction, "once", undefined)).toEqual({ id: "e", effects: [] });
    expect("once" in withOptional(interaction, "once", undefined)).toBe(false);
    expect(withOptional({ id: "e" } as { id: string; once?: boolean }, "once", true)).toEqual({ id: "e", once: true });
    expect(optionalList([])).toBeUndefined();
    expect(optionalList(["x"])).toEqual(["x"]);
  });
});
