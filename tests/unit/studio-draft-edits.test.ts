import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { readDefinition, ROOT, writeDefinition } from "../../app/lib/drafts/document";
import { insertAt, moveAt, removeAt, setAt } from "../../app/lib/drafts/edits";
import { FIRST_FIELD, selectionOfIssue } from "../../app/studio/selection";
import { asDraft } from "../../app/studio/draft-shape";
import type { GameDefinition } from "../../app/engine";

const manor = DEMO_GAME_IDS["manoir-horloger"].definition;
const sceneWithZones = manor.scenes.find((scene) => scene.kind === "interface" && scene.zones.length > 1)!;
const zones = sceneWithZones.kind === "interface" ? sceneWithZones.zones : [];

const seeded = () => {
  const doc = new Y.Doc();
  writeDefinition(doc, manor);
  return doc;
};
const read = (doc: Y.Doc) => readDefinition(doc) as GameDefinition;
const zoneOf = (doc: Y.Doc, id: string) => {
  const scene = read(doc).scenes.find((s) => s.id === sceneWithZones.id);
  return scene?.kind === "interface" ? scene.zones.find((z) => z.id === id) : undefined;
};
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

describe("the editors' changes to a shared draft", () => {
  it("sets a field of an item found by id, and nothing else", () => {
    const doc = seeded();
    const zonePath = ["scenes", sceneWithZones.id, "zones", zones[0].id];
    setAt(doc, [...zonePath, "label"], "Porte dérobée", "me");
    expect(zoneOf(doc, zones[0].id)?.label).toBe("Porte dérobée");
    const expected = structuredClone(manor) as GameDefinition;
    const scene = expected.scenes.find((s) => s.id === sceneWithZones.id)!;
    if (scene.kind === "interface") scene.zones[0].label = "Porte dérobée";
    expect(read(doc)).toStrictEqual(expected);
  });

  it("creates an optional object on the way and removes a field set to undefined", () => {
    const doc = seeded();
    const object = manor.objects.find((o) => !o.detail)!;
    setAt(doc, ["objects", object.id, "detail", "text"], "Gravé : 1887", "me");
    expect(read(doc).objects.find((o) => o.id === object.id)?.detail).toStrictEqual({ text: "Gravé : 1887" });
    setAt(doc, ["objects", object.id, "detail"], undefined, "me");
    expect(read(doc).objects.find((o) => o.id === object.id)).toStrictEqual(object);
  });

  it("adds, moves and removes items of a list by id", () => {
    const doc = seeded();
    insertAt(doc, ["rooms"], { id: "attic", name: "Grenier", locked: true }, "me", 0);
    expect(read(doc).rooms.map((r) => r.id)).toEqual(["attic", ...manor.rooms.map((r) => r.id)]);
    moveAt(doc, ["rooms"], "attic", 99, "me");
    expect(read(doc).rooms.map((r) => r.id)).toEqual([...manor.rooms.map((r) => r.id), "attic"]);
    removeAt(doc, ["rooms"], "attic", "me");
    expect(read(doc)).toStrictEqual(manor);
  });

  it("merges two editors moving different zones at the same time", () => {
    const a = seeded();
    const b = new Y.Doc();
    sync(a, b);
    const path = (id: string) => ["scenes", sceneWithZones.id, "zones", id, "shape"];
    const moved = { type: "rect", x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    setAt(a, path(zones[0].id), moved, "a");
    setAt(b, path(zones[1].id), { ...moved, x: 0.5 }, "b");
    sync(a, b);
    sync(b, a);
    expect(zoneOf(a, zones[0].id)?.shape).toStrictEqual(moved);
    expect(zoneOf(a, zones[1].id)?.shape).toStrictEqual({ ...moved, x: 0.5 });
    expect(read(a)).toStrictEqual(read(b));
  });

  it("undoes one editor's change without touching another's", () => {
    const doc = seeded();
    const me = { editor: "me" };
    const undo = new Y.UndoManager(doc.getMap(ROOT), { trackedOrigins: new Set([me]) });
    setAt(doc, ["meta", "title"], "Mon manoir", me);
    setAt(doc, ["meta", "playMinutes"], 45, "someone else");
    undo.undo();
    expect(read(doc).meta.title).toBe(manor.meta.title);
    expect(read(doc).meta.playMinutes).toBe(45);
  });

  it("changes the draft when a value differs (so an unchanged save writing nothing means something)", () => {
    const doc = seeded();
    let updates = 0;
    doc.on("update", () => updates++);
    setAt(doc, ["meta", "title"], manor.meta.title, "me");
    expect(updates).toBe(0);
    setAt(doc, ["meta", "title"], `${manor.meta.title}!`, "me");
    expect(updates).toBe(1);
  });
});

describe("a problem chosen in the list", () => {
  it("selects the zone it is about and the field to fix", () => {
    const draft = asDraft(manor)!;
    const index = manor.scenes.indexOf(sceneWithZones);
    expect(selectionOfIssue(draft, `scenes[${index}].zones[1].label`)).toEqual({ path: ["scenes", sceneWithZones.id, "zones", zones[1].id], field: "label" });
    expect(selectionOfIssue(draft, `scenes[${index}].zones[1].interactions[0].effects[0].objectId`)).toEqual({
      path: ["scenes", sceneWithZones.id, "zones", zones[1].id],
      field: "interactions[0].effects[0].objectId",
    });
  });

  it("selects the settings for a problem with the rules, and the list's item for one in a list", () => {
    const draft = asDraft(manor)!;
    expect(selectionOfIssue(draft, "rules.startSceneId")).toEqual({ path: ["settings"], field: "startSceneId" });
    expect(selectionOfIssue(draft, "puzzles[0].code")).toEqual({ path: ["puzzles", manor.puzzles[0].id], field: "code" });
    expect(selectionOfIssue(draft, "rules.winWhen[0].flag")).toEqual({ path: ["settings"], field: "winWhen[0].flag" });
    // A problem with a whole item (a room with no scene) focuses the item's first field.
    expect(selectionOfIssue(draft, "rooms[0]")).toEqual({ path: ["rooms", manor.rooms[0].id], field: FIRST_FIELD });
  });
});
