import { describe, expect, it } from "vitest";
import {
  checkSolvability,
  draftSolvability,
  parseDefinition,
  reachOf,
  type GameDefinition,
} from "../../app/engine/definition";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { TEMPLATES, templateGame } from "../../app/engine/templates";
import { describeIssues } from "../../app/i18n/engine-issues";
import { translate } from "../../app/i18n/catalog.server";
import { FIXTURES, clockmaker, tweak } from "./engine-helpers";

/** The solvability walk: what it finds out of reach in a broken chain, and that it never cries wolf. */

const findings = (def: GameDefinition) => checkSolvability(def).map((issue) => `${issue.code} ${issue.path}`);
const puzzle = (def: GameDefinition, id: string) => def.puzzles.find((p) => p.id === id)!;
const zone = (def: GameDefinition, sceneId: string, id: string) => {
  const scene = def.scenes.find((s) => s.id === sceneId)!;
  if (scene.kind !== "interface") throw new Error("an Interface scene");
  return scene.zones.find((z) => z.id === id)!;
};

const templates = TEMPLATES.map((template) => [template.id, templateGame(template, "fr")] as const);

describe.each([...Object.entries(DEMO_GAME_IDS), ...templates, ...Object.entries(FIXTURES)])("the game %s (a demo game, starter or fixture)", (_id, demo) => {
  it("can be won from its start, with every room, puzzle and object in reach: no finding", () => {
    expect(reachOf(demo.definition).won).toBe(true);
    expect(findings(demo.definition)).toEqual([]);
  });
});

describe("a broken chain", () => {
  it("finds the key that is never given, and everything that waited for it", () => {
    // The safe no longer gives the brass key: the vault door cannot be opened, the terminal never reached.
    const def = tweak(clockmaker(), (copy) => {
      puzzle(copy, "safe-code").effects = [{ type: "showMessage", text: "Empty." }];
    });
    // Advice, not a refusal: the definition itself is still well formed.
    expect(parseDefinition(def).ok).toBe(true);
    expect(findings(def)).toEqual([
      "winUnreachable rules.winWhen",
      "roomNeverOpens rooms[1]",
      "puzzleOutOfReach puzzles[2]",
      "puzzleOutOfReach puzzles[3]",
      "objectNeverGiven objects[4]",
    ]);
  });

  it("finds a puzzle no player can reach, though a scene shows it", () => {
    // The safe only shows once the key it holds is in hand: a circle no player can enter.
    const def = tweak(clockmaker(), (copy) => {
      zone(copy, "wall", "safe").visibleWhen = [{ type: "hasObject", objectId: "brass-key" }];
    });
    expect(findings(def)).toContain("puzzleOutOfReach puzzles[1]");
    expect(findings(def)).toContain("objectNeverGiven objects[4]");
  });

  it("finds a room that never opens, though an effect unlocks it", () => {
    // The door's lock moved inside the vault it opens.
    const def = tweak(clockmaker(), (copy) => {
      const open = puzzle(copy, "open-vault");
      if (open.kind === "use") open.targetId = "portrait";
    });
    expect(findings(def)).toEqual(["winUnreachable rules.winWhen", "roomNeverOpens rooms[1]", "puzzleOutOfReach puzzles[2]", "puzzleOutOfReach puzzles[3]"]);
  });

  it("finds a scene no way leads to, in a room entered only through another scene", () => {
    // The door leads straight into the vault without unlocking it: its back room is never reached.
    const def = structuredClone(clockmaker());
    puzzle(def, "open-vault").effects = [{ type: "goToScene", sceneId: "vault-inside" }];
    def.scenes.push({ id: "vault-back", roomId: "vault", kind: "interface", name: "Back of the vault", image: "/demo/clockmaker/vault.webp", zones: [] });
    expect(findings(def)).toEqual(["sceneOutOfReach scenes[3]"]);
  });

  it("finds a win that cannot be reached", () => {
    const def = tweak(clockmaker(), (copy) => {
      const login = puzzle(copy, "terminal-login");
      login.effects = login.effects.filter((effect) => effect.type !== "win");
      copy.objects.push({ id: "master-letter", name: "The master's letter", description: "", image: "/demo/clockmaker/note.webp" });
      copy.rules.winWhen = [{ type: "hasObject", objectId: "master-letter" }];
    });
    expect(reachOf(def).won).toBe(false);
    expect(findings(def)).toEqual(["winUnreachable rules.winWhen", "objectNeverGiven objects[5]"]);
  });

  it("takes a condition as soon as it could hold: \"not\" conditions and items used up do not block", () => {
    // The clock zone's only interaction holds while the clock is not repaired; the gears are used up by the assembly.
    expect(findings(clockmaker())).toEqual([]);
    const def = tweak(clockmaker(), (copy) => {
      zone(copy, "wall", "safe").visibleWhen = [{ type: "puzzleSolved", puzzleId: "open-vault", not: true }];
    });
    expect(findings(def)).toEqual([]);
  });

  it("says nothing the definition's own problems already say", () => {
    // Not through tweak: this definition has a problem of its own, which is the point.
    const def = structuredClone(clockmaker());
    puzzle(def, "open-vault").effects = [{ type: "showMessage", text: "Stuck." }];
    const parsed = parseDefinition(def);
    const known = parsed.ok ? [] : parsed.issues;
    expect(known.map((issue) => `${issue.code} ${issue.path}`)).toEqual(["roomNeverUnlocked rooms[1].locked"]);
    expect(draftSolvability(def, known).map((issue) => issue.code)).not.toContain("roomNeverOpens");
    expect(draftSolvability(def, known).map((issue) => issue.code)).toContain("winUnreachable");
    // A draft not yet shaped like a game has no walk to take.
    expect(draftSolvability({ version: 1, scenes: [] }, [])).toEqual([]);
  });

  it("is worded for creators: the element by its name, no id", () => {
    const def = tweak(clockmaker(), (copy) => {
      puzzle(copy, "safe-code").effects = [{ type: "showMessage", text: "Empty." }];
    });
    const t = (key: string, params?: Record<string, string | number>) => translate("fr", key, params);
    const texts = describeIssues(checkSolvability(def), def, t, "fr-FR");
    expect(texts.find((text) => text.path === "objects[4]")).toEqual({
      path: "objects[4]",
      place: "Objet « Brass key »",
      message: "Le jeu a besoin de cet objet, mais les joueurs ne l'obtiennent jamais : posez-le à un endroit accessible ou donnez-le par un effet.",
    });
    expect(texts.find((text) => text.path === "rooms[1]")?.place).toBe("Salle « Vault »");
    for (const text of texts) expect(text.message).not.toMatch(/brass-key|vault|safe-code/);
  });
});
