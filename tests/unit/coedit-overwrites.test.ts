import { afterEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { writeDefinition } from "../../app/lib/drafts/document";
import { setAt } from "../../app/lib/drafts/edits";
import { watchOverwrites, type Overwrite } from "../../app/studio/coedit/overwrites";

const manor = DEMO_GAME_IDS["manoir-horloger"].definition;
const scene = manor.scenes.find((s) => s.kind === "interface" && s.zones.length > 1)!;
const zones = scene.kind === "interface" ? scene.zones : [];

/** Two editors on one draft, each with a fixed Yjs client id (the higher one wins a concurrent write). */
function twoEditors() {
  const a = new Y.Doc();
  a.clientID = 100;
  writeDefinition(a, manor);
  const b = new Y.Doc();
  b.clientID = 200;
  exchange(a, b);
  return { a, b };
}
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), "room");
const exchange = (a: Y.Doc, b: Y.Doc) => {
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, fromA, "room");
  Y.applyUpdate(a, fromB, "room");
};
const watch = (doc: Y.Doc, origin: string) => {
  const seen: Overwrite[] = [];
  watchOverwrites(doc, new Set([origin]), (overwrite) => seen.push(overwrite));
  return seen;
};

afterEach(() => vi.useRealTimers());

describe("telling an editor that another editor replaced their change", () => {
  it("tells the editor whose title lost a concurrent edit, with the winner's client id, and only them", () => {
    const { a, b } = twoEditors();
    const seenByA = watch(a, "a");
    const seenByB = watch(b, "b");
    setAt(a, ["meta", "title"], "Le manoir d'Alice", "a");
    setAt(b, ["meta", "title"], "Le manoir de Bob", "b");
    exchange(a, b);
    expect(a.getMap("definition").toJSON().meta.title).toBe("Le manoir de Bob");
    expect(b.getMap("definition").toJSON().meta.title).toBe("Le manoir de Bob");
    expect(seenByA).toEqual([{ path: ["meta", "title"], by: 200, mine: "Le manoir d'Alice" }]);
    expect(seenByB).toEqual([]);
  });

  it("names a zone's field by the ids of its scene and zone", () => {
    const { a, b } = twoEditors();
    const seenByA = watch(a, "a");
    const label = ["scenes", scene.id, "zones", zones[0].id, "label"];
    setAt(a, label, "Porte dérobée", "a");
    setAt(b, label, "Trappe", "b");
    exchange(a, b);
    expect(seenByA).toEqual([{ path: label, by: 200, mine: "Porte dérobée" }]);
  });

  it("says nothing when the other editor changes a different field, or writes the same value", () => {
    const { a, b } = twoEditors();
    const seenByA = watch(a, "a");
    setAt(a, ["meta", "title"], "Même titre", "a");
    setAt(b, ["scenes", scene.id, "zones", zones[1].id, "label"], "Horloge", "b");
    exchange(a, b);
    setAt(b, ["meta", "title"], "Même titre", "b");
    sync(b, a);
    expect(seenByA).toEqual([]);
  });

  it("tells a later overwrite within ten seconds, but not one of a value written longer ago", () => {
    vi.useFakeTimers();
    const { a, b } = twoEditors();
    const seenByA = watch(a, "a");
    setAt(a, ["meta", "title"], "Premier", "a");
    sync(a, b);
    vi.advanceTimersByTime(4_000);
    setAt(b, ["meta", "title"], "Second", "b");
    sync(b, a);
    expect(seenByA).toEqual([{ path: ["meta", "title"], by: 200, mine: "Premier" }]);

    setAt(a, ["meta", "title"], "Troisième", "a");
    sync(a, b);
    vi.advanceTimersByTime(11_000);
    setAt(b, ["meta", "title"], "Quatrième", "b");
    sync(b, a);
    expect(seenByA).toHaveLength(1);
  });

  it("does not count the editor's own successive changes as an overwrite", () => {
    const { a } = twoEditors();
    const seen = watch(a, "a");
    setAt(a, ["meta", "title"], "Un", "a");
    setAt(a, ["meta", "title"], "Deux", "a");
    expect(seen).toEqual([]);
  });
});
