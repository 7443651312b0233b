import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { HotspotSchema } from "../../app/engine";
import { projectToScreen, type View } from "../../app/play/renderers/panorama/projection";
import {
  imageFractionToYawPitch,
  nudge,
  nudgeForKey,
  PITCH_RANGE,
  roundAngle,
  screenToYawPitch,
  toHotspotAngles,
  YAW_RANGE,
} from "../../app/studio/panorama/geometry";
import { imageFraction } from "../../app/play/renderers/panorama/projection";

const views: View[] = [
  { yaw: 0, pitch: 0, fov: 75 },
  { yaw: 120, pitch: 30, fov: 60 },
  { yaw: -170, pitch: -50, fov: 100 },
  { yaw: 179, pitch: 80, fov: 40 },
];
const screens = [
  [680, 383],
  [1024, 768],
  [390, 600],
];

describe("turning a click on the 360 view into a hotspot's place", () => {
  it("finds the view's own direction at the centre of the screen", () => {
    for (const view of views) {
      const at = screenToYawPitch(340, 200, view, 680, 400);
      expect(at.yaw).toBeCloseTo(view.yaw, 6);
      expect(at.pitch).toBeCloseTo(view.pitch, 6);
    }
  });

  it("lands back on the clicked pixel when the player projects the result (every view, every screen size)", () => {
    for (const view of views) {
      for (const [width, height] of screens) {
        for (const [fx, fy] of [[0.1, 0.1], [0.5, 0.9], [0.95, 0.4], [0.3, 0.7]]) {
          const x = fx * width;
          const y = fy * height;
          const at = screenToYawPitch(x, y, view, width, height);
          const back = projectToScreen(at.yaw, at.pitch, view, width, height);
          expect(back.inFront).toBe(true);
          expect(back.inView).toBe(true);
          expect(back.x).toBeCloseTo(x, 4);
          expect(back.y).toBeCloseTo(y, 4);
        }
      }
    }
  });

  it("places the screen's right half to the right of the view and its top half above it", () => {
    const view = { yaw: 10, pitch: 0, fov: 75 };
    expect(screenToYawPitch(600, 200, view, 680, 400).yaw).toBeGreaterThan(10);
    expect(screenToYawPitch(340, 50, view, 680, 400).pitch).toBeGreaterThan(0);
  });

  it("reads the flat picture back the way the player draws it", () => {
    for (const [yaw, pitch] of [[0, 0], [-180, 90], [90, -45], [37.5, 12]]) {
      const { x, y } = imageFraction(yaw, pitch);
      const at = imageFractionToYawPitch(x, y);
      expect(at.yaw).toBeCloseTo(yaw, 9);
      expect(at.pitch).toBeCloseTo(pitch, 9);
    }
  });
});

describe("moving a hotspot with the keyboard", () => {
  it("moves one degree per arrow and ten with Shift, left and down being negative", () => {
    expect(nudgeForKey("ArrowRight", false)).toEqual({ yaw: 1, pitch: 0 });
    expect(nudgeForKey("ArrowLeft", true)).toEqual({ yaw: -10, pitch: 0 });
    expect(nudgeForKey("ArrowUp", false)).toEqual({ yaw: 0, pitch: 1 });
    expect(nudgeForKey("ArrowDown", true)).toEqual({ yaw: 0, pitch: -10 });
    expect(nudgeForKey("Enter", false)).toBeNull();
  });

  it("wraps the yaw round past the back of the panorama", () => {
    expect(nudge({ yaw: 175, pitch: 0 }, { yaw: 10, pitch: 0 })).toEqual({ yaw: -175, pitch: 0 });
    expect(nudge({ yaw: -179.5, pitch: 0 }, { yaw: -1, pitch: 0 })).toEqual({ yaw: 179.5, pitch: 0 });
  });

  it("stops the pitch at the poles", () => {
    expect(nudge({ yaw: 0, pitch: 85 }, { yaw: 0, pitch: 10 })).toEqual({ yaw: 0, pitch: 90 });
    expect(nudge({ yaw: 0, pitch: -89.5 }, { yaw: 0, pitch: -1 })).toEqual({ yaw: 0, pitch: -90 });
  });

  it("keeps a tenth of a degree, without a negative zero", () => {
    expect(roundAngle(12.345)).toBe(12.3);
    expect(Object.is(roundAngle(-0.01), 0)).toBe(true);
    expect(nudge({ yaw: 0.04, pitch: 0 }, { yaw: 1, pitch: 0 })).toEqual({ yaw: 1, pitch: 0 });
  });

  it("only ever produces angles the engine accepts for a hotspot", () => {
    const starts = [[179.9, 89.9], [-180, -90], [0, 0], [-0.05, 45.55], [540, 200], [-725, -200]];
    for (const [yaw, pitch] of starts) {
      for (const key of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
        for (const large of [false, true]) {
          const moved = nudge(toHotspotAngles({ yaw, pitch }), nudgeForKey(key, large)!);
          expect(v.safeParse(HotspotSchema, { id: "h", label: "Door", interactions: [], ...moved }).success).toBe(true);
        }
      }
    }
  });

  it("states the same ranges as the engine's hotspot schema", () => {
    const accepts = (yaw: number, pitch: number) => v.safeParse(HotspotSchema, { id: "h", label: "L", interactions: [], yaw, pitch }).success;
    expect(accepts(YAW_RANGE.min, PITCH_RANGE.min) && accepts(YAW_RANGE.max, PITCH_RANGE.max)).toBe(true);
    expect(accepts(YAW_RANGE.max + 0.1, 0) || accepts(YAW_RANGE.min - 0.1, 0)).toBe(false);
    expect(accepts(0, PITCH_RANGE.max + 0.1) || accepts(0, PITCH_RANGE.min - 0.1)).toBe(false);
  });
});
