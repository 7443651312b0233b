import { describe, expect, it } from "vitest";
import type { Hotspot } from "../../app/engine";
import { findLink, hotspotCopy } from "../../app/studio/panorama/hotspot-edits";

let counter = 0;
const newId = (prefix: string) => `${prefix}-c${++counter}`;

const door: Hotspot = {
  id: "door",
  label: "Cellar door",
  yaw: 178,
  pitch: -10,
  visibleWhen: [{ type: "flagSet", flag: "lamp.on" }],
  interactions: [
    { id: "locked", when: [{ type: "hasObject", objectId: "key", not: true }], effects: [{ type: "showMessage", text: "Locked." }] },
    { id: "open", effects: [{ type: "setFlag", flag: "door.open" }, { type: "goToScene", sceneId: "cellar" }] },
  ],
};

describe("a hotspot's link to another panorama", () => {
  it("is found in whichever interaction holds the move to another scene", () => {
    expect(findLink(door)).toEqual({ interactionId: "open", effectIndex: 1, sceneId: "cellar" });
  });

  it("is absent from a hotspot that leads nowhere", () => {
    expect(findLink({ ...door, interactions: [door.interactions[0]] })).toBeNull();
    expect(findLink({ ...door, interactions: [] })).toBeNull();
  });
});

describe("copies of a hotspot (duplicate, paste)", () => {
  it("get fresh ids for the hotspot and its interactions, keep what it does, and sit just beside the original", () => {
    const copy = hotspotCopy(door, newId, " (copy)");
    expect(copy).not.toBeNull();
    expect(copy!.id).not.toBe(door.id);
    expect(copy!.interactions.map((each) => each.id)).not.toContain("open");
    expect(copy!.interactions.map((each) => each.effects)).toEqual(door.interactions.map((each) => each.effects));
    expect(copy!.visibleWhen).toEqual(door.visibleWhen);
    expect(copy).toMatchObject({ label: "Cellar door (copy)", yaw: -177, pitch: -10 });
  });

  it("keep a name the engine accepts, however long the original's", () => {
    const copy = hotspotCopy({ ...door, label: "x".repeat(120) }, newId, " (copy)");
    expect(copy!.label.length).toBe(120);
  });

  it("are refused when what the clipboard holds is not a hotspot", () => {
    expect(hotspotCopy({ id: "z", label: "Zone", shape: { type: "rect", x: 0, y: 0, width: 1, height: 1 }, interactions: [] }, newId, "")).toBeNull();
    expect(hotspotCopy({ ...door, label: "" }, newId, "")).toBeNull();
  });
});
