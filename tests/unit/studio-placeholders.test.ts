import * as v from "valibot";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { BlockSchema, GameObjectSchema, HintSchema, parseDefinition, type GameDefinition } from "../../app/engine";
import studio from "../../app/i18n/messages/studio";
import studioClassic from "../../app/i18n/messages/studio-classic";
import studioForms from "../../app/i18n/messages/studio-forms";
import engineTexts from "../../app/i18n/messages/engine";
import { describeIssues } from "../../app/i18n/engine-issues";
import { newBlock } from "../../app/studio/classic/factories";
import { TextBlockFields } from "../../app/studio/classic/text-block-fields";
import { BlockPreview } from "../../app/studio/classic/block-preview";
import { newHint, newObject } from "../../app/studio/forms/factories";
import { HintForm } from "../../app/studio/forms/hint-form";
import { ObjectForm } from "../../app/studio/forms/object-form";
import { nameOf } from "../../app/studio/selection";
import { StudioContext, type StudioContextValue } from "../../app/studio/studio-context";
import type { Draft } from "../../app/studio/types";
import { clockmaker, manor } from "./engine-helpers";
import { renderWithTexts } from "./render-with-texts";

/**
 * The sentences that tell a creator what to write ("Écrivez ici…", "Décrivez ce que le joueur voit.") are
 * placeholders: a new text block, object or hint stores an empty text, the field shows the sentence while
 * it is empty, and players never get it. An empty description or text block is allowed; an empty hint is
 * in the problems list, in the creator's words.
 */

let counter = 0;
const newId = (prefix: string) => `${prefix}-${++counter}`;
const accepts = (schema: v.GenericSchema, value: unknown) => expect(v.safeParse(schema, value).issues).toBeUndefined();

// The languages the texts are written in (ch and be read the French ones).
const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;
// The sentences the studio stored as text before they became placeholders, in every language.
const HELPER_SENTENCES = LANGUAGES.flatMap((language) => [
  studioClassic[language].blockForm.textPlaceholder,
  studioForms[language].object.descriptionPlaceholder,
  studioForms[language].hint.placeholder,
]);

/** Renders a part of the editor as the studio does: inside its context and a route whose loader gave the texts. */
function render(element: ReactElement, draft: Draft, locale: keyof typeof studioForms = "fr"): string {
  const studioValue: StudioContextValue = {
    projectId: "p1",
    type: "classic",
    draft,
    edit: { set: () => undefined, insert: () => undefined, remove: () => undefined, move: () => undefined, batch: (run: () => void) => run(), newId } as unknown as StudioContextValue["edit"],
    selection: null,
    select: () => undefined,
    files: [],
    reloadFiles: () => undefined,
    addingScene: false,
    setAddingScene: () => undefined,
    readOnly: false,
  };
  const messages = { studio: studio[locale], "studio-classic": studioClassic[locale], "studio-forms": studioForms[locale] };
  return renderWithTexts(createElement(StudioContext.Provider, { value: studioValue }, element), messages, locale);
}

const attribute = (html: string, tag: string, name: string, attr: string) => {
  const element = new RegExp(`<${tag}[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  return new RegExp(`${attr}="([^"]*)"`).exec(element)?.[1]?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
};

