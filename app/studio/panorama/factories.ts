import type { Hotspot, Interaction, PanoramaScene } from "~/engine";
import { toHotspotAngles } from "./geometry";

/**
 * New items of a 360 game, each one valid for the engine's schemas as it is inserted (a creator
 * who adds a panorama and stops there still has a draft that passes).
 */

export function newPanoramaScene(newId: (prefix: string) => string, name: string, roomId: string, panorama: string): PanoramaScene {
  return { id: newId("pano"), roomId, name: name.trim(), kind: "360", panorama, initialYaw: 0, hotspots: [] };
}

export function newHotspot(newId: (prefix: string) => string, label: string, yaw: number, pitch: number): Hotspot {
  return { id: newId("hotspot"), label: label.trim(), ...toHotspotAngles({ yaw, pitch }), interactions: [] };
}

/** A hotspot's way to another panorama: one interaction that goes to that scene. */
export function linkInteraction(newId: (prefix: string) => string, sceneId: string): Interaction {
  return { id: newId("event"), effects: [{ type: "goToScene", sceneId }] };
}

export { newRoom } from "../forms/factories";
