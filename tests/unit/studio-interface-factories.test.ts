import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { InterfaceSceneSchema, RoomSchema, ZoneSchema } from "../../app/engine";
import { newInterfaceScene, newRoom, newZone, nextLabel } from "../../app/studio/interface/factories";

let counter = 0;
const newId = (prefix: string) => `${prefix}-${(++counter).toString(36)}`;

describe("the Interface editor's new parts", () => {
  it("makes a scene the engine accepts, with its picture and no zone yet", () => {
    const scene = newInterfaceScene(newId, "  Hall  ", "room-1", "/files/u/1/p/2/hall.png");
    expect(v.safeParse(InterfaceSceneSchema, scene).success).toBe(true);
    expect(scene).toMatchObject({ kind: "interface", name: "Hall", roomId: "room-1", image: "/files/u/1/p/2/hall.png", zones: [] });
  });

  it("makes a centred 20% zone the engine accepts when no shape is given", () => {
    const zone = newZone(newId, "Door");
    expect(v.safeParse(ZoneSchema, zone).success).toBe(true);
    expect(zone.shape).toEqual({ type: "rect", x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
    expect(zone.interactions).toEqual([]);
  });

  it("keeps the shape it is given, a drawn rectangle or a polygon", () => {
    const polygon = newZone(newId, "Lamp", { type: "polygon", points: [[0.1, 0.1], [0.3, 0.1], [0.2, 0.4]] });
    expect(v.safeParse(ZoneSchema, polygon).success).toBe(true);
    expect(polygon.shape.type).toBe("polygon");
  });

  it("gives every new part its own id", () => {
    const ids = [newZone(newId, "A").id, newZone(newId, "B").id, newRoom(newId, "Room").id, newInterfaceScene(newId, "S", "r", "/x.png").id];
    expect(new Set(ids).size).toBe(4);
  });

  it("makes an open first room the engine accepts", () => {
    const room = newRoom(newId, "Ground floor");
    expect(v.safeParse(RoomSchema, room).success).toBe(true);
    expect(room.locked).toBe(false);
  });

  it("numbers a new zone's label after those already taken", () => {
    expect(nextLabel("Zone", [])).toBe("Zone 1");
    expect(nextLabel("Zone", ["Zone 1", "Door"])).toBe("Zone 3");
    expect(nextLabel("Zone", ["Zone 2", "Zone 3"])).toBe("Zone 4");
  });
});
