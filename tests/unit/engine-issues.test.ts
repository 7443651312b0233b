import { describe, expect, it } from "vitest";
import { GAME_TYPES, ID_KINDS, ISSUE_CODES, parseDefinition, type DefinitionIssue, type GameDefinition } from "../../app/engine/definition";
import { describeIssues, issueMessage, issuePlace, type Translate } from "../../app/i18n/engine-issues";
import { LOCALES, type LocaleCode } from "../../app/i18n/locales";
import { translate } from "../../app/i18n/catalog.server";
import engine from "../../app/i18n/messages/engine";
import { clockmaker, lighthouse, manor } from "./engine-helpers";

const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;

function text(language: (typeof LANGUAGES)[number], key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], engine[language]);
}

function leaves(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function issuesOf(base: GameDefinition, breakIt: (copy: any) => void): { json: unknown; issues: DefinitionIssue[] } {
  const json = structuredClone(base);
  breakIt(json);
  const parsed = parseDefinition(json);
  if (parsed.ok) throw new Error("the broken definition was accepted");
  return { json, issues: parsed.issues };
}

const wording = (locale: LocaleCode): Translate => (key, params) => translate(locale, key, params);

describe("the engine's texts", () => {
  it.each(LANGUAGES)("every issue code, id kind and game type has its words in %s", (language) => {
    for (const code of ISSUE_CODES) expect(text(language, `issues.${code}`), code).toMatch(/\S/);
    for (const kind of ID_KINDS) expect(text(language, `kinds.${kind}`), kind).toMatch(/\S/);
    for (const kind of ID_KINDS) expect(text(language, `places.${kind}`), kind).toMatch(/\S/);
    for (const type of GAME_TYPES) expect(text(language, `gameTypes.${type}`), type).toMatch(/\S/);
  });

  it("has no text for a code the engine does not give", () => {
    expect(Object.keys(engine.fr.issues).sort()).toEqual([...ISSUE_CODES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "fr"))("%s is a real translation, not French left in place", (language) => {
    const french = leaves(engine.fr).filter((key) => String(text("fr", key)).replace(/\{\{\s*\w+\s*\}\}/g, "").length > 12);
    expect(french.filter((key) => text(language, key) === text("fr", key))).toEqual([]);
  });

  it("keeps the placeholders of every text in every language", () => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const key of leaves(engine.fr)) {
      for (const language of LANGUAGES) expect(placeholders(text(language, key)), `${language} ${key}`).toEqual(placeholders(text("fr", key)));
    }
  });
});

describe("what a broken definition yields: codes, values and paths, no sentences", () => {
  it("names the kind of value a field needs", () => {
    const { issues } = issuesOf(manor(), (d) => {
      d.meta.title = 12;
      d.meta.solo = "yes";
      d.meta.minPlayers = "two";
      d.hints = {};
      d.recipes = [{ id: "pair", kind: "assemble", inputs: ["a"], result: "b" }];
    });
    expect(issues).toEqual([
      { path: "meta.title", code: "expectedText", params: {} },
      { path: "meta.solo", code: "expectedBoolean", params: {} },
      { path: "meta.minPlayers", code: "expectedNumber", params: {} },
      { path: "recipes[0].inputs[1]", code: "required", params: { field: "inputs[1]" } },
      { path: "hints", code: "expectedList", params: {} },
    ]);
    expect(parseDefinition("hello")).toEqual({ ok: false, issues: [{ path: "", code: "expectedObject", params: {} }] });
  });

  it("tells texts, lists and numbers out of bounds apart, with the bound", () => {
    const { issues } = issuesOf(lighthouse(), (d) => {
      d.meta.summary = "   ";
      d.meta.title = "x".repeat(121);
      d.meta.playMinutes = 12.5;
      d.scenes[0].hotspots[0].interactions = Array.from({ length: 21 }, (_, i) => ({ id: `i${i}`, effects: [{ type: "win" }] }));
      d.rooms = [];
    });
    expect(issues).toEqual([
      { path: "meta.title", code: "tooLong", params: { max: 120 } },
      { path: "meta.summary", code: "empty", params: {} },
      { path: "meta.playMinutes", code: "notWholeNumber", params: {} },
      { path: "rooms", code: "tooFewItems", params: { min: 1 } },
      { path: "scenes[0].hotspots[0].interactions", code: "tooManyItems", params: { max: 20 } },
    ]);
  });

  it("says which rule an id, a flag or a zone breaks", () => {
    const { issues } = issuesOf(clockmaker(), (d) => {
      d.rooms[0].id = "the workshop";
      d.scenes[0].zones[0].interactions[0].effects[0] = { type: "setFlag", flag: "-x" };
      d.scenes[0].zones[0].shape = { type: "rect", x: 0.1, y: 0.1, width: 0, height: 0.2 };
    });
    expect(issues.map(({ path, code }) => `${path} ${code}`)).toEqual([
      "rooms[0].id badId",
      "scenes[0].zones[0].interactions[0].effects[0].flag badFlag",
      "scenes[0].zones[0].shape.width noArea",
    ]);
  });
});

describe("an issue in the site's words", () => {
  it("writes the message in the site's language with its numbers and choices", () => {
    const { issues } = issuesOf(clockmaker(), (d) => {
      d.meta.theme = "comedy";
      d.scenes[0].zones[0].shape.x = 1.5;
      d.meta.title = "x".repeat(1500);
    });
    const [title, theme, x] = issues;
    expect(issueMessage(theme, wording("fr"), "fr-FR")).toBe("Valeur inconnue : choisissez adventure, fantastic, horror ou investigation.");
    expect(issueMessage(theme, wording("en"), "en-GB")).toBe("Unknown value: choose adventure, fantastic, horror or investigation.");
    expect(issueMessage(theme, wording("de"), "de-DE")).toBe("Unbekannter Wert: Wähle adventure, fantastic, horror oder investigation.");
    expect(issueMessage(x, wording("fr"), "fr-FR")).toBe("Cette valeur est trop grande (maximum : 1).");
    expect(title.params).toEqual({ max: 120 });
    expect(issueMessage({ path: "", code: "tooLong", params: { max: 1500 } }, wording("de"), "de-DE")).toBe(
      "Dieser Text ist zu lang (höchstens 1.500 Zeichen).",
    );
  });

  it("words the kinds and game types a message names", () => {
    const { issues } = issuesOf(clockmaker(), (d) => {
      d.scenes[1].zones[0].id = "drawer";
      d.meta.type = "classic";
    });
    const { json } = issuesOf(clockmaker(), (d) => (d.meta.type = "classic"));
    const texts = describeIssues(issues, json, wording("fr"), "fr-FR").map((issue) => issue.message);
    expect(texts).toContain(
      "Deux zones portent le même identifiant interne (cela arrive après une importation) : dupliquez cet élément, puis supprimez l'original.",
    );
    // The game is Classic now: its scenes are pages, even the one of the wrong type.
    expect(texts).toContain(
      "Cette page est du type Interface 2D, alors que le jeu est du type Classique : toutes ses pages doivent être de ce type.",
    );
  });

  it("says where an issue sits with the names the creator gave, or the rank where there is none", () => {
    const { json, issues } = issuesOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "giveObject", objectId: "ghost" });
    });
    expect(issues).toEqual([{ path: "scenes[0].zones[0].interactions[0].effects[1].objectId", code: "unknownObject", params: { id: "ghost" } }]);
    const [fr] = describeIssues(issues, json, wording("fr"), "fr-FR");
    const zone = clockmaker().scenes[0];
    if (zone.kind !== "interface") throw new Error("the clockmaker's first scene is an image");
    expect(fr).toEqual({
      path: "scenes[0].zones[0].interactions[0].effects[1].objectId",
      place: `Scène « ${zone.name} » › Zone « ${zone.zones[0].label} » › Interaction 1 › Effet 2`,
      message: "L'objet choisi ici a été supprimé : choisissez-en un autre.",
    });
    expect(issuePlace("meta.title", json, wording("en"))).toBe("Game information");
    expect(issuePlace("rules.winWhen[0].flag", json, wording("de"))).toBe("Regeln › Siegbedingung 1");
    expect(issuePlace("", json, wording("en"))).toBe("");
  });

  it("shortens a long name and survives a path into something that is not there", () => {
    const name = `The ${"very ".repeat(20)}long hall`;
    expect(issuePlace("rooms[0].name", { rooms: [{ name }] }, wording("en"))).toBe(`Room “${name.slice(0, 39)}…”`);
    expect(issuePlace("scenes[3].zones[1]", { rooms: [{ name }] }, wording("en"))).toBe("Scene 4 › Zone 2");
  });
});

describe("the engine's texts on every site", () => {
  it.each(Object.keys(LOCALES) as LocaleCode[])("%s has a text for every issue", (locale) => {
    for (const code of ISSUE_CODES) expect(translate(locale, `engine.issues.${code}`)).not.toBe(`engine.issues.${code}`);
  });
});