describe("a new text block, object or hint", () => {
  it("stores an empty text, which the engine accepts where players can do without it", () => {
    const block = newBlock(newId, "text", {});
    expect(block).toMatchObject({ kind: "text", text: "", interactions: [] });
    accepts(BlockSchema, block);
    const object = newObject(newId, "Nouvel objet");
    expect(object.description).toBe("");
    accepts(GameObjectSchema, object);
    expect(newHint(newId).text).toBe("");
    expect(newHint(newId, "safe")).toMatchObject({ puzzleId: "safe", text: "" });
  });

  it("is flagged by the problems list when it is a hint, in the creator's words and language", () => {
    expect(v.safeParse(HintSchema, newHint(newId)).issues?.[0]?.message).toBe("emptyHint");
    const game = clockmaker();
    const definition = { ...game, hints: [...game.hints, newHint(newId)] } as GameDefinition;
    const parsed = parseDefinition(definition);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([{ path: `hints[${game.hints.length}].text`, code: "emptyHint", params: {} }]);
    for (const locale of LANGUAGES) {
      const t = (key: string) => String(key.split(".").slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], engineTexts[locale]));
      const [text] = describeIssues(parsed.issues, definition, t, locale);
      expect(text.message, locale).toBe(engineTexts[locale].issues.emptyHint);
    }
    expect(engineTexts.fr.issues.emptyHint).toBe("Cet indice n'a pas encore de texte : écrivez ce qu'il dit au joueur, ou supprimez-le.");
  });

  it("takes an empty description and an empty text block in a whole game, which players then do without", () => {
    const game = manor();
    const objects = game.objects.map((object, i) => (i === 0 ? { ...object, description: "" } : object));
    const scenes = game.scenes.map((scene, i) => (i === 0 && scene.kind === "classic" ? { ...scene, blocks: [...scene.blocks, newBlock(newId, "text", {})] } : scene));
    expect(scenes[0]).not.toEqual(game.scenes[0]);
    expect(parseDefinition({ ...game, objects, scenes })).toMatchObject({ ok: true });
  });

  it("is named in the tree and the inspector by its words, and by no id while it has none", () => {
    expect(nameOf(newBlock(newId, "text", {}))).toBe("");
    expect(nameOf(newHint(newId))).toBe("");
    expect(nameOf({ id: "block-9", kind: "text", text: "# Le journal", interactions: [] })).toBe("Le journal");
    expect(nameOf({ id: "room-9", name: "" })).toBe("room-9");
  });
});

describe("the fields of a new text block, object or hint", () => {
  const object = newObject(() => "object-1", "Nouvel objet");
  const hint = newHint(() => "hint-1");
  const block = { ...newBlock(() => "block-1", "text", {}), text: "" };
  const draft = {
    meta: {},
    rooms: [],
    scenes: [{ id: "page-1", kind: "classic", roomId: "room-1", name: "Page", blocks: [block], puzzleIds: [] }],
    objects: [object],
    puzzles: [],
    hints: [hint],
    recipes: [],
    achievements: [],
  } as unknown as Draft;

  it("show the helper sentence as their placeholder, in every language, while the text stays empty", () => {
    for (const locale of LANGUAGES) {
      const text = render(createElement(TextBlockFields, { sceneId: "page-1", blockId: "block-1", text: "", font: undefined }), draft, locale);
      expect(attribute(text, "textarea", "text", "placeholder"), locale).toBe(studioClassic[locale].blockForm.textPlaceholder);
      expect(text).not.toContain('aria-invalid="true"');
      const objectForm = render(createElement(ObjectForm, { id: "object-1" }), draft, locale);
      expect(attribute(objectForm, "textarea", "description", "placeholder"), locale).toBe(studioForms[locale].object.descriptionPlaceholder);
      expect(objectForm).toMatch(/<textarea[^>]*name="description"[^>]*><\/textarea>/);
      const hintForm = render(createElement(HintForm, { id: "hint-1" }), draft, locale);
      expect(attribute(hintForm, "textarea", "text", "placeholder"), locale).toBe(studioForms[locale].hint.placeholder);
    }
  });

  it("leave the editor's page with an empty block that says players see nothing, not the helper sentence", () => {
    const card = render(createElement(BlockPreview, { block }), draft);
    expect(card).toContain(studioClassic.fr.blocks.emptyText);
    for (const sentence of HELPER_SENTENCES) expect(card).not.toContain(sentence);
  });

  it("have no default text that is a sentence for the creator", () => {
    for (const locale of LANGUAGES) {
      const defaults = Object.values(studioForms[locale].defaults);
      for (const sentence of HELPER_SENTENCES) expect(defaults, locale).not.toContain(sentence);
      expect(Object.keys(studioClassic[locale].blocks)).not.toContain("defaultText");
    }
  });
});
