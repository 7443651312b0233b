import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { HotspotSchema, InteractionSchema, PanoramaSceneSchema, parseDefinition, RoomSchema, type GameDefinition } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { linkInteraction, newHotspot, newPanoramaScene, newRoom } from "../../app/studio/panorama/factories";

let counter = 0;
const newId = (prefix: string) => `${prefix}-t${++counter}`;

describe("new items of the 360 editor", () => {
  it("makes a panorama scene the engine accepts, looking straight ahead with no hotspot yet", () => {
    const scene = newPanoramaScene(newId, "  Lighthouse top ", "room-1", "/demo/phare/lanterne.jpg");
    expect(v.safeParse(PanoramaSceneSchema, scene).success).toBe(true);
    expect(scene).toMatchObject({ kind: "360", name: "Lighthouse top", roomId: "room-1", initialYaw: 0, hotspots: [] });
  });

  it("makes a hotspot the engine accepts, at angles brought into range and rounded", () => {
    const hotspot = newHotspot(newId, "Door", 190.04, 95);
    expect(v.safeParse(HotspotSchema, hotspot).success).toBe(true);
    expect(hotspot).toMatchObject({ label: "Door", yaw: -170, pitch: 90, interactions: [] });
  });

  it("makes a room and a link to another panorama the engine accepts", () => {
    expect(v.safeParse(RoomSchema, newRoom(newId, "Cellar")).success).toBe(true);
    const link = linkInteraction(newId, "pano-2");
    expect(v.safeParse(InteractionSchema, link).success).toBe(true);
    expect(link.effects).toEqual([{ type: "goToScene", sceneId: "pano-2" }]);
  });

  it("keeps a whole 360 game valid when a new room, a panorama linked from a hotspot and a hotspot are added", () => {
    const game = structuredClone(DEMO_GAMES["360"].definition) as GameDefinition;
    const room = newRoom(newId, "Annex");
    const scene = newPanoramaScene(newId, "Annex", room.id, "/demo/phare/annex.jpg");
    scene.hotspots.push({ ...newHotspot(newId, "Back", 180, 0), interactions: [linkInteraction(newId, game.scenes[0].id)] });
    game.rooms.push(room);
    game.scenes.push(scene);
    const first = game.scenes.find((each) => each.kind === "360");
    if (first?.kind === "360") first.hotspots.push({ ...newHotspot(newId, "To the annex", -20, -5), interactions: [linkInteraction(newId, scene.id)] });
    const parsed = parseDefinition(game);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
  });

  it("never gives two new items the same id", () => {
    const ids = [newHotspot(newId, "A", 0, 0).id, newHotspot(newId, "B", 0, 0).id, newPanoramaScene(newId, "C", "r", "/x.jpg").id];
    expect(new Set(ids).size).toBe(3);
  });
});
