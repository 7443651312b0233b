import type { ClientBlock, ClientHotspot, ClientScene, ClientZone } from "~/engine";

export type ClientTarget = ClientZone | ClientHotspot | ClientBlock;

/** The client view's twin of the engine's sceneTargets. */
export function sceneTargetsOf(scene: ClientScene): readonly ClientTarget[] {
  switch (scene.kind) {
    case "interface":
      return scene.zones;
    case "360":
      return scene.hotspots;
    case "classic":
      return scene.blocks;
  }
}
