import { describe, expect, it } from "vitest";
import { stripSolutions, type ClientDefinition } from "../../app/engine/client-view";
import { parseDefinition, type GameDefinition } from "../../app/engine/definition";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { generateDefinition } from "./engine-generator";
import { clockmaker, FIXTURES, prng, Session } from "./engine-helpers";

/** Every string a player could type or pick to solve something, plus what is hidden until earned. */
function answersOf(def: GameDefinition): string[] {
  const out: string[] = [];
  for (const puzzle of def.puzzles) {
    if (puzzle.kind === "code" || puzzle.kind === "upload") out.push(puzzle.code);
    if (puzzle.kind === "text") out.push(...puzzle.answers);
    if (puzzle.kind === "login") out.push(puzzle.login, puzzle.password);
  }
  for (const achievement of def.achievements) if (achievement.hidden) out.push(achievement.name, achievement.description);
  return out;
}

/** The structure-level part of SolutionsFree: no field that could hold an answer is there at all. */
function expectNoSecretFields(view: ClientDefinition) {
  for (const puzzle of view.puzzles) {
    expect(Object.keys(puzzle).sort()).toEqual(
      ["id", "kind", "name", ...("prompt" in puzzle ? ["prompt"] : []), ...("length" in puzzle ? ["length"] : []), ...(puzzle.kind === "use" ? ["targetId"] : [])].sort(),
    );
  }
  for (const recipe of view.recipes) expect(recipe).not.toHaveProperty("result");
  for (const recipe of view.recipes) expect(recipe).not.toHaveProperty("effects");
  for (const hint of view.hints) if (!hint.revealed) expect(Object.keys(hint).sort()).toEqual(["id", "puzzleId", "revealed"]);
  for (const achievement of view.achievements) {
    if (!achievement.revealed) expect(Object.keys(achievement).sort()).toEqual(["hidden", "id", "revealed"]);
  }
  expect(view.rules).not.toHaveProperty("winWhen");
  expect(view.rules).not.toHaveProperty("loseWhen");
}

describe("SolutionsFree: the client view of a definition", () => {
  it("holds no answer of the demo games or the test fixtures, in any case", () => {
    for (const { definition } of [...Object.values(DEMO_GAME_IDS), ...Object.values(FIXTURES)]) {
      const json = JSON.stringify(stripSolutions(definition)).toLowerCase();
      for (const answer of answersOf(definition)) expect(json, answer).not.toContain(answer.toLowerCase());
      expectNoSecretFields(stripSolutions(definition));
    }
  });

  it("holds no answer, hint, clue or hidden achievement of 300 random definitions", () => {
    const rng = prng(20_240_601);
    for (let run = 0; run < 300; run++) {
      const { definition, secrets } = generateDefinition(rng);
      const parsed = parseDefinition(definition);
      expect(parsed.ok ? [] : parsed.issues, `run ${run}`).toEqual([]);
      const view = stripSolutions(definition);
      const json = JSON.stringify(view).toLowerCase();
      for (const secret of [...secrets, ...answersOf(definition)]) expect(json, `run ${run}`).not.toContain(secret.toLowerCase());
      expectNoSecretFields(view);
    }
  });

  it("keeps what renderers need: every scene, target, object, puzzle and the public settings", () => {
    const def = clockmaker();
    const view = stripSolutions(def);
    expect(view.meta).toEqual(def.meta);
    expect(view.rooms).toEqual(def.rooms);
    expect(view.objects).toEqual(def.objects);
    expect(view.scenes.map((s) => s.id)).toEqual(def.scenes.map((s) => s.id));
    const first = view.scenes[0];
    expect(first.kind === "interface" && first.zones[0]).toMatchObject({ id: "drawer", label: "Half-open drawer", objectId: "note" });
    expect(first.kind === "interface" && first.zones[0].interactions).toEqual([{ id: "drawer-look", triggered: false }]);
    expect(view.puzzles).toContainEqual({ id: "safe-code", kind: "code", name: "Wall safe", prompt: "Four digits.", length: 4 });
    expect(view.puzzles).toContainEqual({ id: "open-vault", kind: "use", name: "Open the vault", targetId: "vault-door" });
    expect(view.recipes).toContainEqual({ id: "build-gear-train", kind: "assemble", inputs: ["small-gear", "large-gear"] });
    expect(view.rules).toEqual({ startSceneId: "desk", penaltySeconds: 30, timeLimitSeconds: 1800 });
    expect(view.achievements).toContainEqual({ id: "hidden-1", hidden: true, revealed: false });
    expect(view.achievements).toContainEqual({ id: "escaped", hidden: false, revealed: true, name: "Out of the workshop", description: "Finish the game." });
  });

  it("keeps a zone's cursor, so the player's pointer changes over it", () => {
    const def = clockmaker();
    const scene = def.scenes[0];
    if (scene.kind === "interface") scene.zones[0].cursor = "left";
    const first = stripSolutions(def).scenes[0];
    expect(first.kind === "interface" && first.zones[0].cursor).toBe("left");
  });

  it("gives back what the player has already seen, and nothing else", () => {
    const def = clockmaker();
    const session = new Session(def);
    session.run([{ type: "start" }, { type: "clickTarget", targetId: "drawer" }, { type: "askHint", puzzleId: "safe-code" }]);
    const view = stripSolutions(def, session.state);
    const desk = view.scenes[0];
    expect(desk.kind === "interface" && desk.zones[0].interactions).toEqual([
      { id: "drawer-look", triggered: true, effects: [{ type: "showMessage", text: "Papers, shavings, and a folded note." }] },
    ]);
    expect(view.hints.filter((hint) => hint.revealed)).toEqual([
      { id: "h-safe-1", puzzleId: "safe-code", revealed: true, text: "The clock on the desk seems to want to tell you something." },
    ]);
    const json = JSON.stringify(view);
    expect(json).not.toContain("Repair the clock and count its strikes");
    expect(json).not.toContain("seven, then three");
    expect(json).not.toContain("7391");
  });

  it("reveals a hidden achievement once it is unlocked", () => {
    const { definition, walkthrough } = FIXTURES.interface;
    const session = new Session(definition).run(walkthrough);
    expect(stripSolutions(definition, session.state).achievements).toContainEqual({
      id: "hidden-1",
      hidden: true,
      revealed: true,
      name: "A master's hand",
      description: "Finish in under ten minutes without a hint.",
    });
  });

  it("is a copy: changing it leaves the definition alone", () => {
    const def = clockmaker();
    const before = structuredClone(def);
    const view = stripSolutions(def);
    view.meta.title = "changed";
    view.objects[0].name = "changed";
    const scene = view.scenes[0];
    if (scene.kind === "interface") scene.zones[0].label = "changed";
    expect(def).toEqual(before);
  });
});
