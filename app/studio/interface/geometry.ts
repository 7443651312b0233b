import type { Shape } from "~/engine";
import { shapeBounds, type Rect } from "~/play/renderers/interface/geometry";

/**
 * The editor's plane geometry, in fractions of the picture like the definition: moving, resizing and
 * drawing zones, by pointer or by keys, always ending inside the picture. Pure, so it is tested alone.
 */

export type { Rect };
export type Point = { x: number; y: number };
export type Handle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";
export const HANDLES: readonly Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

// The smallest zone the editor makes: 1% of the picture, big enough to see and to grab again.
export const MIN_SIZE = 0.01;
// Arrow keys move by 1% of the picture, 10% with Shift.
export const STEP = 0.01;
export const BIG_STEP = 0.1;

/** Rounds away the float noise of repeated steps (0.30000000000000004), keeping 0.01% precision. */
export function tidy(value: number): number {
  return Math.round(value * 10000) / 10000;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A rectangle kept inside the picture: at least MIN_SIZE, at most the whole picture, moved back in. */
export function clampRect(rect: Rect): Rect {
  const width = clamp(rect.width, MIN_SIZE, 1);
  const height = clamp(rect.height, MIN_SIZE, 1);
  return { x: tidy(clamp(rect.x, 0, 1 - width)), y: tidy(clamp(rect.y, 0, 1 - height)), width: tidy(width), height: tidy(height) };
}

export function rectShape(rect: Rect): Shape {
  const r = clampRect(rect);
  return { type: "rect", x: r.x, y: r.y, width: r.width, height: r.height };
}

/** The box of a shape, as it would be edited (a polygon's bounds). */
export function boundsOf(shape: Shape): Rect {
  return shapeBounds(shape);
}

/** The shape moved by (dx, dy), stopped at the picture's edges (a polygon moves whole, undeformed). */
export function moveShape(shape: Shape, dx: number, dy: number): Shape {
  const b = boundsOf(shape);
  const mx = clamp(dx, -b.x, 1 - b.x - b.width);
  const my = clamp(dy, -b.y, 1 - b.y - b.height);
  if (shape.type === "rect") return rectShape({ x: b.x + mx, y: b.y + my, width: b.width, height: b.height });
  return { type: "polygon", points: shape.points.map(([x, y]) => [tidy(clamp(x + mx, 0, 1)), tidy(clamp(y + my, 0, 1))]) };
}

/** The shape stretched to fill `next` (a polygon keeps its points' places relative to its box). */
export function fitShape(shape: Shape, next: Rect): Shape {
  const target = clampRect(next);
  if (shape.type === "rect") return rectShape(target);
  const b = boundsOf(shape);
  const sx = b.width > 0 ? target.width / b.width : 1;
  const sy = b.height > 0 ? target.height / b.height : 1;
  return {
    type: "polygon",
    points: shape.points.map(([x, y]) => [tidy(clamp(target.x + (x - b.x) * sx, 0, 1)), tidy(clamp(target.y + (y - b.y) * sy, 0, 1))]),
  };
}

/**
 * The box after dragging one of its handles by (dx, dy): the dragged edges follow, the opposite ones
 * stay, and an edge never crosses its opposite (it stops MIN_SIZE short) nor leaves the picture.
 */
export function resizeRect(rect: Rect, handle: Handle, dx: number, dy: number): Rect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  if (handle.includes("w")) left = clamp(left + dx, 0, right - MIN_SIZE);
  if (handle.includes("e")) right = clamp(right + dx, left + MIN_SIZE, 1);
  if (handle.includes("n")) top = clamp(top + dy, 0, bottom - MIN_SIZE);
  if (handle.includes("s")) bottom = clamp(bottom + dy, top + MIN_SIZE, 1);
  return { x: tidy(left), y: tidy(top), width: tidy(right - left), height: tidy(bottom - top) };
}

