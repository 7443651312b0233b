import { describe, expect, it } from "vitest";
import { checkSolvability, parseDefinition } from "../../app/engine/definition";
import { GAME_TYPES } from "../../app/engine/definition/game";
import { stateProblems } from "../../app/engine/invariants";
import { TEMPLATES, TEMPLATE_LANGUAGES, TEMPLATE_USES, templateGame } from "../../app/engine/templates";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { Session } from "./engine-helpers";
import { formalAddress, germanTexts } from "./german-address";

// Every picture and panorama the templates ship (public/templates), by the path a definition names it with.
const shipped = import.meta.glob<string>("../../public/templates/**/*.{svg,png}", { query: "?url", import: "default", eager: true });
const drawn = import.meta.glob<string>("../../public/templates/**/*.svg", { query: "?raw", import: "default", eager: true });
const fileOf = (asset: string) => `../../public${asset}`;

/** "New project from a template": six starters per game type, one per real use, each a whole game in every language. */

describe.each(GAME_TYPES)("the %s templates", (type) => {
  it("cover every use once", () => {
    const uses = TEMPLATES.filter((template) => template.type === type).map((template) => template.use);
    expect([...uses].sort()).toEqual([...TEMPLATE_USES].sort());
  });
});

it("have ids unique and named after their type and use", () => {
  const ids = TEMPLATES.map((template) => template.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const template of TEMPLATES) expect(template.id).toBe(`${template.type}-${template.use}`);
});

const cases = TEMPLATES.flatMap((template) => TEMPLATE_LANGUAGES.map((language) => [`${template.id} (${language})`, template, language] as const));

describe.each(cases)("the template %s", (_name, template, language) => {
  const { definition: def, walkthrough } = templateGame(template, language);

  it("is a valid game of its type, in its language", () => {
    const parsed = parseDefinition(def);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(def.meta.type).toBe(template.type);
    expect(def.meta.locale).toBe(language);
    expect(def.meta.solo).toBe(true);
  });

  it("is written in that language, not the French one copied", () => {
    if (language === "fr") return;
    const french = templateGame(template, "fr").definition;
    expect(def.meta.title).not.toBe(french.meta.title);
    expect(def.meta.summary).not.toBe(french.meta.summary);
    expect(def.puzzles.map((p) => p.prompt)).not.toEqual(french.puzzles.map((p) => p.prompt));
  });

  it("names only pictures that ship with it, each with a title when drawn", () => {
    const assets = assetsOf(def).filter((asset) => asset.startsWith("/templates/"));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith(`/templates/${template.id}/`), asset).toBe(true);
      expect(fileOf(asset) in shipped, asset).toBe(true);
      if (asset.endsWith(".svg")) expect(drawn[fileOf(asset)], asset).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it("speaks to German players as du, never in the formal address", () => {
    if (language !== "de") return;
    const formal = germanTexts(def, "definition").flatMap(({ key, text }) => formalAddress(text).map((found) => `${key}: ${found}`));
    expect(formal).toEqual([]);
  });

  it("gives a hint for each typed puzzle", () => {
    for (const puzzle of def.puzzles.filter((p) => p.kind !== "use")) expect(def.hints.some((h) => h.puzzleId === puzzle.id), puzzle.id).toBe(true);
  });

  it("can be finished: no solvability finding", () => {
    expect(checkSolvability(def).map((issue) => `${issue.code} ${issue.path}`)).toEqual([]);
  });

  it("is won by its walkthrough, each step accepted, every room reached", () => {
    const session = new Session(def).run(walkthrough);
    expect(session.state.status).toBe("ended");
    expect(session.state.outcome).toBe("won");
    expect(stateProblems(def, session.state)).toEqual([]);
    expect([...session.state.unlockedRooms].sort()).toEqual(def.rooms.map((r) => r.id).sort());
  });
});
