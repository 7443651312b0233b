import { sceneTargets, type Condition, type Effect, type Interaction, type Scene, type Target } from "~/engine";
import type { Option } from "../fields/fields";
import type { Draft, EditPath } from "../types";

/**
 * The choices the inspector's selects offer, built from the draft as it is now. The draft may be
 * half-made (a name left empty, a list missing), so every read here tolerates what the schema would refuse.
 */

const named = (items: readonly { id: string; name?: string }[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name?.trim() ? item.name : item.id }));

export const objectOptions = (draft: Draft): Option[] => named(draft.objects);
export const roomOptions = (draft: Draft): Option[] => named(draft.rooms);
export const sceneOptions = (draft: Draft): Option[] => named(draft.scenes);
export const puzzleOptions = (draft: Draft): Option[] => named(draft.puzzles);

const shorten = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** What a creator recognises a target by: its label, or for a text or image block its words. */
export function targetLabel(target: Target): string {
  let label = "";
  if ("label" in target && typeof target.label === "string") label = target.label;
  else if ("kind" in target && target.kind === "text") label = target.text ?? "";
  else if ("kind" in target && target.kind === "image") label = target.alt ?? "";
  label = label.trim().replace(/\s+/g, " ");
  return label ? shorten(label) : target.id;
}

function targetsOf(scene: Scene): readonly Target[] {
  return sceneTargets(scene) ?? [];
}

/** Every zone, hotspot and block of the game, as "scene name › target label". */
export function targetOptions(draft: Draft): Option[] {
  return (draft.scenes ?? []).flatMap((scene) => {
    const sceneName = scene.name?.trim() ? scene.name : scene.id;
    return targetsOf(scene).map((target) => ({ value: target.id, label: `${sceneName} › ${targetLabel(target)}` }));
  });
}

/** The scenes that sit in a room, in the game's order. */
export const scenesOfRoom = (draft: Draft, roomId: string): Option[] => named((draft.scenes ?? []).filter((scene) => scene.roomId === roomId));

/** Every flag the game sets or tests, sorted: what a flag field suggests, so one spelling is reused. */
export function flagsInUse(draft: Draft): string[] {
  const flags = new Set<string>();
  const fromConditions = (conditions: readonly Condition[] | undefined) =>
    (conditions ?? []).forEach((condition) => condition.type === "flagSet" && condition.flag && flags.add(condition.flag));
  const fromEffects = (effects: readonly Effect[] | undefined) =>
    (effects ?? []).forEach((effect) => effect.type === "setFlag" && effect.flag && flags.add(effect.flag));
  const fromInteractions = (interactions: readonly Interaction[] | undefined) =>
    (interactions ?? []).forEach((interaction) => {
      fromConditions(interaction.when);
      fromEffects(interaction.effects);
    });
  for (const scene of draft.scenes ?? []) {
    for (const target of targetsOf(scene)) {
      fromConditions(target.visibleWhen);
      fromInteractions(target.interactions);
    }
  }
  for (const puzzle of draft.puzzles ?? []) fromEffects(puzzle.effects);
  for (const recipe of draft.recipes ?? []) {
    if (recipe.kind !== "inspect") continue;
    fromConditions(recipe.when);
    fromEffects(recipe.effects);
  }
  fromConditions(draft.rules?.winWhen);
  fromConditions(draft.rules?.loseWhen);
  for (const achievement of draft.achievements ?? []) {
    for (const rule of achievement.when ?? []) if (rule.type === "flagSet" && rule.flag) flags.add(rule.flag);
  }
  return [...flags].sort((a, b) => a.localeCompare(b));
}

/** The recipes an object takes part in: inspected, or one of an assembly's inputs or its result. */
export function recipesOfObject(draft: Draft, objectId: string) {
  return (draft.recipes ?? []).filter((recipe) =>
    recipe.kind === "inspect" ? recipe.objectId === objectId : recipe.inputs?.includes(objectId) || recipe.result === objectId,
  );
}

/** A puzzle's hints in the order players get them. */
export const hintsOfPuzzle = (draft: Draft, puzzleId: string) => (draft.hints ?? []).filter((hint) => hint.puzzleId === puzzleId);

/** The first object, room, scene, puzzle and flag of the game: where a new condition or effect points. */
export function picksOf(draft: Draft, message: string) {
  return {
    objectId: draft.objects?.[0]?.id ?? "",
    roomId: draft.rooms?.[0]?.id ?? "",
    sceneId: draft.scenes?.[0]?.id ?? "",
    puzzleId: draft.puzzles?.[0]?.id ?? "",
    flag: flagsInUse(draft)[0] ?? "flag-1",
    message,
  };
}

/** The value at an editor's path in the draft: object keys, and list items by id (as `edit` addresses them). */
export function itemAt(root: unknown, path: EditPath): unknown {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current)) current = current.find((item: unknown) => typeof item === "object" && item !== null && (item as { id?: unknown }).id === segment);
    else if (typeof current === "object" && current !== null) current = (current as Record<string, unknown>)[segment];
    else return undefined;
  }
  return current;
}
