// The surroundings of the template panoramas (public/templates/360-*/): a room's ceiling, walls and floor,
// or a street's sky and ground, each from a palette, plus `place`, which draws a feature at a hotspot's
// yaw and pitch and works out how far its shapes reach.
import { mix, steps, SphereCanvas } from "./sphere-canvas.mjs";

export { mix, steps };

export const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

const RAD = Math.PI / 180;

/** Where a ray meets a horizontal plane `height` above (or below, negative) the eye: [x, z], or null. */
function onPlane(yaw, pitch, height) {
  const s = Math.sin(pitch * RAD);
  if (s === 0 || Math.sign(s) !== Math.sign(height)) return null;
  const t = (height / s) * Math.cos(pitch * RAD);
  return [t * Math.sin(yaw * RAD), t * Math.cos(yaw * RAD)];
}

/** Floor and ceiling patterns, drawn on their plane so that lines stay straight in the viewer. */
const surfaces = {
  planks: (x, z, [a, b, line]) => {
    const row = Math.floor(x / 0.14);
    const joint = (((z + (row % 3) * 0.4) % 1.2) + 1.2) % 1.2;
    if (x / 0.14 - row < 0.08 || joint < 0.02) return line;
    return row % 2 ? a : b;
  },
  tiles: (x, z, [a, b, line], size = 0.28) => {
    const i = Math.floor(x / size);
    const j = Math.floor(z / size);
    if (x / size - i < 0.05 || z / size - j < 0.05) return line;
    return (i + j) % 2 ? a : b;
  },
  grid: (x, z, [a, , line]) => (x / 0.4 - Math.floor(x / 0.4) < 0.04 || z / 0.4 - Math.floor(z / 0.4) < 0.04 ? line : a),
  carpet: (x, z, [a, b, line]) => {
    const d = Math.max(Math.abs(x), Math.abs(z));
    if (d > 1.15 && d < 1.22) return line;
    return d < 1.15 ? a : b;
  },
  cobbles: (x, z, [a, b, line]) => {
    const row = Math.floor(z / 0.16);
    const col = Math.floor(x / 0.2 + (row % 2) * 0.5);
    if (z / 0.16 - row < 0.12 || x / 0.2 + (row % 2) * 0.5 - col < 0.1) return line;
    return (row * 7 + col * 3) % 5 === 0 ? b : a;
  },
  grass: (x, z, [a, b]) => (Math.abs(Math.floor(x * 2.5 + Math.sin(z * 3) * 0.3)) % 2 ? a : b),
  plain: (x, z, [a]) => a,
};

/** Wall patterns, by yaw (degrees) and pitch between the floor line and the ceiling line. */
const walls = {
  plain: (yaw, pitch, [a, b]) => steps(a, b, (pitch + 20) / 60, 3),
  stripes: (yaw, pitch, [a, b]) => (Math.floor((yaw + 180) / 4) % 2 ? a : b),
  wainscot: (yaw, pitch, [a, b, c]) => (pitch < -6 ? ((yaw + 180) % 12 < 0.4 || pitch > -6.8 ? c : b) : a),
  tiles: (yaw, pitch, [a, b, c]) => (pitch < -2 ? ((yaw + 180) % 4 < 0.25 || (pitch + 30) % 3.5 < 0.25 ? c : b) : a),
  books: (yaw, pitch, [a, b, c]) => {
    const shelf = (pitch + 22) % 11;
    if (shelf < 1.1) return c;
    const book = Math.floor((yaw + 180) / 1.6);
    const spines = [a, b, hex("#2f4a3a"), hex("#6b2a24"), hex("#7a6236"), hex("#33324d")];
    return spines[(book * 7 + Math.floor((pitch + 22) / 11) * 3) % spines.length];
  },
  bricks: (yaw, pitch, [a, b, c]) => {
    const row = Math.floor((pitch + 40) / 2.2);
    const col = Math.floor(((yaw + 180) + (row % 2) * 2.5) / 5);
    if ((pitch + 40) / 2.2 - row < 0.15 || ((yaw + 180) + (row % 2) * 2.5) / 5 - col < 0.06) return c;
    return (row * 5 + col * 3) % 7 === 0 ? b : a;
  },
  hedge: (yaw, pitch, [a, b]) => ((Math.floor((yaw + 180) / 2.3) + Math.floor(pitch / 2)) % 3 === 0 ? b : a),
};

/**
 * A room's background: ceiling above `top`, floor below `bottom`, walls between with a cornice and
 * a skirting board. For a street or a garden the ceiling is a sky (`sky: [top, horizon]`).
 */
export function surroundings(p) {
  const top = p.top ?? 38;
  const bottom = p.bottom ?? -24;
  return (yaw, pitch) => {
    if (pitch > top + 1.5 || (p.sky && pitch > top)) {
      if (p.sky) return steps(p.sky[1], p.sky[0], (pitch - top) / (90 - top), 5);
      const spot = onPlane(yaw, pitch, 1);
      return spot ? surfaces[p.ceilingPattern ?? "plain"](spot[0], spot[1], p.ceiling) : p.ceiling[0];
    }
    if (pitch > top) return p.trim;
    if (pitch > bottom + 1.2) return walls[p.wallPattern ?? "plain"](yaw, pitch, p.wall);
    if (pitch > bottom) return p.trim;
    const spot = onPlane(yaw, pitch, -1);
    return spot ? surfaces[p.floorPattern ?? "plain"](spot[0], spot[1], p.floor) : p.floor[0];
  };
}

function extent(shape) {
  if (shape.rect) return Math.max(...shape.rect.map(Math.abs));
  if (shape.circle) return Math.max(Math.abs(shape.circle[0]), Math.abs(shape.circle[1])) + shape.circle[2];
  if (shape.ring) return Math.max(Math.abs(shape.ring[0]), Math.abs(shape.ring[1])) + shape.ring[3];
  if (shape.ellipse) return Math.max(Math.abs(shape.ellipse[0]) + shape.ellipse[2], Math.abs(shape.ellipse[1]) + shape.ellipse[3]);
  const points = shape.poly ?? shape.polyline ?? shape.line;
  return Math.max(...points.flat().map(Math.abs)) + (shape.width ?? 0);
}

/** Draws shapes on the plane touching the sphere at (yaw, pitch), the way a hotspot there is seen. */
export function place(canvas, yaw, pitch, shapes) {
  canvas.decal(yaw, pitch, Math.max(...shapes.map(extent)) + 0.5, shapes);
}

/** A new panorama canvas, 1536×768: light files, still sharp in the viewer. */
export function panorama(background) {
  const canvas = new SphereCanvas(1536, 768);
  canvas.fill(background);
  return canvas;
}
