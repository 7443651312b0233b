import type { GameDefinition } from "./game";
import { issueAt, type DefinitionIssue } from "./issues";
import { forEachEffect, forEachTarget } from "./walk";

/**
 * Checks that go beyond single references: a definition that passes them can be started and has at
 * least one way to be won, so a published game is never a dead end from its first screen.
 */
export function checkCoherence(def: GameDefinition, issues: DefinitionIssue[]) {
  const { meta, rules } = def;
  if (meta.minPlayers > meta.maxPlayers) {
    issues.push(issueAt(["meta", "maxPlayers"], "playersRange", { min: meta.minPlayers, max: meta.maxPlayers }));
  }
  if (!meta.solo && !meta.multi) {
    issues.push(issueAt(["meta", "solo"], "noPlayMode"));
  }
  // A session for several needs room for a second player (checked here so the editor and publishing agree).
  if (meta.multi && meta.maxPlayers < 2) {
    issues.push(issueAt(["meta", "maxPlayers"], "multiNeedsTwo"));
  }

  def.scenes.forEach((scene, s) => {
    if (scene.kind !== meta.type) {
      issues.push(issueAt(["scenes", s, "kind"], "sceneTypeMismatch", { gameType: meta.type, sceneType: scene.kind }));
    }
  });

  const roomsWithScenes = new Set(def.scenes.map((scene) => scene.roomId));
  const unlockedByEffect = new Set<string>();
  const solvedByEffect = new Set<string>();
  let winEffect = false;
  forEachEffect(def, (effect) => {
    if (effect.type === "unlockRoom") unlockedByEffect.add(effect.roomId);
    if (effect.type === "solvePuzzle") solvedByEffect.add(effect.puzzleId);
    if (effect.type === "win") winEffect = true;
  });
  def.rooms.forEach((room, r) => {
    if (!roomsWithScenes.has(room.id)) issues.push(issueAt(["rooms", r], "roomWithoutScene", { id: room.id }));
    if (room.locked && !unlockedByEffect.has(room.id)) {
      issues.push(issueAt(["rooms", r, "locked"], "roomNeverUnlocked", { id: room.id }));
    }
  });

  const start = def.scenes.find((scene) => scene.id === rules.startSceneId);
  if (!start) {
    issues.push(issueAt(["rules", "startSceneId"], "unknownScene", { id: rules.startSceneId }));
  } else if (def.rooms.find((room) => room.id === start.roomId)?.locked) {
    issues.push(issueAt(["rules", "startSceneId"], "startInLockedRoom", { id: start.roomId }));
  }

  if (rules.winWhen.length === 0 && !winEffect) {
    issues.push(issueAt(["rules", "winWhen"], "neverWon"));
  }

  // A puzzle no scene shows and no effect solves could never be solved.
  const shown = new Set<string>(solvedByEffect);
  for (const scene of def.scenes) if (scene.kind === "classic") scene.puzzleIds.forEach((id) => shown.add(id));
  forEachTarget(def, (target) => {
    if ("puzzleId" in target && target.puzzleId) shown.add(target.puzzleId);
  });
  def.puzzles.forEach((puzzle, p) => {
    if (puzzle.kind !== "use" && !shown.has(puzzle.id)) {
      issues.push(issueAt(["puzzles", p], "puzzleUnreachable", { id: puzzle.id }));
    }
  });

  const pairs = new Set<string>();
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind !== "assemble") return;
    const [a, b] = recipe.inputs;
    if (a === b) issues.push(issueAt(["recipes", r, "inputs", 1], "assembleWithItself", { id: a }));
    if (recipe.inputs.includes(recipe.result)) {
      issues.push(issueAt(["recipes", r, "result"], "resultIsInput", { id: recipe.result }));
    }
    const pair = [a, b].sort().join("+");
    if (pairs.has(pair)) issues.push(issueAt(["recipes", r, "inputs"], "duplicateRecipe", { first: a, second: b }));
    pairs.add(pair);
  });
}
