import { sceneTargets, type Condition, type Effect, type Interaction, type Target } from "~/engine";
import { within } from "./selection";
import type { Draft, EditPath } from "./types";

/**
 * What in the game uses an item, so deleting it can say where first (issue 24): an object lying in a
 * zone or given by an effect, a puzzle a page shows or a hint helps with, a scene an effect goes to, a
 * room scenes sit in, a target a puzzle is used on. Each use is the selectable item that holds it (the
 * zone, not its third effect), once, in the game's order; what sits inside the item itself does not
 * count, since it goes with it. The draft may be half-made: every read tolerates what is missing.
 */

type Kind = "object" | "puzzle" | "scene" | "room" | "target";
export type Usage = { path: EditPath; list: string; item: unknown; sceneId?: string };

const TARGET_LISTS = new Set(["zones", "hotspots", "blocks"]);

/** What a deletable item's path makes it, for the references to look for; null for what nothing names. */
export function referenceKind(path: EditPath): Kind | null {
  if (path.length === 2) {
    const kinds: Record<string, Kind> = { objects: "object", puzzles: "puzzle", scenes: "scene", rooms: "room" };
    return kinds[path[0]] ?? null;
  }
  return path.length === 4 && path[0] === "scenes" && TARGET_LISTS.has(path[2]) ? "target" : null;
}

function conditionUses(condition: Condition | undefined, kind: Kind, id: string): boolean {
  if (!condition) return false;
  if (kind === "object") return condition.type === "hasObject" && condition.objectId === id;
  if (kind === "room") return condition.type === "roomUnlocked" && condition.roomId === id;
  if (kind === "puzzle") return condition.type === "puzzleSolved" && condition.puzzleId === id;
  return false;
}

function effectUses(effect: Effect | undefined, kind: Kind, id: string): boolean {
  if (!effect) return false;
  if (kind === "object") return (effect.type === "giveObject" || effect.type === "removeObject") && effect.objectId === id;
  if (kind === "room") return effect.type === "unlockRoom" && effect.roomId === id;
  if (kind === "scene") return effect.type === "goToScene" && effect.sceneId === id;
  if (kind === "puzzle") return effect.type === "solvePuzzle" && effect.puzzleId === id;
  return false;
}

const anyCondition = (conditions: readonly Condition[] | undefined, kind: Kind, id: string) => (conditions ?? []).some((c) => conditionUses(c, kind, id));
const anyEffect = (effects: readonly Effect[] | undefined, kind: Kind, id: string) => (effects ?? []).some((e) => effectUses(e, kind, id));
const anyInteraction = (interactions: readonly Interaction[] | undefined, kind: Kind, id: string) =>
  (interactions ?? []).some((interaction) => anyCondition(interaction.when, kind, id) || anyEffect(interaction.effects, kind, id));

/** The items that use the item at `path` (settings included, as `["settings"]`), in the game's order. */
export function usagesOf(draft: Draft, path: EditPath): Usage[] {
  const kind = referenceKind(path);
  const id = path[path.length - 1];
  if (!kind || !id) return [];
  const found: Usage[] = [];
  const add = (usage: Usage) => {
    if (!within(usage.path, path)) found.push(usage);
  };
  const rules = draft.rules;
  if (
    (kind === "object" && draft.mainObjectId === id) ||
    (kind === "scene" && rules?.startSceneId === id) ||
    anyCondition(rules?.winWhen, kind, id) ||
    anyCondition(rules?.loseWhen, kind, id)
  ) {
    add({ path: ["settings"], list: "settings", item: draft.meta });
  }
  for (const scene of draft.scenes ?? []) {
    const pageShows = kind === "puzzle" && scene.kind === "classic" && (scene.puzzleIds ?? []).includes(id);
    if ((kind === "room" && scene.roomId === id) || pageShows) add({ path: ["scenes", scene.id], list: "scenes", item: scene });
    const list = scene.kind === "interface" ? "zones" : scene.kind === "360" ? "hotspots" : "blocks";
    for (const target of (sceneTargets(scene) ?? []) as (Target & { puzzleId?: string })[]) {
      const uses =
        (kind === "object" && target.objectId === id) ||
        (kind === "puzzle" && target.puzzleId === id) ||
        anyCondition(target.visibleWhen, kind, id) ||
        anyInteraction(target.interactions, kind, id);
      if (uses) add({ path: ["scenes", scene.id, list, target.id], list, item: target, sceneId: scene.id });
    }
  }
  for (const puzzle of draft.puzzles ?? []) {
    const used =
      puzzle.kind === "use" && ((kind === "target" && puzzle.targetId === id) || (kind === "object" && puzzle.objectId === id));
    if (used || anyEffect(puzzle.effects, kind, id)) add({ path: ["puzzles", puzzle.id], list: "puzzles", item: puzzle });
  }
  for (const recipe of draft.recipes ?? []) {
    const used =
      recipe.kind === "inspect"
        ? (kind === "object" && recipe.objectId === id) || anyCondition(recipe.when, kind, id) || anyEffect(recipe.effects, kind, id)
        : kind === "object" && ((recipe.inputs ?? []).includes(id) || recipe.result === id);
    if (used) add({ path: ["recipes", recipe.id], list: "recipes", item: recipe });
  }
  for (const hint of draft.hints ?? []) {
    if (kind === "puzzle" && hint.puzzleId === id) add({ path: ["hints", hint.id], list: "hints", item: hint });
  }
  for (const achievement of draft.achievements ?? []) {
    const used = (achievement.when ?? []).some((rule) => kind === "object" && rule.type === "collected" && rule.objectId === id);
    if (used) add({ path: ["achievements", achievement.id], list: "achievements", item: achievement });
  }
  return found;
}
