import * as v from "valibot";
import { HotspotSchema, type Hotspot, type PanoramaScene } from "~/engine";
import type { Draft, EditPath, StudioEdit } from "../types";
import { withFreshIds } from "../clipboard";
import { toHotspotAngles, type Angles } from "./geometry";

/** The draft's 360 scenes, and the ways the workspace and the forms change their hotspots. */

export const isPanorama = (scene: Draft["scenes"][number]): scene is PanoramaScene => scene.kind === "360";

export const panoramas = (draft: Draft): PanoramaScene[] => (draft.scenes ?? []).filter(isPanorama);

export const hotspotsPath = (sceneId: string): EditPath => ["scenes", sceneId, "hotspots"];

export const hotspotPath = (sceneId: string, hotspotId: string): EditPath => [...hotspotsPath(sceneId), hotspotId];

export function findHotspot(draft: Draft, sceneId: string, hotspotId: string): Hotspot | null {
  const scene = (draft.scenes ?? []).find((each) => each.id === sceneId);
  return scene && isPanorama(scene) ? (scene.hotspots.find((each) => each.id === hotspotId) ?? null) : null;
}

/** Yaw and pitch in one undo step. */
export function moveHotspot(edit: StudioEdit, sceneId: string, hotspotId: string, at: Angles): void {
  const path = hotspotPath(sceneId, hotspotId);
  const to = toHotspotAngles(at);
  edit.batch(() => {
    edit.set([...path, "yaw"], to.yaw);
    edit.set([...path, "pitch"], to.pitch);
  });
}

/**
 * A copy of a hotspot (duplicated, or pasted from the clipboard) with fresh ids, placed just to the
 * right of the original so both can be seen and clicked. A pasted item is checked against the
 * engine's schema first: the clipboard may hold anything another tab or version put there.
 */
export function hotspotCopy(item: unknown, newId: (prefix: string) => string, suffix: string): Hotspot | null {
  const parsed = v.safeParse(HotspotSchema, item);
  if (!parsed.success) return null;
  const copy = withFreshIds(parsed.output, newId, "hotspot");
  const label = `${copy.label}${suffix}`.slice(0, 120);
  return { ...copy, label, ...toHotspotAngles({ yaw: copy.yaw + 5, pitch: copy.pitch }) };
}

/** Where a hotspot's `goToScene` effect is, if it has one: the way a panorama leads to another. */
export function findLink(hotspot: Hotspot): { interactionId: string; effectIndex: number; sceneId: string } | null {
  for (const interaction of hotspot.interactions ?? []) {
    const effectIndex = (interaction.effects ?? []).findIndex((effect) => effect.type === "goToScene");
    const effect = interaction.effects?.[effectIndex];
    if (effect?.type === "goToScene") return { interactionId: interaction.id, effectIndex, sceneId: effect.sceneId };
  }
  return null;
}
