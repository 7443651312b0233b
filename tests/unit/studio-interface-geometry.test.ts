import { describe, expect, it } from "vitest";
import type { Shape } from "../../app/engine";
import {
  centredRect,
  clampRect,
  fitShape,
  fromPercent,
  movePoint,
  moveShape,
  nudge,
  pixelDelta,
  pixelToFraction,
  rectFromDrag,
  resizeRect,
  setRectField,
  toPercent,
  toRectShape,
} from "../../app/studio/interface/geometry";

const rect = (x: number, y: number, width: number, height: number): Shape => ({ type: "rect", x, y, width, height });
const triangle: Shape = { type: "polygon", points: [[0.2, 0.2], [0.4, 0.2], [0.3, 0.5]] };

describe("moving a zone with the arrow keys", () => {
  it("moves it by 1% of the picture per press, 10% with Shift", () => {
    expect(nudge(rect(0.4, 0.4, 0.2, 0.2), "ArrowRight")).toEqual(rect(0.41, 0.4, 0.2, 0.2));
    expect(nudge(rect(0.4, 0.4, 0.2, 0.2), "ArrowUp", { big: true })).toEqual(rect(0.4, 0.3, 0.2, 0.2));
  });

  it("stops at the picture's edges instead of leaving it", () => {
    expect(nudge(rect(0.005, 0.1, 0.2, 0.2), "ArrowLeft")).toEqual(rect(0, 0.1, 0.2, 0.2));
    expect(nudge(rect(0.75, 0.1, 0.2, 0.2), "ArrowRight", { big: true })).toEqual(rect(0.8, 0.1, 0.2, 0.2));
  });

  it("lands on round values after many presses", () => {
    let shape = rect(0, 0, 0.1, 0.1);
    for (let i = 0; i < 30; i++) shape = nudge(shape, "ArrowDown");
    expect(shape).toEqual(rect(0, 0.3, 0.1, 0.1));
  });

  it("moves a polygon whole, without bending it at an edge", () => {
    expect(nudge(triangle, "ArrowLeft", { big: true })).toEqual({ type: "polygon", points: [[0.1, 0.2], [0.3, 0.2], [0.2, 0.5]] });
    expect(moveShape(triangle, -0.5, 0)).toEqual({ type: "polygon", points: [[0, 0.2], [0.2, 0.2], [0.1, 0.5]] });
  });
});

describe("resizing a zone", () => {
  it("grows and shrinks from the bottom-right corner with Alt and the arrows", () => {
    expect(nudge(rect(0.4, 0.4, 0.2, 0.2), "ArrowRight", { resize: true })).toEqual(rect(0.4, 0.4, 0.21, 0.2));
    expect(nudge(rect(0.4, 0.4, 0.2, 0.2), "ArrowUp", { resize: true, big: true })).toEqual(rect(0.4, 0.4, 0.2, 0.1));
  });

  it("never shrinks below 1% nor grows past the picture", () => {
    expect(nudge(rect(0.4, 0.4, 0.01, 0.2), "ArrowLeft", { resize: true })).toEqual(rect(0.4, 0.4, 0.01, 0.2));
    expect(nudge(rect(0.4, 0.4, 0.55, 0.2), "ArrowRight", { resize: true, big: true })).toEqual(rect(0.4, 0.4, 0.6, 0.2));
  });

  it("moves only the edges of the handle being dragged", () => {
    expect(resizeRect({ x: 0.2, y: 0.2, width: 0.4, height: 0.4 }, "nw", 0.1, 0.05)).toEqual({ x: 0.3, y: 0.25, width: 0.3, height: 0.35 });
    expect(resizeRect({ x: 0.2, y: 0.2, width: 0.4, height: 0.4 }, "e", 0.1, 0.3)).toEqual({ x: 0.2, y: 0.2, width: 0.5, height: 0.4 });
  });

  it("stops an edge before it crosses the opposite one", () => {
    expect(resizeRect({ x: 0.2, y: 0.2, width: 0.4, height: 0.4 }, "w", 0.9, 0)).toEqual({ x: 0.59, y: 0.2, width: 0.01, height: 0.4 });
  });

  it("moves one point of a polygon, held inside the picture, and leaves the others", () => {
    expect(movePoint(triangle, 2, 0.35, 1.2)).toEqual({ type: "polygon", points: [[0.2, 0.2], [0.4, 0.2], [0.35, 1]] });
    expect(movePoint(rect(0.1, 0.1, 0.2, 0.2), 0, 0.5, 0.5)).toEqual(rect(0.1, 0.1, 0.2, 0.2));
  });

  it("stretches a polygon with its box", () => {
    expect(fitShape(triangle, { x: 0.2, y: 0.2, width: 0.4, height: 0.3 })).toEqual({ type: "polygon", points: [[0.2, 0.2], [0.6, 0.2], [0.4, 0.5]] });
  });
});

describe("drawing a new zone on the picture", () => {
  it("makes the rectangle between where the drag started and ended, in any direction", () => {
    expect(rectFromDrag({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual({ x: 0.2, y: 0.1, width: 0.4, height: 0.4 });
  });

  it("treats a drag shorter than 1% as a click", () => {
    expect(rectFromDrag({ x: 0.5, y: 0.5 }, { x: 0.505, y: 0.6 })).toBeNull();
  });

  it("cuts a drag that left the picture at its edge", () => {
    expect(rectFromDrag({ x: 0.8, y: 0.8 }, { x: 1.4, y: 1.2 })).toEqual({ x: 0.8, y: 0.8, width: 0.2, height: 0.2 });
  });

  it("places a zone added by the button in the middle, 20% by 20%", () => {
    expect(centredRect()).toEqual({ x: 0.4, y: 0.4, width: 0.2, height: 0.2 });
  });
});

describe("pixels and fractions of the picture", () => {
  const picture = { x: 40, y: 0, width: 800, height: 500 };

  it("turns a point of the frame into fractions of the letterboxed picture, held to its edges", () => {
    expect(pixelToFraction(picture, 440, 250)).toEqual({ x: 0.5, y: 0.5 });
    expect(pixelToFraction(picture, 0, 600)).toEqual({ x: 0, y: 1 });
  });

  it("turns a pointer's travel into fractions", () => {
    expect(pixelDelta(picture, 80, -50)).toEqual({ x: 0.1, y: -0.1 });
  });
});

describe("the zone form's numbers", () => {
  it("shows fractions as percent with one decimal, and stores them back as fractions", () => {
    expect(toPercent(0.12345)).toBe(12.3);
    expect(fromPercent(12.3)).toBe(0.123);
  });

  it("shortens a width that would cross the right edge", () => {
    expect(setRectField({ x: 0.5, y: 0, width: 0.2, height: 0.2 }, "width", 80)).toEqual({ x: 0.5, y: 0, width: 0.5, height: 0.2 });
    expect(setRectField({ x: 0.5, y: 0, width: 0.2, height: 0.2 }, "x", 90)).toEqual({ x: 0.9, y: 0, width: 0.1, height: 0.2 });
  });

  it("turns a polygon into the rectangle around it", () => {
    expect(toRectShape(triangle)).toEqual(rect(0.2, 0.2, 0.2, 0.3));
  });

  it("pulls a rectangle partly outside back into the picture", () => {
    expect(clampRect({ x: -0.1, y: 0.95, width: 0.2, height: 0.2 })).toEqual({ x: 0, y: 0.8, width: 0.2, height: 0.2 });
  });
});
