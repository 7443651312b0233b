import type { Achievement, AchievementCondition, Condition, Effect, GameObject, Hint, Interaction, Puzzle, PuzzleKind, Recipe, Room } from "~/engine";

/**
 * New items for the draft, each with a fresh id and valid in shape the moment it is inserted: the
 * engine has no defaults, so every required field gets one here. Names and texts come in already
 * localized (the `studio-forms.defaults` texts); references (a target, an object) come from the draft,
 * and an empty one is left for the problems list to point at. A text players would read is never a
 * sentence for the creator ("describe what the player sees"): it starts empty and the field shows that
 * sentence as its placeholder; an empty description is allowed, an empty hint is in the problems list.
 */

export type NewId = (prefix: string) => string;

export const newRoom = (newId: NewId, name: string): Room => ({ id: newId("room"), name: name.trim(), locked: false });

export const newObject = (newId: NewId, name: string, description = ""): GameObject => ({
  id: newId("object"),
  name,
  description,
  // The studio's own placeholder, until the creator picks a picture.
  image: "/studio/object-placeholder.svg",
});

export const PUZZLE_KINDS = ["code", "text", "login", "upload", "use", "directional", "colours", "shapes", "pattern", "dial"] as const satisfies readonly PuzzleKind[];

/** What a new puzzle (or one switched to another kind) is filled with. */
export type PuzzleDefaults = {
  // The message shown when the puzzle is solved: a puzzle needs at least one effect.
  solved: string;
  answer: string;
  login: string;
  password: string;
  targetId: string;
  objectId: string;
};

export function neutralPuzzleDefaults(name: string): PuzzleDefaults {
  return { solved: name, answer: name, login: "admin", password: "1234", targetId: "", objectId: "" };
}

type KindFields = Puzzle extends infer P ? (P extends Puzzle ? Omit<P, "id" | "name" | "prompt" | "effects"> : never) : never;

/** The fields only this kind of puzzle has, filled with defaults. */
function kindFields(kind: PuzzleKind, defaults: PuzzleDefaults): KindFields {
  switch (kind) {
    case "code":
      return { kind, code: "1234" };
    case "text":
      return { kind, answers: [defaults.answer] };
    case "login":
      return { kind, login: defaults.login, password: defaults.password };
    case "upload":
      return { kind, code: "code-1" };
    case "use":
      return { kind, targetId: defaults.targetId, objectId: defaults.objectId };
    // Short starting answers the creator replaces with the lock's own buttons.
    case "directional":
      return { kind, sequence: ["up", "right", "down"] };
    case "colours":
      return { kind, sequence: ["red", "blue", "yellow"] };
    case "shapes":
      return { kind, sequence: ["star", "moon", "heart"] };
    case "pattern":
      return { kind, dots: ["1", "5", "9"] };
    case "dial":
      return { kind, code: "000" };
  }
}

export function newPuzzle(newId: NewId, kind: PuzzleKind, name: string, defaults: PuzzleDefaults = neutralPuzzleDefaults(name)): Puzzle {
  return { id: newId("puzzle"), name, effects: [{ type: "showMessage", text: defaults.solved }], ...kindFields(kind, defaults) };
}

/**
 * The same puzzle as another kind: its id, name, prompt and effects stay, the old kind's own fields
 * go (the schema is strict) and the new kind's are filled in. A switch back to the same kind changes nothing.
 */
export function switchPuzzleKind(puzzle: Puzzle, kind: PuzzleKind, defaults: PuzzleDefaults): Puzzle {
  if (puzzle.kind === kind) return puzzle;
  const { id, name, prompt, effects } = puzzle;
  return { id, name, ...(prompt === undefined ? {} : { prompt }), effects, ...kindFields(kind, defaults) };
}

/** A hint whose words are still to be written (`text` empty, the problems list asks for them). */
export function newHint(newId: NewId, puzzleId?: string): Hint {
  const text = "";
  return puzzleId === undefined ? { id: newId("hint"), text } : { id: newId("hint"), puzzleId, text };
}

