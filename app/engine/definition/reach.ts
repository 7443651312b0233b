import type { Condition, Effect } from "./common";
import type { GameDefinition } from "./game";
import { sceneTargets } from "./scenes";

/**
 * How far a player can get, worked out from the definition alone: from the start, everything a player
 * could do (walk into open rooms, take what lies in sight, click, answer, use, inspect, assemble) is
 * done in every order at once, until nothing new comes. It over-approximates on purpose: a condition
 * is taken to hold as soon as it could ever hold ("not" ones always could, at the start), and nothing
 * is ever taken away. So what it calls out of reach really is, and a finding is never a false alarm;
 * the reverse (a game it calls winnable that a bad order can still block) is left to play-testing.
 */

/** A reached element: `room:id`, `scene:id`, `target:id`, `object:id`, `puzzle:id`, `flag:name`, `win`. */
export type ReachKey = string;

export type Reach = {
  /** The round in which each reached element was first reached: 0 for what the start offers. */
  depth: ReadonlyMap<ReachKey, number>;
  /**
   * The elements first reached as the result of something done in their round (an object given or taken,
   * a room unlocked): a map draws them after their cause, though the walk counts them in the same round.
   */
  results: ReadonlySet<ReachKey>;
  won: boolean;
};

export function reachOf(def: GameDefinition): Reach {
  const depth = new Map<ReachKey, number>();
  let round = 0;
  // Known before this round: a round only builds on what earlier rounds found, so depth counts steps.
  const known = (key: ReachKey) => (depth.get(key) ?? Infinity) < round;
  const results = new Set<ReachKey>();
  const add = (key: ReachKey, result = false) => {
    if (depth.has(key)) return;
    depth.set(key, round);
    if (result) results.add(key);
  };
  const holds = (condition: Condition) => {
    if (condition.not) return true;
    switch (condition.type) {
      case "hasObject":
        return known(`object:${condition.objectId}`);
      case "flagSet":
        return known(`flag:${condition.flag}`);
      case "roomUnlocked":
        return known(`room:${condition.roomId}`);
      case "puzzleSolved":
        return known(`puzzle:${condition.puzzleId}`);
    }
  };
  const allHold = (conditions: readonly Condition[] | undefined) => !conditions || conditions.every(holds);
  const puzzles = new Map(def.puzzles.map((puzzle) => [puzzle.id, puzzle]));

  const solve = (puzzleId: string, result = false) => {
    const puzzle = puzzles.get(puzzleId);
    if (!puzzle || depth.has(`puzzle:${puzzleId}`)) return;
    add(`puzzle:${puzzleId}`, result);
    apply(puzzle.effects);
  };
  const apply = (effects: readonly Effect[]) => {
    for (const effect of effects) {
      if (effect.type === "giveObject") add(`object:${effect.objectId}`, true);
      else if (effect.type === "setFlag") add(`flag:${effect.flag}`, true);
      else if (effect.type === "unlockRoom") add(`room:${effect.roomId}`, true);
      else if (effect.type === "goToScene") add(`scene:${effect.sceneId}`, true);
      else if (effect.type === "solvePuzzle") solve(effect.puzzleId, true);
      else if (effect.type === "win") add("win", true);
    }
  };

  // Round 0 is the start: the open rooms and their scenes. Each later round acts on what came before.
  for (const room of def.rooms) if (!room.locked) add(`room:${room.id}`);
  add(`scene:${def.rules.startSceneId}`);
  for (const scene of def.scenes) if (depth.has(`room:${scene.roomId}`)) add(`scene:${scene.id}`);

  // Every round but the last reaches something new, and a definition has only so many elements: it ends.
  for (round = 1; ; round++) {
    const before = depth.size;
    // Any scene of an open room can be walked to (rules/moves.ts, goToScene).
    for (const scene of def.scenes) if (known(`room:${scene.roomId}`)) add(`scene:${scene.id}`);
    for (const scene of def.scenes) {
      if (!known(`scene:${scene.id}`)) continue;
      if (scene.kind === "classic") scene.puzzleIds.forEach((id) => usable(id) && solve(id));
      for (const target of sceneTargets(scene)) {
        if (!allHold(target.visibleWhen)) continue;
        add(`target:${target.id}`);
        if (target.objectId) add(`object:${target.objectId}`, true);
        for (const interaction of target.interactions) if (allHold(interaction.when)) apply(interaction.effects);
        if ("puzzleId" in target && target.puzzleId && usable(target.puzzleId)) solve(target.puzzleId);
      }
    }
    for (const puzzle of def.puzzles) {
      if (puzzle.kind === "use" && known(`target:${puzzle.targetId}`) && known(`object:${puzzle.objectId}`)) solve(puzzle.id);
    }
    for (const recipe of def.recipes) {
      if (recipe.kind === "inspect" && known(`object:${recipe.objectId}`) && allHold(recipe.when)) apply(recipe.effects);
      if (recipe.kind === "assemble" && recipe.inputs.every((id) => known(`object:${id}`))) add(`object:${recipe.result}`, true);
    }
    if (def.rules.winWhen.length > 0 && allHold(def.rules.winWhen)) add("win", true);
    if (depth.size === before) break;
  }
  return { depth, results, won: depth.has("win") };

  // Use-puzzles are answered with an object on their target, never where they are shown.
  function usable(puzzleId: string) {
    return puzzles.get(puzzleId)?.kind !== "use";
  }
}
