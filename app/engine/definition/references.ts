import type { Condition, Effect } from "./common";
import type { GameDefinition } from "./game";
import { issueAt, type DefinitionIssue, type IdKind, type IssueCode } from "./issues";
import { forEachCondition, forEachEffect, forEachTarget, targetsKey, type Path } from "./walk";

/**
 * Checks that every id a definition mentions names something that exists, and that ids are unique.
 * Runs only on a definition the schema accepted, so shapes can be trusted here.
 */

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
  const unique = (kind: IdKind, items: { id: string }[]) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) issues.push(issueAt([kind, i, "id"], "duplicateId", { kind, id: item.id }));
      seen.add(item.id);
    });
  };
  unique("rooms", def.rooms);
  unique("scenes", def.scenes);
  unique("objects", def.objects);
  unique("recipes", def.recipes);
  unique("puzzles", def.puzzles);
  unique("hints", def.hints);
  unique("achievements", def.achievements);
  // Targets and interactions are named in actions and in the state without their scene: unique game-wide.
  const targets = new Set<string>();
  const interactions = new Set<string>();
  forEachTarget(def, (target, path, s) => {
    const kind = targetsKey(def.scenes[s].kind);
    if (targets.has(target.id)) issues.push(issueAt([...path, "id"], "duplicateId", { kind, id: target.id }));
    targets.add(target.id);
    target.interactions.forEach((interaction, i) => {
      if (interactions.has(interaction.id)) {
        issues.push(issueAt([...path, "interactions", i, "id"], "duplicateId", { kind: "interactions", id: interaction.id }));
      }
      interactions.add(interaction.id);
    });
  });
}

type RefCode = Exclude<Extract<IssueCode, `unknown${string}`>, "unknownField">;

function refIssue(path: Path, key: string | number, code: RefCode, id: string): DefinitionIssue {
  return issueAt([...path, key], code, { id });
}

function checkCondition(condition: Condition, path: Path, known: Known): DefinitionIssue | null {
  switch (condition.type) {
    case "hasObject":
      return known.objects.has(condition.objectId) ? null : refIssue(path, "objectId", "unknownObject", condition.objectId);
    case "roomUnlocked":
      return known.rooms.has(condition.roomId) ? null : refIssue(path, "roomId", "unknownRoom", condition.roomId);
    case "puzzleSolved":
      return known.puzzles.has(condition.puzzleId) ? null : refIssue(path, "puzzleId", "unknownPuzzle", condition.puzzleId);
    case "flagSet":
      return known.flags.has(condition.flag)
        ? null
        : issueAt([...path, "flag"], "unsetFlag", { flag: condition.flag });
  }
}

function checkEffect(effect: Effect, path: Path, known: Known): DefinitionIssue | null {
  switch (effect.type) {
    case "giveObject":
    case "removeObject":
      return known.objects.has(effect.objectId) ? null : refIssue(path, "objectId", "unknownObject", effect.objectId);
    case "unlockRoom":
      return known.rooms.has(effect.roomId) ? null : refIssue(path, "roomId", "unknownRoom", effect.roomId);
    case "goToScene":
      return known.scenes.has(effect.sceneId) ? null : refIssue(path, "sceneId", "unknownScene", effect.sceneId);
    case "solvePuzzle":
      return known.puzzles.has(effect.puzzleId) ? null : refIssue(path, "puzzleId", "unknownPuzzle", effect.puzzleId);
    case "setFlag":
    case "showMessage":
    case "win":
    case "lose":
      return null;
  }
}

export function checkReferences(def: GameDefinition, known: Known, issues: DefinitionIssue[]) {
  const push = (issue: DefinitionIssue | null) => issue && issues.push(issue);
  const ref = (set: Set<string>, id: string | undefined, path: Path, key: string | number, code: RefCode) => {
    if (id !== undefined && !set.has(id)) issues.push(refIssue(path, key, code, id));
  };

  forEachCondition(def, (condition, path) => push(checkCondition(condition, path, known)));
  forEachEffect(def, (effect, path) => push(checkEffect(effect, path, known)));

  def.scenes.forEach((scene, s) => {
    ref(known.rooms, scene.roomId, ["scenes", s], "roomId", "unknownRoom");
    if (scene.kind === "classic") {
      scene.puzzleIds.forEach((id, p) => ref(known.puzzles, id, ["scenes", s, "puzzleIds"], p, "unknownPuzzle"));
    }
  });
  forEachTarget(def, (target, path) => {
    ref(known.objects, target.objectId, path, "objectId", "unknownObject");
    if ("puzzleId" in target) ref(known.puzzles, target.puzzleId, path, "puzzleId", "unknownPuzzle");
  });
  def.puzzles.forEach((puzzle, p) => {
    if (puzzle.kind !== "use") return;
    ref(known.targets, puzzle.targetId, ["puzzles", p], "targetId", "unknownTarget");
    ref(known.objects, puzzle.objectId, ["puzzles", p], "objectId", "unknownObject");
  });
  def.hints.forEach((hint, h) => ref(known.puzzles, hint.puzzleId, ["hints", h], "puzzleId", "unknownPuzzle"));
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind === "inspect") return ref(known.objects, recipe.objectId, ["recipes", r], "objectId", "unknownObject");
    recipe.inputs.forEach((id, i) => ref(known.objects, id, ["recipes", r, "inputs"], i, "unknownObject"));
    ref(known.objects, recipe.result, ["recipes", r], "result", "unknownObject");
  });
  ref(known.objects, def.mainObjectId, [], "mainObjectId", "unknownObject");
  def.achievements.forEach((achievement, a) => {
    achievement.when.forEach((condition, c) => {
      const path = ["achievements", a, "when", c];
      if (condition.type === "collected") ref(known.objects, condition.objectId, path, "objectId", "unknownObject");
      if (condition.type === "flagSet" && !known.flags.has(condition.flag)) {
        issues.push(issueAt([...path, "flag"], "unsetFlag", { flag: condition.flag }));
      }
    });
  });
}
