import type { Condition, Effect } from "./common";
import type { GameDefinition } from "./game";
import { forEachCondition, forEachEffect, forEachTarget, formatPath, type Path } from "./walk";

/**
 * Checks that every id a definition mentions names something that exists, and that ids are unique.
 * Runs only on a definition the schema accepted, so shapes can be trusted here.
 */

export type DefinitionIssue = { path: string; message: string };

export type Known = {
  rooms: Set<string>;
  scenes: Set<string>;
  objects: Set<string>;
  puzzles: Set<string>;
  targets: Set<string>;
  // Every flag some effect sets: a condition on any other flag could never hold.
  flags: Set<string>;
};

export function collectKnown(def: GameDefinition): Known {
  const targets = new Set<string>();
  forEachTarget(def, (target) => targets.add(target.id));
  const flags = new Set<string>();
  forEachEffect(def, (effect) => {
    if (effect.type === "setFlag") flags.add(effect.flag);
  });
  return {
    rooms: new Set(def.rooms.map((r) => r.id)),
    scenes: new Set(def.scenes.map((s) => s.id)),
    objects: new Set(def.objects.map((o) => o.id)),
    puzzles: new Set(def.puzzles.map((p) => p.id)),
    targets,
    flags,
  };
}

export function checkUniqueIds(def: GameDefinition, issues: DefinitionIssue[]) {
  const unique = (what: string, items: { id: string }[], key: string) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) issues.push({ path: `${key}[${i}].id`, message: `another ${what} already has the id "${item.id}"` });
      seen.add(item.id);
    });
  };
  unique("room", def.rooms, "rooms");
  unique("scene", def.scenes, "scenes");
  unique("object", def.objects, "objects");
  unique("recipe", def.recipes, "recipes");
  unique("puzzle", def.puzzles, "puzzles");
  unique("hint", def.hints, "hints");
  unique("achievement", def.achievements, "achievements");
  // Targets and interactions are named in actions and in the state without their scene: unique game-wide.
  const targets = new Set<string>();
  const interactions = new Set<string>();
  forEachTarget(def, (target, path) => {
    if (targets.has(target.id)) issues.push({ path: formatPath([...path, "id"]), message: `another target already has the id "${target.id}"` });
    targets.add(target.id);
    target.interactions.forEach((interaction, i) => {
      if (interactions.has(interaction.id)) {
        issues.push({ path: formatPath([...path, "interactions", i, "id"]), message: `another interaction already has the id "${interaction.id}"` });
      }
      interactions.add(interaction.id);
    });
  });
}

function refIssue(path: Path, key: string | number, what: string, id: string): DefinitionIssue {
  return { path: formatPath([...path, key]), message: `no ${what} has the id "${id}"` };
}

function checkCondition(condition: Condition, path: Path, known: Known): DefinitionIssue | null {
  switch (condition.type) {
    case "hasObject":
      return known.objects.has(condition.objectId) ? null : refIssue(path, "objectId", "object", condition.objectId);
    case "roomUnlocked":
      return known.rooms.has(condition.roomId) ? null : refIssue(path, "roomId", "room", condition.roomId);
    case "puzzleSolved":
      return known.puzzles.has(condition.puzzleId) ? null : refIssue(path, "puzzleId", "puzzle", condition.puzzleId);
    case "flagSet":
      return known.flags.has(condition.flag)
        ? null
        : { path: formatPath([...path, "flag"]), message: `no effect ever sets the flag "${condition.flag}"` };
  }
}

function checkEffect(effect: Effect, path: Path, known: Known): DefinitionIssue | null {
  switch (effect.type) {
    case "giveObject":
    case "removeObject":
      return known.objects.has(effect.objectId) ? null : refIssue(path, "objectId", "object", effect.objectId);
    case "unlockRoom":
      return known.rooms.has(effect.roomId) ? null : refIssue(path, "roomId", "room", effect.roomId);
    case "goToScene":
      return known.scenes.has(effect.sceneId) ? null : refIssue(path, "sceneId", "scene", effect.sceneId);
    case "solvePuzzle":
      return known.puzzles.has(effect.puzzleId) ? null : refIssue(path, "puzzleId", "puzzle", effect.puzzleId);
    case "setFlag":
    case "showMessage":
    case "win":
    case "lose":
      return null;
  }
}

export function checkReferences(def: GameDefinition, known: Known, issues: DefinitionIssue[]) {
  const push = (issue: DefinitionIssue | null) => issue && issues.push(issue);
  const ref = (set: Set<string>, id: string | undefined, path: Path, key: string | number, what: string) => {
    if (id !== undefined && !set.has(id)) issues.push(refIssue(path, key, what, id));
  };

  forEachCondition(def, (condition, path) => push(checkCondition(condition, path, known)));
  forEachEffect(def, (effect, path) => push(checkEffect(effect, path, known)));

  def.scenes.forEach((scene, s) => {
    ref(known.rooms, scene.roomId, ["scenes", s], "roomId", "room");
    if (scene.kind === "classic") {
      scene.puzzleIds.forEach((id, p) => ref(known.puzzles, id, ["scenes", s, "puzzleIds"], p, "puzzle"));
    }
  });
  forEachTarget(def, (target, path) => {
    ref(known.objects, target.objectId, path, "objectId", "object");
    if ("puzzleId" in target) ref(known.puzzles, target.puzzleId, path, "puzzleId", "puzzle");
  });
  def.puzzles.forEach((puzzle, p) => {
    if (puzzle.kind !== "use") return;
    ref(known.targets, puzzle.targetId, ["puzzles", p], "targetId", "zone, hotspot or block");
    ref(known.objects, puzzle.objectId, ["puzzles", p], "objectId", "object");
  });
  def.hints.forEach((hint, h) => ref(known.puzzles, hint.puzzleId, ["hints", h], "puzzleId", "puzzle"));
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind === "inspect") return ref(known.objects, recipe.objectId, ["recipes", r], "objectId", "object");
    recipe.inputs.forEach((id, i) => ref(known.objects, id, ["recipes", r, "inputs"], i, "object"));
    ref(known.objects, recipe.result, ["recipes", r], "result", "object");
  });
  ref(known.objects, def.mainObjectId, [], "mainObjectId", "object");
  def.achievements.forEach((achievement, a) => {
    achievement.when.forEach((condition, c) => {
      const path = ["achievements", a, "when", c];
      if (condition.type === "collected") ref(known.objects, condition.objectId, path, "objectId", "object");
      if (condition.type === "flagSet" && !known.flags.has(condition.flag)) {
        issues.push({ path: formatPath([...path, "flag"]), message: `no effect ever sets the flag "${condition.flag}"` });
      }
    });
  });
}
