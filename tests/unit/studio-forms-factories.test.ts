import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AchievementConditionSchema,
  AchievementSchema,
  ConditionSchema,
  EffectSchema,
  GameObjectSchema,
  HintSchema,
  InteractionSchema,
  PuzzleSchema,
  RecipeSchema,
  RoomSchema,
} from "../../app/engine/definition";
import {
  ACHIEVEMENT_RULE_TYPES,
  changeConditionType,
  changeEffectType,
  CONDITION_TYPES,
  EFFECT_TYPES,
  PUZZLE_KINDS,
  newAchievement,
  newAchievementRule,
  newCondition,
  newEffect,
  newHint,
  newInteraction,
  newObject,
  newPuzzle,
  newRecipe,
  newRoom,
  switchPuzzleKind,
  type PuzzleDefaults,
} from "../../app/studio/forms/factories";
import { puzzleDefaults } from "../../app/studio/forms/puzzle-defaults";
import { clockmaker } from "./engine-helpers";

let counter = 0;
const newId = (prefix: string) => `${prefix}-${++counter}`;
const accepts = (schema: v.GenericSchema, value: unknown) => expect(v.safeParse(schema, value).issues).toBeUndefined();

const defaults: PuzzleDefaults = { solved: "Bravo !", answer: "réponse", login: "admin", password: "secret", targetId: "door", objectId: "key" };
const picks = { objectId: "key", roomId: "hall", sceneId: "start", puzzleId: "safe", flag: "drawer.open", message: "Il se passe quelque chose." };

describe("new items the inspector inserts", () => {
  it("makes a room, an object, a hint and an achievement the engine accepts, with fresh readable ids", () => {
    const room = newRoom(newId, "Nouvelle salle");
    accepts(RoomSchema, room);
    expect(room.id).toMatch(/^room-\d+$/);
    accepts(GameObjectSchema, newObject(newId, "Nouvel objet"));
    // Texts players read start empty (the fields show what to write as placeholders): a description may stay so,
    // a hint's words are asked for by the problems list.
    expect(newObject(newId, "Nouvel objet").description).toBe("");
    accepts(HintSchema, { ...newHint(newId), text: "Regarde sous le tapis." });
    const forPuzzle = newHint(newId, "safe");
    expect(forPuzzle).toMatchObject({ puzzleId: "safe", text: "" });
    expect(v.safeParse(HintSchema, forPuzzle).issues?.map((issue) => issue.message)).toEqual(["emptyHint"]);
    expect("puzzleId" in newHint(newId)).toBe(false);
    accepts(AchievementSchema, newAchievement(newId, "Nouveau succès"));
    expect(newObject(newId, "A").id).not.toBe(newObject(newId, "A").id);
  });

  it.each(PUZZLE_KINDS)("makes a valid %s puzzle that shows a message when solved", (kind) => {
    const puzzle = newPuzzle(newId, kind, "Nouvelle énigme", defaults);
    accepts(PuzzleSchema, puzzle);
    expect(puzzle.kind).toBe(kind);
    expect(puzzle.effects).toEqual([{ type: "showMessage", text: "Bravo !" }]);
  });

  it("switches a puzzle's kind keeping its name, prompt and effects and dropping the old kind's fields", () => {
    const code = { ...newPuzzle(newId, "code", "Coffre", defaults), prompt: "Quatre chiffres." };
    const asText = switchPuzzleKind(code, "text", defaults);
    accepts(PuzzleSchema, asText);
    expect(asText).toMatchObject({ id: code.id, name: "Coffre", prompt: "Quatre chiffres.", effects: code.effects, kind: "text", answers: ["réponse"] });
    expect("code" in asText).toBe(false);
    for (const kind of PUZZLE_KINDS) accepts(PuzzleSchema, switchPuzzleKind(asText, kind, defaults));
    expect(switchPuzzleKind(code, "code", defaults)).toBe(code);
    expect("prompt" in switchPuzzleKind(newPuzzle(newId, "code", "X", defaults), "login", defaults)).toBe(false);
  });

  it("makes valid inspect and assemble recipes", () => {
    const recipeDefaults = { objectId: "candle", otherObjectId: "matches", resultId: "lit-candle", message: "Une inscription apparaît." };
    const inspect = newRecipe(newId, "inspect", recipeDefaults);
    accepts(RecipeSchema, inspect);
    expect(inspect).toMatchObject({ kind: "inspect", objectId: "candle" });
    const assemble = newRecipe(newId, "assemble", recipeDefaults);
    accepts(RecipeSchema, assemble);
    expect(assemble).toMatchObject({ kind: "assemble", inputs: ["candle", "matches"], result: "lit-candle" });
  });

  it("makes every kind of condition, effect, interaction and achievement rule valid", () => {
    for (const type of CONDITION_TYPES) accepts(ConditionSchema, newCondition(type, picks));
    for (const type of EFFECT_TYPES) accepts(EffectSchema, newEffect(type, picks));
    for (const type of ACHIEVEMENT_RULE_TYPES) accepts(AchievementConditionSchema, newAchievementRule(type, picks));
    const interaction = newInteraction(newId, "Rien ne se passe.");
    accepts(InteractionSchema, interaction);
    expect(interaction.id).toMatch(/^event-/);
  });
});

describe("the defaults a puzzle is filled with from the draft", () => {
  it("points a new use puzzle at the game's first target and first object, with the texts in the creator's language", () => {
    const draft = clockmaker();
    const defaults = puzzleDefaults(draft, (key) => `«${key}»`);
    const firstScene = draft.scenes[0];
    expect(defaults.targetId).toBe(firstScene.kind === "interface" ? firstScene.zones[0].id : "");
    expect(defaults.objectId).toBe(draft.objects[0].id);
    expect(defaults.solved).toBe("«defaults.solved»");
    accepts(PuzzleSchema, newPuzzle(newId, "use", "Utiliser", defaults));
  });
});

describe("changing the type of an effect or a condition", () => {
  it("keeps the object when giving becomes taking away, and the flag when a condition tests it the other way", () => {
    const give = { type: "giveObject" as const, objectId: "lamp" };
    expect(changeEffectType(give, "removeObject", picks)).toEqual({ type: "removeObject", objectId: "lamp" });
    expect(changeEffectType(give, "win", picks)).toEqual({ type: "win" });
    expect(changeEffectType({ type: "setFlag", flag: "door.open" }, "showMessage", picks)).toEqual({ type: "showMessage", text: picks.message });
    const held = { type: "hasObject" as const, objectId: "lamp", not: true };
    expect(changeConditionType(held, "roomUnlocked", picks)).toEqual({ type: "roomUnlocked", roomId: "hall", not: true });
    expect(changeConditionType({ type: "flagSet", flag: "door.open" }, "flagSet", picks)).toEqual({ type: "flagSet", flag: "door.open" });
  });
});
