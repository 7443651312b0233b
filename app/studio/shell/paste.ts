import { withFreshIds, type Copied } from "../clipboard";
import type { Draft, EditPath, Selection, StudioEdit } from "../types";

const SCENE_LISTS: Record<string, { kind: string; key: string }> = {
  zone: { kind: "interface", key: "zones" },
  hotspot: { kind: "360", key: "hotspots" },
  block: { kind: "classic", key: "blocks" },
};
const TOP_LISTS: Record<string, string> = { object: "objects", puzzle: "puzzles", recipe: "recipes", achievement: "achievements", hint: "hints" };

/**
 * Where a copied item goes: a zone, hotspot or block into the scene being edited (the selection's, or the
 * first scene of its kind), anything else into its game-wide list, after the selected item when it is in
 * that list. Null when this project has no place for it (a zone in a Classic game). Interactions are
 * pasted by the interactions field, not here.
 */
export function pasteTarget(draft: Draft, selection: Selection | null, copied: Copied): { list: EditPath; index?: number } | null {
  const path = selection?.path ?? [];
  const inScene = SCENE_LISTS[copied.type];
  if (inScene) {
    const selected = path[0] === "scenes" ? draft.scenes.find((scene) => scene.id === path[1]) : undefined;
    const scene = selected?.kind === inScene.kind ? selected : draft.scenes.find((candidate) => candidate.kind === inScene.kind);
    if (!scene) return null;
    const list = ["scenes", scene.id, inScene.key];
    const items = (scene as unknown as Record<string, { id: string }[]>)[inScene.key] ?? [];
    const at = path[2] === inScene.key ? items.findIndex((item) => item.id === path[3]) : -1;
    return { list, index: at >= 0 ? at + 1 : undefined };
  }
  const top = TOP_LISTS[copied.type];
  if (!top) return null;
  const items = (draft as unknown as Record<string, { id: string }[]>)[top];
  const at = path[0] === top ? items.findIndex((item) => item.id === path[1]) : -1;
  return { list: [top], index: at >= 0 ? at + 1 : undefined };
}

/** Pastes and returns the new item's path, or null when there is no place for it. */
export function paste(draft: Draft, selection: Selection | null, copied: Copied, edit: StudioEdit): EditPath | null {
  const target = pasteTarget(draft, selection, copied);
  if (!target) return null;
  const item = withFreshIds(copied.item, edit.newId, copied.type);
  edit.insert(target.list, item, target.index);
  return [...target.list, item.id];
}
