import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { parseDefinition } from "../../app/engine";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { TEMPLATES, TEMPLATE_LANGUAGES, templateGame } from "../../app/engine/templates";
import { deriveDraftJson } from "../../app/lib/drafts/derived.server";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { setAt } from "../../app/lib/drafts/edits";
import { asDraft } from "../../app/studio/draft-shape";
import { itemAt } from "../../app/studio/selection";
import { Session } from "./engine-helpers";

/**
 * Each demo game and template as the studio meets it: seeded into a project's document, opened by an editor, every
 * field "saved" by a form with the value it already had, then stored the way the room stores it and read
 * back as the JSON the backend keeps. Nothing may change, and the game must still be won.
 */

/** Every leaf of a JSON value with the editor's path to it (list items by id, plain arrays whole). */
function leaves(json: unknown, path: string[] = [], out: [string[], unknown][] = []): [string[], unknown][] {
  if (Array.isArray(json)) {
    const byId = json.every((item) => typeof item === "object" && item !== null && typeof (item as { id?: unknown }).id === "string");
    if (byId && json.length) for (const item of json) leaves(item, [...path, (item as { id: string }).id], out);
    else out.push([path, json]);
  } else if (typeof json === "object" && json !== null) {
    for (const [key, value] of Object.entries(json)) leaves(value, [...path, key], out);
  } else out.push([path, json]);
  return out;
}

const snapshotOf = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc).slice().buffer;

const templates = TEMPLATES.flatMap((template) => TEMPLATE_LANGUAGES.map((language) => [`${template.id}/${language}`, templateGame(template, language)] as const));

describe.each([...Object.entries(DEMO_GAME_IDS), ...templates])("the demo game or template %s in the studio", (_id, demo) => {
  const opened = () => {
    const room = new Y.Doc();
    writeDefinition(room, demo.definition);
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(room));
    return editor;
  };

  it("opens in its editor exactly as it is, every item reachable by its path", () => {
    const draft = asDraft(readDefinition(opened()));
    expect(draft).toStrictEqual(demo.definition);
    for (const scene of demo.definition.scenes) expect(itemAt(draft!, ["scenes", scene.id])).toStrictEqual(scene);
  });

  it("writes nothing when every field is saved with the value it has, and is stored and read back unchanged", () => {
    const doc = opened();
    const paths = leaves(demo.definition);
    expect(paths.length).toBeGreaterThan(50);
    let updates = 0;
    doc.on("update", () => updates++);
    for (const [path, value] of paths) setAt(doc, path, value, "editor");
    expect(updates).toBe(0);

    const stored = deriveDraftJson(snapshotOf(doc));
    expect(stored.kind).toBe("json");
    const json = stored.kind === "json" ? JSON.parse(stored.json) : null;
    expect(json).toStrictEqual(demo.definition);
    const parsed = parseDefinition(json);
    expect(parsed.ok).toBe(true);
  });

  it("is still won by its walkthrough once saved", () => {
    const stored = deriveDraftJson(snapshotOf(opened()));
    const parsed = parseDefinition(stored.kind === "json" ? JSON.parse(stored.json) : null);
    if (!parsed.ok) throw new Error("the stored draft no longer parses");
    const session = new Session(parsed.definition).run(demo.walkthrough);
    expect(session.state.status).toBe("ended");
    expect(session.state.outcome).toBe("won");
  });
});
