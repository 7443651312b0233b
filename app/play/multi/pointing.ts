import type { ClientDefinition, GameState } from "~/engine";
// Not the engine's index: it would bring the definition schemas into the first screen's JavaScript.
import { targetVisible } from "~/engine/conditions";
import { sceneTargetsOf, type ClientTarget } from "../game/scene-targets";

/** Pointing a teammate at something: the names players read, and the brief highlight on the scene. */

// Long enough to tell targets apart in the picker and the announcement, short enough to read at once.
const maxNameLength = 60;

function shortened(name: string): string {
  return name.length > maxNameLength ? `${name.slice(0, maxNameLength - 3).trimEnd()}…` : name;
}

/** A target's name as players read it: its label, else what it shows (an image's alt text can be a paragraph). */
export function targetName(target: ClientTarget): string {
  return shortened(fullName(target));
}

function fullName(target: ClientTarget): string {
  if ("label" in target && typeof target.label === "string") return target.label;
  if ("kind" in target) {
    switch (target.kind) {
      case "text":
        return target.text;
      case "image":
        return target.alt;
      case "audio":
      case "video":
        return target.label;
    }
  }
  return target.id;
}

/** A target's name in the view, wherever it is (another scene, an object); null when unknown. */
export function targetLabelOf(view: ClientDefinition, id: string): string | null {
  for (const scene of view.scenes) {
    const target = sceneTargetsOf(scene).find((candidate) => candidate.id === id);
    if (target) return targetName(target);
  }
  return view.objects.find((object) => object.id === id)?.name ?? null;
}

/** What this player can point at now: the visible targets of the scene they are in. */
export function pointableTargets(view: ClientDefinition, state: GameState): { id: string; name: string }[] {
  const scene = view.scenes.find((candidate) => candidate.id === state.sceneId);
  if (!scene) return [];
  return sceneTargetsOf(scene)
    .filter((target) => targetVisible(target, state))
    .map((target) => ({ id: target.id, name: targetName(target) }));
}

const highlightMs = 4000;

/**
 * Marks the target's element (the renderers' button layer carries `data-target-id`) for a few
 * seconds. The focus stays where the player left it: the announcement says the rest.
 */
export function highlightTarget(id: string): () => void {
  const element = document.querySelector<HTMLElement>(`[data-target-id="${CSS.escape(id)}"]`);
  if (!element) return () => undefined;
  element.setAttribute("data-pointed", "");
  const timer = setTimeout(() => element.removeAttribute("data-pointed"), highlightMs);
  return () => {
    clearTimeout(timer);
    element.removeAttribute("data-pointed");
  };
}
