import type { GameDefinition } from "./game";
import type { DefinitionIssue } from "./references";
import { forEachEffect, forEachTarget } from "./walk";

/**
 * Checks that go beyond single references: a definition that passes them can be started and has at
 * least one way to be won, so a published game is never a dead end from its first screen.
 */
export function checkCoherence(def: GameDefinition, issues: DefinitionIssue[]) {
  const { meta, rules } = def;
  if (meta.minPlayers > meta.maxPlayers) {
    issues.push({ path: "meta.maxPlayers", message: `maxPlayers (${meta.maxPlayers}) is below minPlayers (${meta.minPlayers})` });
  }
  if (!meta.solo && !meta.multi) {
    issues.push({ path: "meta.solo", message: "a game is playable solo, in multiplayer, or both" });
  }

  def.scenes.forEach((scene, s) => {
    if (scene.kind !== meta.type) {
      issues.push({ path: `scenes[${s}].kind`, message: `a ${meta.type} game holds only ${meta.type} scenes` });
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
    if (!roomsWithScenes.has(room.id)) issues.push({ path: `rooms[${r}]`, message: `the room "${room.id}" has no scene` });
    if (room.locked && !unlockedByEffect.has(room.id)) {
      issues.push({ path: `rooms[${r}].locked`, message: `no effect ever unlocks the room "${room.id}"` });
    }
  });

  const start = def.scenes.find((scene) => scene.id === rules.startSceneId);
  if (!start) {
    issues.push({ path: "rules.startSceneId", message: `no scene has the id "${rules.startSceneId}"` });
  } else if (def.rooms.find((room) => room.id === start.roomId)?.locked) {
    issues.push({ path: "rules.startSceneId", message: "the game cannot start in a locked room" });
  }

  if (rules.winWhen.length === 0 && !winEffect) {
    issues.push({ path: "rules.winWhen", message: "the game can never be won: no win condition and no win effect" });
  }

  // A puzzle no scene shows and no effect solves could never be solved.
  const shown = new Set<string>(solvedByEffect);
  for (const scene of def.scenes) if (scene.kind === "classic") scene.puzzleIds.forEach((id) => shown.add(id));
  forEachTarget(def, (target) => {
    if ("puzzleId" in target && target.puzzleId) shown.add(target.puzzleId);
  });
  def.puzzles.forEach((puzzle, p) => {
    if (puzzle.kind !== "use" && !shown.has(puzzle.id)) {
      issues.push({ path: `puzzles[${p}]`, message: `no scene shows the puzzle "${puzzle.id}" and no effect solves it` });
    }
  });

  const pairs = new Set<string>();
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind !== "assemble") return;
    const [a, b] = recipe.inputs;
    if (a === b) issues.push({ path: `recipes[${r}].inputs[1]`, message: "an object cannot be assembled with itself" });
    if (recipe.inputs.includes(recipe.result)) {
      issues.push({ path: `recipes[${r}].result`, message: "the result cannot be one of the inputs" });
    }
    const pair = [a, b].sort().join("+");
    if (pairs.has(pair)) issues.push({ path: `recipes[${r}].inputs`, message: `another recipe already assembles ${a} and ${b}` });
    pairs.add(pair);
  });
}