export type RecipeDefaults = { objectId: string; otherObjectId: string; resultId: string; message: string };

export function newRecipe(newId: NewId, kind: Recipe["kind"], defaults: RecipeDefaults): Recipe {
  if (kind === "inspect") {
    return { id: newId("recipe"), kind, objectId: defaults.objectId, effects: [{ type: "showMessage", text: defaults.message }] };
  }
  return { id: newId("recipe"), kind, inputs: [defaults.objectId, defaults.otherObjectId], result: defaults.resultId };
}

export function newAchievement(newId: NewId, name: string, description = name): Achievement {
  return { id: newId("achievement"), name, description, hidden: false, when: [{ type: "won" }] };
}

export function newInteraction(newId: NewId, message: string): Interaction {
  return { id: newId("event"), effects: [{ type: "showMessage", text: message }] };
}

/** The first thing of each kind in the game, so a new condition or effect starts pointing somewhere. */
export type Picks = { objectId: string; roomId: string; sceneId: string; puzzleId: string; flag: string; message: string };

export const CONDITION_TYPES = ["hasObject", "flagSet", "roomUnlocked", "puzzleSolved"] as const satisfies readonly Condition["type"][];

export function newCondition(type: Condition["type"], picks: Picks): Condition {
  switch (type) {
    case "hasObject":
      return { type, objectId: picks.objectId };
    case "flagSet":
      return { type, flag: picks.flag };
    case "roomUnlocked":
      return { type, roomId: picks.roomId };
    case "puzzleSolved":
      return { type, puzzleId: picks.puzzleId };
  }
}

export const EFFECT_TYPES = [
  "showMessage",
  "giveObject",
  "removeObject",
  "setFlag",
  "unlockRoom",
  "goToScene",
  "solvePuzzle",
  "win",
  "lose",
] as const satisfies readonly Effect["type"][];

export function newEffect(type: Effect["type"], picks: Picks): Effect {
  switch (type) {
    case "giveObject":
    case "removeObject":
      return { type, objectId: picks.objectId };
    case "setFlag":
      return { type, flag: picks.flag };
    case "unlockRoom":
      return { type, roomId: picks.roomId };
    case "goToScene":
      return { type, sceneId: picks.sceneId };
    case "showMessage":
      return { type, text: picks.message };
    case "solvePuzzle":
      return { type, puzzleId: picks.puzzleId };
    case "win":
    case "lose":
      return { type };
  }
}

/**
 * The same effect as another type, keeping what both types name (the object when "give" becomes "take
 * away"), so changing one's mind about the type does not lose the choice already made.
 */
export function changeEffectType(effect: Effect, type: Effect["type"], picks: Picks): Effect {
  const kept = { ...picks };
  if ("objectId" in effect) kept.objectId = effect.objectId;
  if ("flag" in effect) kept.flag = effect.flag;
  return newEffect(type, kept);
}

/** The same condition as another type, keeping its "not" and what both types name. */
export function changeConditionType(condition: Condition, type: Condition["type"], picks: Picks): Condition {
  const kept = { ...picks };
  if ("objectId" in condition) kept.objectId = condition.objectId;
  if ("flag" in condition) kept.flag = condition.flag;
  const next = newCondition(type, kept);
  return condition.not ? { ...next, not: true } : next;
}

export const ACHIEVEMENT_RULE_TYPES = ["won", "wonWithin", "noHints", "noWrongAnswers", "flagSet", "collected"] as const satisfies readonly AchievementCondition["type"][];

export function newAchievementRule(type: AchievementCondition["type"], picks: Picks): AchievementCondition {
  switch (type) {
    case "won":
    case "noHints":
    case "noWrongAnswers":
      return { type };
    case "wonWithin":
      return { type, seconds: 1800 };
    case "flagSet":
      return { type, flag: picks.flag };
    case "collected":
      return { type, objectId: picks.objectId };
  }
}
