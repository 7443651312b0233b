/**
 * Angles of a 360 scene, in degrees, and where they land on the picture and on the screen.
 *
 * The convention every part of a 360 scene follows (renderer, fallback view, editor):
 * - yaw 0 looks at the centre of the equirectangular picture; a positive yaw turns to the right,
 *   the way the picture's x grows; yaw runs from -180 (the picture's left edge) to 180 (its right edge,
 *   the same place seen from the other side);
 * - pitch 0 is the horizon, positive pitch looks up, +90 the picture's top row, -90 its bottom row;
 * - so x_image = (yaw + 180) / 360 and y_image = (90 - pitch) / 180, both as fractions of the picture.
 * In three.js terms (right-handed, y up, the camera looking down -z): yaw 0 is -z, yaw 90 is +x.
 */

export type Vec3 = [number, number, number];
export type View = { yaw: number; pitch: number; fov: number };
export type ScreenPoint = { x: number; y: number; inView: boolean; inFront: boolean };

export const MIN_FOV = 30;
export const MAX_FOV = 100;
export const DEFAULT_FOV = 75;
// Looking straight up or down flips the camera's idea of "right"; stop just short of the poles.
export const MAX_PITCH = 85;

/**
 * Where the sphere's texture seam starts: with three.js' SphereGeometry(radius, w, h, SPHERE_PHI_START)
 * mirrored in x (so it is seen from inside), the picture's horizontal centre faces -z.
 */
export const SPHERE_PHI_START = Math.PI / 2;

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Any angle brought into [-180, 180). */
export function normaliseYaw(yaw: number): number {
  const wrapped = (((yaw + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

/** The signed turn, in (-180, 180], that takes `from` to `to` the short way round. */
export function shortestYawDelta(from: number, to: number): number {
  const delta = normaliseYaw(to - from);
  return delta === -180 ? 180 : delta;
}

export function clampPitch(pitch: number): number {
  return Math.min(MAX_PITCH, Math.max(-MAX_PITCH, pitch));
}

export function clampFov(fov: number): number {
  return Math.min(MAX_FOV, Math.max(MIN_FOV, fov));
}

/** The unit vector pointing at (yaw, pitch), in three.js' axes. */
export function directionFromYawPitch(yaw: number, pitch: number): Vec3 {
  const y = rad(yaw);
  const p = rad(pitch);
  return [Math.cos(p) * Math.sin(y), Math.sin(p), -Math.cos(p) * Math.cos(y)];
}

export function yawPitchFromDirection([x, y, z]: Vec3): { yaw: number; pitch: number } {
  const length = Math.hypot(x, y, z) || 1;
  return { yaw: normaliseYaw(deg(Math.atan2(x, -z))), pitch: deg(Math.asin(Math.max(-1, Math.min(1, y / length)))) };
}

/** Fractions of the equirectangular picture that show (yaw, pitch). */
export function imageFraction(yaw: number, pitch: number): { x: number; y: number } {
  return { x: (yaw + 180) / 360, y: (90 - pitch) / 180 };
}

/**
 * Where (yaw, pitch) appears on a screen of `width` x `height` pixels for a camera looking at `view`
 * with a vertical field of view of `view.fov` degrees. `inFront` is false behind the camera (the point
 * is then meaningless); `inView` says whether it lies inside the screen, with `margin` pixels of slack.
 */
export function projectToScreen(yaw: number, pitch: number, view: View, width: number, height: number, margin = 0): ScreenPoint {
  const d = directionFromYawPitch(yaw, pitch);
  const forward = directionFromYawPitch(view.yaw, view.pitch);
  const vy = rad(view.yaw);
  const vp = rad(view.pitch);
  const right: Vec3 = [Math.cos(vy), 0, Math.sin(vy)];
  const up: Vec3 = [-Math.sin(vp) * Math.sin(vy), Math.cos(vp), Math.sin(vp) * Math.cos(vy)];
  const depth = dot(d, forward);
  if (depth <= 1e-6) return { x: 0, y: 0, inView: false, inFront: false };
  const halfHeight = Math.tan(rad(view.fov) / 2);
  const aspect = height > 0 ? width / height : 1;
  const ndcX = dot(d, right) / (depth * halfHeight * aspect);
  const ndcY = dot(d, up) / (depth * halfHeight);
  const x = ((ndcX + 1) / 2) * width;
  const y = ((1 - ndcY) / 2) * height;
  const inView = x >= -margin && x <= width + margin && y >= -margin && y <= height + margin;
  return { x, y, inView, inFront: true };
}

/** Degrees the view turns per pixel dragged, so the picture follows the finger at the screen's centre. */
export function degreesPerPixel(fov: number, height: number): number {
  return height > 0 ? fov / height : 0.1;
}

/**
 * One step of the smooth turn towards `target`: exponential easing by elapsed time, so it looks the
 * same at 30 or 120 frames a second. Yaw goes the short way round. Returns the target itself once close.
 */
export function easeView(current: View, target: View, elapsedMs: number, halfLifeMs = 90): View {
  const keep = Math.pow(0.5, Math.max(0, elapsedMs) / halfLifeMs);
  const yawLeft = shortestYawDelta(current.yaw, target.yaw);
  const next = {
    yaw: normaliseYaw(current.yaw + yawLeft * (1 - keep)),
    pitch: current.pitch + (target.pitch - current.pitch) * (1 - keep),
    fov: current.fov + (target.fov - current.fov) * (1 - keep),
  };
  return viewsClose(next, target) ? { ...target } : next;
}

export function viewsClose(a: View, b: View, tolerance = 0.05): boolean {
  return (
    Math.abs(shortestYawDelta(a.yaw, b.yaw)) < tolerance && Math.abs(a.pitch - b.pitch) < tolerance && Math.abs(a.fov - b.fov) < tolerance
  );
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