export type NudgeKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";
export const isNudgeKey = (key: string): key is NudgeKey => key === "ArrowUp" || key === "ArrowDown" || key === "ArrowLeft" || key === "ArrowRight";

/**
 * One arrow key press on a zone: moves it by 1% (10% with `big`), or with `resize` grows or shrinks it
 * from its bottom-right corner (right and down grow, left and up shrink), the keyboard's own drag.
 */
export function nudge(shape: Shape, key: NudgeKey, options: { big?: boolean; resize?: boolean } = {}): Shape {
  const step = options.big ? BIG_STEP : STEP;
  const dx = key === "ArrowLeft" ? -step : key === "ArrowRight" ? step : 0;
  const dy = key === "ArrowUp" ? -step : key === "ArrowDown" ? step : 0;
  if (!options.resize) return moveShape(shape, dx, dy);
  return fitShape(shape, resizeRect(boundsOf(shape), "se", dx, dy));
}

/** Where a point of the frame falls on the picture, in fractions, held to the picture's edges. */
export function pixelToFraction(picture: Rect, px: number, py: number): Point {
  if (picture.width <= 0 || picture.height <= 0) return { x: 0, y: 0 };
  return { x: clamp((px - picture.x) / picture.width, 0, 1), y: clamp((py - picture.y) / picture.height, 0, 1) };
}

/** A distance in pixels of the drawn picture, as fractions of it. */
export function pixelDelta(picture: Rect, dx: number, dy: number): Point {
  return { x: picture.width > 0 ? dx / picture.width : 0, y: picture.height > 0 ? dy / picture.height : 0 };
}

/** The rectangle drawn by dragging from `start` to `end` (any direction), or null for a mere click. */
export function rectFromDrag(start: Point, end: Point): Rect | null {
  const a = { x: clamp(start.x, 0, 1), y: clamp(start.y, 0, 1) };
  const b = { x: clamp(end.x, 0, 1), y: clamp(end.y, 0, 1) };
  const width = Math.abs(a.x - b.x);
  const height = Math.abs(a.y - b.y);
  if (width < MIN_SIZE || height < MIN_SIZE) return null;
  return { x: tidy(Math.min(a.x, b.x)), y: tidy(Math.min(a.y, b.y)), width: tidy(width), height: tidy(height) };
}

/** A new zone's place when added by the button: 20% × 20%, in the middle of the picture. */
export function centredRect(size = 0.2): Rect {
  return { x: tidy((1 - size) / 2), y: tidy((1 - size) / 2), width: size, height: size };
}

/** A polygon with one of its points moved to (x, y), held inside the picture; other shapes are left alone. */
export function movePoint(shape: Shape, index: number, x: number, y: number): Shape {
  if (shape.type !== "polygon" || index < 0 || index >= shape.points.length) return shape;
  return { type: "polygon", points: shape.points.map((point, i) => (i === index ? [tidy(clamp(x, 0, 1)), tidy(clamp(y, 0, 1))] : point)) };
}

/** A polygon turned into the rectangle around it ("Turn into a rectangle"). */
export function toRectShape(shape: Shape): Shape {
  return shape.type === "rect" ? shape : rectShape(boundsOf(shape));
}

/** A fraction as the percent shown in the form, one decimal. */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 1000) / 10;
}

export function fromPercent(percent: number): number {
  return tidy(percent / 100);
}

/**
 * A rectangle after one of its fields changed in the form (percent → fraction), kept inside the
 * picture: a width that would cross the right edge is shortened rather than refused.
 */
export function setRectField(rect: Rect, field: keyof Rect, percent: number): Rect {
  const value = fromPercent(percent);
  const next = { ...rect, [field]: value };
  if (field === "x") next.width = Math.min(next.width, 1 - value);
  if (field === "y") next.height = Math.min(next.height, 1 - value);
  if (field === "width") next.width = Math.min(value, 1 - next.x);
  if (field === "height") next.height = Math.min(value, 1 - next.y);
  return clampRect(next);
}
