import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { parseDefinition, type GameDefinition, type Puzzle } from "../../app/engine";
import { deriveDraftJson } from "../../app/lib/drafts/derived.server";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { setAt } from "../../app/lib/drafts/edits";
import { asDraft } from "../../app/studio/draft-shape";
import { clockmaker, tweak } from "./engine-helpers";

/** A game with the five symbol locks, as the studio stores it: written to a project's document, edited, stored, read back. */

const LOCKS: Puzzle[] = [
  { id: "lock-arrows", name: "Arrows", kind: "directional", sequence: ["up", "left", "left"], effects: [{ type: "showMessage", text: "a" }] },
  { id: "lock-colours", name: "Colours", kind: "colours", sequence: ["white", "black", "red"], effects: [{ type: "showMessage", text: "b" }] },
  { id: "lock-shapes", name: "Shapes", kind: "shapes", sequence: ["cross", "moon"], effects: [{ type: "showMessage", text: "c" }] },
  { id: "lock-pattern", name: "Pattern", kind: "pattern", dots: ["7", "5", "3", "6"], effects: [{ type: "showMessage", text: "d" }] },
  { id: "lock-dial", name: "Dial", kind: "dial", code: "0099", effects: [{ type: "showMessage", text: "e" }] },
];

const withLocks = (): GameDefinition =>
  tweak(clockmaker(), (def) => {
    def.puzzles.push(...structuredClone(LOCKS));
    // Shown on the desk's page of zones, so that no lock is out of reach.
    const desk = def.scenes.find((scene) => scene.id === "desk");
    if (desk?.kind === "interface") {
      for (const lock of LOCKS) desk.zones.push({ id: `zone-${lock.id}`, label: lock.name, shape: { type: "rect", x: 0, y: 0, width: 0.1, height: 0.1 }, puzzleId: lock.id, interactions: [] });
    }
  });

const stored = (doc: Y.Doc) => {
  const derived = deriveDraftJson(Y.encodeStateAsUpdate(doc).slice().buffer);
  return derived.kind === "json" ? JSON.parse(derived.json) : null;
};

describe("symbol locks in the studio's document", () => {
  it("open in the editor and are stored exactly as written", () => {
    const definition = withLocks();
    const doc = new Y.Doc();
    writeDefinition(doc, definition);
    expect(asDraft(readDefinition(doc))).toStrictEqual(definition);
    const json = stored(doc);
    expect(json).toStrictEqual(definition);
    expect(parseDefinition(json).ok).toBe(true);
  });

  it("keep a new answer written by the lock's field, in order", () => {
    const doc = new Y.Doc();
    writeDefinition(doc, withLocks());
    setAt(doc, ["puzzles", "lock-colours", "sequence"], ["blue", "blue", "yellow", "green"], "editor");
    setAt(doc, ["puzzles", "lock-pattern", "dots"], ["1", "2", "3"], "editor");
    setAt(doc, ["puzzles", "lock-dial", "code"], "4812", "editor");
    const parsed = parseDefinition(stored(doc));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const byId = (id: string) => parsed.definition.puzzles.find((puzzle) => puzzle.id === id);
    expect(byId("lock-colours")).toMatchObject({ sequence: ["blue", "blue", "yellow", "green"] });
    expect(byId("lock-pattern")).toMatchObject({ dots: ["1", "2", "3"] });
    expect(byId("lock-dial")).toMatchObject({ code: "4812" });
  });
});
