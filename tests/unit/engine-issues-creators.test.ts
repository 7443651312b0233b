import { describe, expect, it } from "vitest";
import { ISSUE_CODES, parseDefinition, type DefinitionIssue, type GameDefinition } from "../../app/engine/definition";
import { CLASSIC_WORD_KEYS, describeIssues, type Translate } from "../../app/i18n/engine-issues";
import { translate } from "../../app/i18n/catalog.server";
import engine from "../../app/i18n/messages/engine";
import type { LocaleCode } from "../../app/i18n/locales";
import { clockmaker, lighthouse, manor } from "./engine-helpers";

const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;
const wording = (locale: LocaleCode): Translate => (key, params) => translate(locale, key, params);

function broken(base: GameDefinition, breakIt: (copy: any) => void): { json: unknown; issues: DefinitionIssue[] } {
  const json = structuredClone(base);
  breakIt(json);
  const parsed = parseDefinition(json);
  if (parsed.ok) throw new Error("the broken definition was accepted");
  return { json, issues: parsed.issues };
}

function frenchOf(base: GameDefinition, breakIt: (copy: any) => void) {
  const { json, issues } = broken(base, breakIt);
  return describeIssues(issues, json, wording("fr"), "fr-FR");
}

const at = (texts: { path: string; place: string; message: string }[], path: string) => {
  const text = texts.find((candidate) => candidate.path === path);
  if (!text) throw new Error(`no problem at ${path}: ${JSON.stringify(texts)}`);
  return text;
};

describe("a creator reads the problems list in a creator's words", () => {
  it("names a deleted object by its kind, never by its id", () => {
    const texts = frenchOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "giveObject", objectId: "object-cvcx" });
    });
    const text = at(texts, "scenes[0].zones[0].interactions[0].effects[1].objectId");
    expect(text.message).toBe("L'objet choisi ici a été supprimé : choisissez-en un autre.");
    expect(text.message).not.toContain("object-cvcx");
  });

  it("asks for the choice when a choice is left empty, not for the spelling rule of an id", () => {
    const texts = frenchOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "giveObject", objectId: "" });
      d.recipes.push({ id: "pair", kind: "assemble", inputs: [d.objects[0].id, ""], result: d.objects[1].id });
      d.hints[0].puzzleId = "";
      d.rules.startSceneId = "";
    });
    expect(at(texts, "scenes[0].zones[0].interactions[0].effects[1].objectId").message).toBe("Choisissez un objet dans la liste.");
    expect(at(texts, `recipes[${clockmaker().recipes.length}].inputs[1]`).message).toBe("Choisissez un objet dans la liste.");
    expect(at(texts, "hints[0].puzzleId").message).toBe("Choisissez une énigme dans la liste.");
    expect(at(texts, "rules.startSceneId").message).toBe("Choisissez une scène dans la liste.");
    for (const text of texts) expect(text.message).not.toMatch(/identifiant|1 à 64|caractères/);
    // A choice missing altogether (a recipe with one object) is asked for the same way.
    const missing = frenchOf(clockmaker(), (d) => (d.recipes[1].inputs = [d.objects[0].id]));
    expect(at(missing, "recipes[1].inputs[1]").message).toBe("Choisissez un objet dans la liste.");
  });

  it("calls a Classic game's scenes pages, in the message and in the place", () => {
    const empty = frenchOf(manor(), (d) => (d.rules.startSceneId = ""));
    expect(at(empty, "rules.startSceneId").message).toBe("Choisissez une page dans la liste.");
    const texts = frenchOf(manor(), (d) => {
      d.scenes[2].blocks[1].interactions[0].effects.push({ type: "goToScene", sceneId: "gone-page" });
      d.scenes[2].puzzleIds = [];
    });
    const goTo = at(texts, "scenes[2].blocks[1].interactions[0].effects[1].sceneId");
    expect(goTo.message).toBe("La page choisie ici a été supprimée : choisissez-en une autre.");
    expect(goTo.place).toMatch(/^Page « The attic » › Bloc 2/);
    for (const text of texts) expect(`${text.place} ${text.message}`).not.toMatch(/scène/i);
  });

  it("keeps saying scene in a game that is not Classic", () => {
    const texts = frenchOf(lighthouse(), (d) => {
      d.scenes[0].hotspots[0].interactions.push({ id: "gone-link", effects: [{ type: "goToScene", sceneId: "gone" }] });
    });
    const added = (lighthouse().scenes[0] as { hotspots: { interactions: unknown[] }[] }).hotspots[0].interactions.length;
    const text = at(texts, `scenes[0].hotspots[0].interactions[${added}].effects[0].sceneId`);
    expect(text.message).toBe("La scène choisie ici a été supprimée : choisissez-en une autre.");
    expect(text.place).toMatch(/^Scène « /);
  });

  it("shows no id and no rule for any problem of the game as a whole", () => {
    const texts = frenchOf(clockmaker(), (d) => {
      d.rooms.push({ id: "cellar-x1", name: "Cave", locked: true });
      d.puzzles.push({ id: "lost-puzzle", kind: "code", name: "Coffre", prompt: "?", code: "12", effects: [{ type: "win" }] });
      d.recipes.push({ id: "self", kind: "assemble", inputs: [d.objects[0].id, d.objects[0].id], result: d.objects[0].id });
    });
    expect(texts.map((text) => text.message)).toEqual(
      expect.arrayContaining([
        "Cette salle n'a aucune scène : ajoutez-en une, ou supprimez la salle.",
        "Cette salle est verrouillée, mais aucun effet ne la déverrouille : les joueurs ne pourraient jamais y entrer.",
        "Aucune scène n'affiche cette énigme et aucun effet ne la résout : personne ne pourrait la résoudre.",
        "Un objet ne peut pas être assemblé avec lui-même : choisissez deux objets différents.",
      ]),
    );
    const ids = ["cellar-x1", "lost-puzzle", clockmaker().objects[0].id];
    for (const text of texts) for (const id of ids) expect(text.message).not.toContain(id);
  });

  it("has, in every language, no placeholder for an id in any message and a page word for every Classic text", () => {
    for (const language of LANGUAGES) {
      for (const code of ISSUE_CODES) expect(engine[language].issues[code], `${language} ${code}`).not.toMatch(/\{\{\s*(id|first|second)\s*\}\}/);
      for (const key of CLASSIC_WORD_KEYS) {
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], engine[language].classic);
        expect(text, `${language} classic.${key}`).toMatch(/\S/);
      }
    }
  });
});
