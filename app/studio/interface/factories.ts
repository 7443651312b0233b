import type { InterfaceScene, Shape, Zone } from "~/engine";
import { centredRect, rectShape } from "./geometry";

/**
 * New parts of an Interface game, each valid as it comes (the engine's schemas are the judge, see
 * tests/unit/studio-interface-factories.test.ts): the creator adds, then fills in.
 */

/** A scene needs its picture from the start: the definition has no Interface scene without one. */
export function newInterfaceScene(newId: (prefix: string) => string, name: string, roomId: string, image: string): InterfaceScene {
  return { id: newId("scene"), roomId, name: name.trim(), kind: "interface", image, zones: [] };
}

/** A zone with nothing to do yet: the shared inspector adds its interactions. Centred by default. */
export function newZone(newId: (prefix: string) => string, label: string, shape: Shape = rectShape(centredRect())): Zone {
  return { id: newId("zone"), label: label.trim(), shape, interactions: [] };
}

/** A label not yet used by another zone of the scene: "Zone 3" after "Zone 1" and "Zone 2". */
export function nextLabel(base: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++) {
    const label = `${base} ${n}`;
    if (!taken.includes(label)) return label;
  }
}

export { newRoom } from "../forms/factories";
