import type { Condition, Effect } from "./common";
import type { GameDefinition } from "./game";
import { sceneTargets, type Target } from "./scenes";

/**
 * Visits every condition and effect of a definition with the path it sits at, so the reference
 * checks and the flag bookkeeping walk the same places and cannot drift apart.
 */

export type Path = readonly (string | number)[];

/** "scenes[2].zones[0].effects[1].objectId": the form creators' tools and error lists show. */
export function formatPath(path: Path): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${key}` : key;
  }
  return out;
}

/** The keys of a path `formatPath` wrote, so a tool can walk the definition JSON to the spot. */
export function parsePath(path: string): (string | number)[] {
  return [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((match) => (match[1] === undefined ? match[2] : Number(match[1])));
}

export function targetsKey(kind: "interface" | "360" | "classic"): "zones" | "hotspots" | "blocks" {
  return kind === "interface" ? "zones" : kind === "360" ? "hotspots" : "blocks";
}

export function forEachTarget(def: GameDefinition, visit: (target: Target, path: Path, sceneIndex: number) => void) {
  def.scenes.forEach((scene, s) => {
    const key = targetsKey(scene.kind);
    sceneTargets(scene).forEach((target, t) => visit(target, ["scenes", s, key, t], s));
  });
}

export function forEachConditionList(def: GameDefinition, visit: (conditions: readonly Condition[], path: Path) => void) {
  forEachTarget(def, (target, path) => {
    if (target.visibleWhen) visit(target.visibleWhen, [...path, "visibleWhen"]);
    target.interactions.forEach((interaction, i) => {
      if (interaction.when) visit(interaction.when, [...path, "interactions", i, "when"]);
    });
  });
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind === "inspect" && recipe.when) visit(recipe.when, ["recipes", r, "when"]);
  });
  visit(def.rules.winWhen, ["rules", "winWhen"]);
  visit(def.rules.loseWhen, ["rules", "loseWhen"]);
}

export function forEachEffectList(def: GameDefinition, visit: (effects: readonly Effect[], path: Path) => void) {
  forEachTarget(def, (target, path) => {
    target.interactions.forEach((interaction, i) => visit(interaction.effects, [...path, "interactions", i, "effects"]));
  });
  def.puzzles.forEach((puzzle, p) => visit(puzzle.effects, ["puzzles", p, "effects"]));
  def.recipes.forEach((recipe, r) => {
    if (recipe.kind === "inspect") visit(recipe.effects, ["recipes", r, "effects"]);
  });
}

export function forEachCondition(def: GameDefinition, visit: (condition: Condition, path: Path) => void) {
  forEachConditionList(def, (list, path) => list.forEach((condition, c) => visit(condition, [...path, c])));
}

export function forEachEffect(def: GameDefinition, visit: (effect: Effect, path: Path) => void) {
  forEachEffectList(def, (list, path) => list.forEach((effect, e) => visit(effect, [...path, e])));
}
