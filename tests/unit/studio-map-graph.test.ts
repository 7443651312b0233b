import { describe, expect, it } from "vitest";
import { puzzleMap } from "../../app/studio/map/graph";
import { edgePath, layout } from "../../app/studio/map/layout";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { clockmaker, tweak } from "./engine-helpers";

/** The map's graph: what leads to what, in columns by when a player first gets there. */

const column = (map: ReturnType<typeof puzzleMap>, key: string) => map.columns.findIndex((c) => c.some((node) => node.key === key));

describe("the map of the puzzle chain", () => {
  it("draws the chain: the safe gives the key, the key opens the door, the door unlocks the vault, the terminal wins", () => {
    const map = puzzleMap(clockmaker());
    const links = map.edges.map((edge) => `${edge.from} ${edge.kind} ${edge.to}`);
    expect(links).toEqual(
      expect.arrayContaining([
        "scene:wall shows puzzle:safe-code",
        "puzzle:safe-code gives object:brass-key",
        "object:brass-key opens puzzle:open-vault",
        "puzzle:open-vault unlocks room:vault",
        "room:vault contains scene:vault-inside",
        "object:small-gear makes object:gear-train",
        "puzzle:terminal-login wins win",
      ]),
    );
    // Columns follow the order a player gets there.
    const order = ["room:workshop", "puzzle:safe-code", "object:brass-key", "puzzle:open-vault", "room:vault", "puzzle:terminal-login", "win"].map((key) => column(map, key));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    expect(map.nodes.every((node) => node.depth !== null)).toBe(true);
    // Each node knows what to select in the studio.
    expect(map.nodes.find((node) => node.key === "object:brass-key")?.path).toEqual(["objects", "brass-key"]);
    expect(map.nodes.find((node) => node.key === "win")?.path).toEqual(["settings"]);
  });

  it("puts what no player can reach in a last column of its own", () => {
    const map = puzzleMap(
      tweak(clockmaker(), (copy) => {
        copy.puzzles.find((p) => p.id === "safe-code")!.effects = [{ type: "showMessage", text: "Empty." }];
      }),
    );
    const last = map.columns.at(-1)!;
    expect(last.map((node) => node.key)).toEqual(["room:vault", "scene:vault-inside", "puzzle:open-vault", "puzzle:terminal-login", "object:brass-key", "win"]);
    expect(last.every((node) => node.depth === null)).toBe(true);
    expect(map.columns.slice(0, -1).flat().every((node) => node.depth !== null)).toBe(true);
  });

  it.each(Object.entries(DEMO_GAME_IDS))("lays %s out without two nodes on one spot, every node reached", (_id, demo) => {
    const map = puzzleMap(demo.definition);
    const placed = layout(map.columns);
    const spots = map.nodes.map((node) => placed.at.get(node.key)!).map((at) => `${at.x},${at.y}`);
    expect(new Set(spots).size).toBe(map.nodes.length);
    expect(map.nodes.filter((node) => node.depth === null)).toEqual([]);
    for (const edge of map.edges) expect(edgePath(placed.at.get(edge.from)!, placed.at.get(edge.to)!)).toMatch(/^M [\d.]+ [\d.]+ C /);
  });
});

describe("the map's arrows", () => {
  it("leave out walking between the scenes of one room, and keep a way into another room", () => {
    const links = puzzleMap(clockmaker()).edges.map((edge) => `${edge.from} ${edge.kind} ${edge.to}`);
    expect(links).not.toContain("scene:desk leadsTo scene:wall");
    expect(links).toContain("puzzle:open-vault leadsTo scene:vault-inside");
  });
});
