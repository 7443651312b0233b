import type { Shape } from "~/engine";

/**
 * Plane geometry of an Interface scene. Zones are stored in fractions of the picture (0..1), so they
 * stay on the drawn object whatever size the picture is shown at; these helpers turn them into pixels
 * of the letterboxed picture and answer "which zone is under the pointer".
 */

export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** Where a picture of `image` size lands inside `box` when scaled to fit whole ("contain"), centred. */
export function containRect(box: Size, image: Size): Rect {
  if (box.width <= 0 || box.height <= 0 || image.width <= 0 || image.height <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/**
 * Where an object lying in a zone is drawn, in picture fractions: its own picture scaled to fit whole
 * into the zone's box and centred there. Fractions are not square (a fraction of a wide picture is
 * wider than tall), so the fit needs the scene picture's proportions: `picture` may be any size of
 * the same shape. The player's stage and the editor both place objects with this.
 */
export function lyingRect(bounds: Rect, picture: Size, object: Size): Rect {
  if (picture.width <= 0 || picture.height <= 0) return { x: bounds.x, y: bounds.y, width: 0, height: 0 };
  const fit = containRect({ width: bounds.width * picture.width, height: bounds.height * picture.height }, object);
  return {
    x: bounds.x + fit.x / picture.width,
    y: bounds.y + fit.y / picture.height,
    width: fit.width / picture.width,
    height: fit.height / picture.height,
  };
}

/** The smallest rectangle, in picture fractions, that holds the shape: where its button goes. */
export function shapeBounds(shape: Shape): Rect {
  if (shape.type === "rect") {
    const x = clamp01(shape.x);
    const y = clamp01(shape.y);
    // A zone drawn past the right or bottom edge is cut at the edge rather than overflowing the picture.
    return { x, y, width: clamp01(shape.x + shape.width) - x, height: clamp01(shape.y + shape.height) - y };
  }
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The shape's outline in pixels of the drawn picture, as a flat [x0, y0, x1, y1, ...] list. */
export function shapeOutline(shape: Shape, picture: Rect): number[] {
  const corners: [number, number][] =
    shape.type === "rect"
      ? (() => {
          const b = shapeBounds(shape);
          return [
            [b.x, b.y],
            [b.x + b.width, b.y],
            [b.x + b.width, b.y + b.height],
            [b.x, b.y + b.height],
          ];
        })()
      : shape.points;
  return corners.flatMap(([x, y]) => [picture.x + x * picture.width, picture.y + y * picture.height]);
}

/** A point given in picture fractions lies inside the shape (edges included). */
export function shapeContains(shape: Shape, x: number, y: number): boolean {
  if (shape.type === "rect") {
    const b = shapeBounds(shape);
    return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
  }
  // Even-odd ray casting; a point on an edge counts as inside so thin slivers stay clickable.
  const points = shape.points;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (onSegment(x, y, xi, yi, xj, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Picture fractions of a point given in pixels of the frame, or null when it falls in the letterbox bands. */
export function pictureFraction(picture: Rect, px: number, py: number): { x: number; y: number } | null {
  if (picture.width <= 0 || picture.height <= 0) return null;
  const x = (px - picture.x) / picture.width;
  const y = (py - picture.y) / picture.height;
  return x < 0 || x > 1 || y < 0 || y > 1 ? null : { x, y };
}

/**
 * The zone under a point. When zones overlap, the smallest wins: a key lying on a shelf is the thing
 * a player aims at, not the shelf around it; on equal areas the later zone (drawn on top) wins.
 */
export function zoneAt<Z extends { shape: Shape }>(zones: readonly Z[], x: number, y: number): Z | null {
  let best: Z | null = null;
  let bestArea = Infinity;
  for (const zone of zones) {
    if (!shapeContains(zone.shape, x, y)) continue;
    const area = shapeArea(zone.shape);
    if (area <= bestArea) {
      best = zone;
      bestArea = area;
    }
  }
  return best;
}

/**
 * The zone a finger meant. A fingertip covers far more than a mouse pointer: a zone drawn smaller
 * than `reach` (in picture fractions, 44 CSS px for touch, WCAG 2.5.8) answers within a box of that
 * size centred on it, without being drawn any bigger. An exact hit still wins; between two enlarged
 * boxes, the zone whose centre is nearest.
 */
export function zoneNear<Z extends { shape: Shape }>(zones: readonly Z[], x: number, y: number, reach: Size): Z | null {
  const exact = zoneAt(zones, x, y);
  if (exact) return exact;
  let best: Z | null = null;
  let bestDistance = Infinity;
  for (const zone of zones) {
    const b = shapeBounds(zone.shape);
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const halfWidth = Math.max(b.width, reach.width) / 2;
    const halfHeight = Math.max(b.height, reach.height) / 2;
    if (Math.abs(x - cx) > halfWidth || Math.abs(y - cy) > halfHeight) continue;
    const distance = Math.hypot(x - cx, y - cy);
    if (distance < bestDistance) {
      best = zone;
      bestDistance = distance;
    }
  }
  return best;
}

export function shapeArea(shape: Shape): number {
  if (shape.type === "rect") {
    const b = shapeBounds(shape);
    return b.width * b.height;
  }
  // Shoelace formula.
  let twice = 0;
  const points = shape.points;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) twice += points[j][0] * points[i][1] - points[i][0] * points[j][1];
  return Math.abs(twice) / 2;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function onSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  if (Math.abs(cross) > 1e-9) return false;
  return px >= Math.min(ax, bx) - 1e-9 && px <= Math.max(ax, bx) + 1e-9 && py >= Math.min(ay, by) - 1e-9 && py <= Math.max(ay, by) + 1e-9;
}
