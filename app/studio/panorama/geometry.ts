import { directionFromYawPitch, normaliseYaw, yawPitchFromDirection, type View } from "~/play/renderers/panorama/projection";

/**
 * The 360 editor's arithmetic: the inverse of the player's projection (a click on the view becomes a
 * hotspot's yaw and pitch), and the keyboard's nudges. Angles follow projection.ts' convention and
 * the ranges of the engine's HotspotSchema; what is written to the draft is rounded to a tenth of a
 * degree, the precision the inspector's fields show.
 */

export type Angles = { yaw: number; pitch: number };

// The engine's HotspotSchema: yaw in [-180, 180], pitch in [-90, 90] (unit tests hold the two together).
export const YAW_RANGE = { min: -180, max: 180 } as const;
export const PITCH_RANGE = { min: -90, max: 90 } as const;

// One press of an arrow key on a hotspot, and with Shift.
export const NUDGE = { small: 1, large: 10 } as const;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** A tenth of a degree, never "-0". */
export function roundAngle(angle: number): number {
  const rounded = Math.round(angle * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

export function clampHotspotPitch(pitch: number): number {
  return Math.min(PITCH_RANGE.max, Math.max(PITCH_RANGE.min, pitch));
}

/** Angles as the draft stores them: yaw wrapped round, pitch clamped at the poles, a tenth of a degree. */
export function toHotspotAngles({ yaw, pitch }: Angles): Angles {
  return { yaw: roundAngle(normaliseYaw(yaw)), pitch: roundAngle(clampHotspotPitch(pitch)) };
}

/**
 * The yaw and pitch seen at (x, y) pixels on a screen of `width` x `height` looking at `view`: the
 * inverse of projectToScreen. The point is the camera's forward axis moved across the image plane
 * (at depth 1) by the screen offsets, in the same right/up basis the projection uses.
 */
export function screenToYawPitch(x: number, y: number, view: View, width: number, height: number): Angles {
  const halfHeight = Math.tan(rad(view.fov) / 2);
  const aspect = height > 0 ? width / height : 1;
  const ndcX = width > 0 ? (x / width) * 2 - 1 : 0;
  const ndcY = height > 0 ? 1 - (y / height) * 2 : 0;
  const a = ndcX * halfHeight * aspect;
  const b = ndcY * halfHeight;
  const vy = rad(view.yaw);
  const vp = rad(view.pitch);
  const forward = directionFromYawPitch(view.yaw, view.pitch);
  const right = [Math.cos(vy), 0, Math.sin(vy)];
  const up = [-Math.sin(vp) * Math.sin(vy), Math.cos(vp), Math.sin(vp) * Math.cos(vy)];
  return yawPitchFromDirection([
    forward[0] + right[0] * a + up[0] * b,
    forward[1] + right[1] * a + up[1] * b,
    forward[2] + right[2] * a + up[2] * b,
  ]);
}

/** The yaw and pitch at fractions (x, y) of the equirectangular picture: the flat view's inverse. */
export function imageFractionToYawPitch(x: number, y: number): Angles {
  return { yaw: x * 360 - 180, pitch: 90 - y * 180 };
}

/** A hotspot moved by a keyboard nudge: yaw goes round past ±180, pitch stops at the poles. */
export function nudge(at: Angles, by: Angles): Angles {
  return toHotspotAngles({ yaw: at.yaw + by.yaw, pitch: at.pitch + by.pitch });
}

/** What an arrow key does to a focused hotspot; null for any other key. */
export function nudgeForKey(key: string, large: boolean): Angles | null {
  const step = large ? NUDGE.large : NUDGE.small;
  switch (key) {
    case "ArrowLeft":
      return { yaw: -step, pitch: 0 };
    case "ArrowRight":
      return { yaw: step, pitch: 0 };
    case "ArrowUp":
      return { yaw: 0, pitch: step };
    case "ArrowDown":
      return { yaw: 0, pitch: -step };
    default:
      return null;
  }
}
