import type { ReactElement } from "react";
import type { Draft, EditPath } from "../types";
import { HotspotForm } from "./hotspot-form";
import { isPanorama } from "./hotspot-edits";
import { PanoramaSceneForm } from "./panorama-scene-form";

/**
 * The inspector's 360 form for a selected path: a panorama, or one of its hotspots; null for anything
 * else, which keeps the shell's own form (the shared interactions and conditions fields come after).
 */
export function panoramaFormFor(draft: Draft, path: EditPath): ReactElement | null {
  if (path[0] !== "scenes" || !path[1]) return null;
  const scene = (draft.scenes ?? []).find((each) => each.id === path[1]);
  if (!scene || !isPanorama(scene)) return null;
  if (path.length === 2) return <PanoramaSceneForm sceneId={path[1]} />;
  if (path[2] === "hotspots" && path[3] && path.length === 4) return <HotspotForm key={path[3]} sceneId={path[1]} hotspotId={path[3]} />;
  return null;
}
