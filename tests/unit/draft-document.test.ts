import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { blankDefinition } from "../../app/lib/drafts/blank";
import { readDefinition, ROOT, writeDefinition } from "../../app/lib/drafts/document";

const written = (json: unknown) => {
  const doc = new Y.Doc();
  writeDefinition(doc, json);
  return doc;
};

/** The document as another editor receives it: through Yjs's own encoding. */
const synced = (doc: Y.Doc) => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

describe("a game definition as a shared document", () => {
  it.each(Object.entries(DEMO_GAME_IDS))("gives back the starter %s exactly, also after a sync", (_id, demo) => {
    const doc = written(demo.definition);
    expect(readDefinition(doc)).toStrictEqual(demo.definition);
    expect(readDefinition(synced(doc))).toStrictEqual(demo.definition);
  });

  it.each(["interface", "360", "classic"] as const)("gives back the blank %s definition exactly", (type) => {
    const blank = blankDefinition(type, "Mon projet", "de");
    expect(readDefinition(written(blank))).toStrictEqual(blank);
  });

  it("keeps whatever JSON it is given, broken or not, including keys that look like its own markers", () => {
    const odd = { scenes: [{ id: "a" }, { id: "a" }, 3], $items: { $order: [null, true, [1.5, "x"]] }, text: "", rooms: [] };
    expect(readDefinition(written(odd))).toStrictEqual(odd);
  });

  it("keeps scenes as items by id with their order beside them, and descriptions as shared text", () => {
    const doc = written(DEMO_GAME_IDS["manoir-horloger"].definition);
    const scenes = doc.getMap(ROOT).get("scenes") as Y.Map<unknown>;
    const items = scenes.get("$items") as Y.Map<Y.Map<unknown>>;
    const first = DEMO_GAME_IDS["manoir-horloger"].definition.scenes[0];
    expect((scenes.get("$order") as Y.Array<string>).get(0)).toBe(first.id);
    expect(items.get(first.id)?.get("name")).toBe(first.name);
    expect((doc.getMap(ROOT).get("meta") as Y.Map<unknown>).get("summary")).toBeInstanceOf(Y.Text);
  });

  it("merges two editors' edits of different scenes, and rewriting the same definition changes nothing", () => {
    const definition = DEMO_GAME_IDS["labo-volta"].definition;
    const alice = written(definition);
    const bob = synced(alice);
    const [one, two] = definition.scenes;
    writeDefinition(alice, { ...definition, scenes: definition.scenes.map((s) => (s.id === one.id ? { ...s, name: "Salle A" } : s)) });
    writeDefinition(bob, { ...definition, scenes: definition.scenes.map((s) => (s.id === two.id ? { ...s, name: "Salle B" } : s)) });
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(bob));
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    const names = (readDefinition(alice) as typeof definition).scenes.map((s) => s.name);
    expect(names.slice(0, 2)).toEqual(["Salle A", "Salle B"]);
    expect(readDefinition(bob)).toStrictEqual(readDefinition(alice));

    const before = Y.encodeStateVector(alice);
    writeDefinition(alice, readDefinition(alice));
    expect(Y.encodeStateVector(alice)).toStrictEqual(before);
  });

  it("replaces a definition with another, removing what the new one does not have", () => {
    const doc = written(DEMO_GAME_IDS["labo-volta"].definition);
    const blank = blankDefinition("classic", "Vide", "fr");
    writeDefinition(doc, blank);
    expect(readDefinition(doc)).toStrictEqual(blank);
    writeDefinition(doc, DEMO_GAME_IDS["labo-volta"].definition);
    expect(readDefinition(doc)).toStrictEqual(DEMO_GAME_IDS["labo-volta"].definition);
  });
});
