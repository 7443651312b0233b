import * as v from "valibot";
import { GameDefinitionSchema, type GameDefinition } from "./game";
import { issueAt, type DefinitionIssue } from "./issues";
import { reachOf, type Reach } from "./reach";
import { forEachCondition, forEachEffect, forEachTarget } from "./walk";

/**
 * Can the game be finished, and what can never be reached? Findings of the reach walk (reach.ts), as
 * issues for the problems list. They are advice for the editor, not part of `parseDefinition`: a game
 * published before this check existed must stay playable, and the walk's view of a game may grow.
 */
export function checkSolvability(def: GameDefinition, reach: Reach = reachOf(def)): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const reached = (key: string) => reach.depth.has(key);

  let winEffect = false;
  const needed = new Set<string>();
  const offered = new Set<string>();
  forEachEffect(def, (effect) => {
    if (effect.type === "win") winEffect = true;
    if (effect.type === "giveObject") offered.add(effect.objectId);
  });
  forEachCondition(def, (condition) => {
    if (condition.type === "hasObject" && !condition.not) needed.add(condition.objectId);
  });
  forEachTarget(def, (target) => {
    if (target.objectId) offered.add(target.objectId);
  });
  for (const puzzle of def.puzzles) if (puzzle.kind === "use") needed.add(puzzle.objectId);
  for (const recipe of def.recipes) {
    if (recipe.kind === "inspect") needed.add(recipe.objectId);
    else {
      recipe.inputs.forEach((id) => needed.add(id));
      offered.add(recipe.result);
    }
  }

  // A game with no way to win at all is coherence's "neverWon"; this is the game whose way is blocked.
  if (!reach.won && (def.rules.winWhen.length > 0 || winEffect)) issues.push(issueAt(["rules", "winWhen"], "winUnreachable"));

  const closed = new Set<string>();
  def.rooms.forEach((room, r) => {
    const entered = reached(`room:${room.id}`) || def.scenes.some((scene) => scene.roomId === room.id && reached(`scene:${scene.id}`));
    if (room.locked && !entered) {
      closed.add(room.id);
      issues.push(issueAt(["rooms", r], "roomNeverOpens"));
    }
  });
  // A room that never opens says it for all its scenes; this is a scene of a room entered some other
  // way (an effect leading straight to one of its scenes) that no way leads to.
  def.scenes.forEach((scene, s) => {
    if (!reached(`scene:${scene.id}`) && !closed.has(scene.roomId)) issues.push(issueAt(["scenes", s], "sceneOutOfReach"));
  });
  def.puzzles.forEach((puzzle, p) => {
    if (!reached(`puzzle:${puzzle.id}`)) issues.push(issueAt(["puzzles", p], "puzzleOutOfReach"));
  });
  def.objects.forEach((object, o) => {
    if (reached(`object:${object.id}`)) return;
    if (needed.has(object.id)) issues.push(issueAt(["objects", o], "objectNeverGiven"));
    else if (offered.has(object.id)) issues.push(issueAt(["objects", o], "objectOutOfReach"));
  });
  return issues;
}

/**
 * The solvability findings of a draft, whatever shape it is in: none until it has a definition's shape,
 * and none about an element the definition's own issues already point at (a room no effect unlocks is
 * "roomNeverUnlocked" there; saying it twice would only be noise).
 */
export function draftSolvability(input: unknown, known: readonly DefinitionIssue[]): DefinitionIssue[] {
  const parsed = v.safeParse(GameDefinitionSchema, input);
  if (!parsed.success) return [];
  const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
  return checkSolvability(parsed.output).filter((finding) => !known.some((issue) => overlaps(issue.path, finding.path) || overlaps(finding.path, issue.path)));
}
