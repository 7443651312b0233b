import { describe, expect, it } from "vitest";
import type { Shape } from "../../app/engine";
import {
  containRect,
  lyingRect,
  pictureFraction,
  shapeArea,
  shapeBounds,
  shapeContains,
  shapeOutline,
  zoneAt,
  zoneNear,
} from "../../app/play/renderers/interface/geometry";

const rect = (x: number, y: number, width: number, height: number): Shape => ({ type: "rect", x, y, width, height });
const diamond: Shape = {
  type: "polygon",
  points: [
    [0.5, 0.4],
    [0.6, 0.5],
    [0.5, 0.6],
    [0.4, 0.5],
  ],
};

describe("an Interface picture fitted into its frame", () => {
  it("fills the width of a taller frame and is centred with bands above and below", () => {
    expect(containRect({ width: 800, height: 800 }, { width: 1600, height: 1000 })).toEqual({ x: 0, y: 150, width: 800, height: 500 });
  });

  it("fills the height of a wider frame and is centred with bands left and right", () => {
    expect(containRect({ width: 1000, height: 400 }, { width: 800, height: 400 })).toEqual({ x: 100, y: 0, width: 800, height: 400 });
  });

  it("is empty while the frame or the picture has no size yet", () => {
    expect(containRect({ width: 0, height: 300 }, { width: 10, height: 10 }).width).toBe(0);
    expect(containRect({ width: 300, height: 300 }, { width: 0, height: 10 }).height).toBe(0);
  });
});

describe("a click on the picture", () => {
  const picture = { x: 100, y: 0, width: 800, height: 400 };

  it("lands in picture fractions, and nowhere in the letterbox bands", () => {
    expect(pictureFraction(picture, 500, 200)).toEqual({ x: 0.5, y: 0.5 });
    expect(pictureFraction(picture, 50, 200)).toBeNull();
    expect(pictureFraction(picture, 950, 200)).toBeNull();
  });

  it("hits a polygon zone inside its outline only, not in the corners of its bounding box", () => {
    expect(shapeContains(diamond, 0.5, 0.5)).toBe(true);
    expect(shapeContains(diamond, 0.42, 0.42)).toBe(false);
    // On an edge counts as inside.
    expect(shapeContains(diamond, 0.55, 0.45)).toBe(true);
    expect(shapeContains(diamond, 0.6, 0.5)).toBe(true);
  });

  it("hits a rectangle zone up to and including its edges", () => {
    const shelf = rect(0.1, 0.2, 0.3, 0.1);
    expect(shapeContains(shelf, 0.1, 0.2)).toBe(true);
    expect(shapeContains(shelf, 0.4, 0.3)).toBe(true);
    expect(shapeContains(shelf, 0.41, 0.25)).toBe(false);
  });

  it("picks the smaller of two overlapping zones: the key, not the shelf it lies on", () => {
    const zones = [
      { id: "shelf", shape: rect(0.1, 0.1, 0.6, 0.6) },
      { id: "key", shape: diamond },
    ];
    expect(zoneAt(zones, 0.5, 0.5)?.id).toBe("key");
    expect(zoneAt([...zones].reverse(), 0.5, 0.5)?.id).toBe("key");
    expect(zoneAt(zones, 0.2, 0.2)?.id).toBe("shelf");
    expect(zoneAt(zones, 0.9, 0.9)).toBeNull();
  });

  it("on two zones of the same size, picks the later one, drawn on top", () => {
    const zones = [
      { id: "first", shape: rect(0.1, 0.1, 0.2, 0.2) },
      { id: "second", shape: rect(0.1, 0.1, 0.2, 0.2) },
    ];
    expect(zoneAt(zones, 0.2, 0.2)?.id).toBe("second");
  });
});

describe("where a zone's button and glow go", () => {
  it("puts a polygon's button over the rectangle that holds all its points", () => {
    const bounds = shapeBounds(diamond);
    expect(bounds.x).toBeCloseTo(0.4);
    expect(bounds.y).toBeCloseTo(0.4);
    expect(bounds.width).toBeCloseTo(0.2);
    expect(bounds.height).toBeCloseTo(0.2);
  });

  it("cuts a rectangle drawn past the picture's edge at the edge", () => {
    const bounds = shapeBounds(rect(0.9, 0.8, 0.3, 0.5));
    expect(bounds.x).toBeCloseTo(0.9);
    expect(bounds.width).toBeCloseTo(0.1);
    expect(bounds.height).toBeCloseTo(0.2);
  });

  it("draws the outline in pixels of the letterboxed picture", () => {
    const picture = { x: 100, y: 50, width: 800, height: 400 };
    expect(shapeOutline(rect(0.5, 0.5, 0.25, 0.25), picture)).toEqual([500, 250, 700, 250, 700, 350, 500, 350]);
    expect(shapeOutline(diamond, picture)).toEqual([500, 210, 580, 250, 500, 290, 420, 250]);
  });

  it("measures areas the same way for both shapes", () => {
    expect(shapeArea(rect(0, 0, 0.5, 0.5))).toBeCloseTo(0.25);
    expect(shapeArea(diamond)).toBeCloseTo(0.02);
  });
});

describe("an object lying in a zone", () => {
  // A zone a quarter of the picture wide and half of it high: a square on an 800 × 400 picture.
  const square = { x: 0.5, y: 0.25, width: 0.25, height: 0.5 };

  it("fills the zone's width when wider than the zone, centred from top to bottom", () => {
    const drawn = lyingRect(square, { width: 800, height: 400 }, { width: 200, height: 100 });
    expect(drawn.x).toBeCloseTo(0.5);
    expect(drawn.width).toBeCloseTo(0.25);
    // 100 px tall in a 200 px box: 50 px of band above and below, an eighth of the picture's height.
    expect(drawn.y).toBeCloseTo(0.375);
    expect(drawn.height).toBeCloseTo(0.25);
  });

  it("fills the zone's height when taller than the zone, centred from side to side", () => {
    const drawn = lyingRect(square, { width: 800, height: 400 }, { width: 100, height: 400 });
    expect(drawn.y).toBeCloseTo(0.25);
    expect(drawn.height).toBeCloseTo(0.5);
    // 50 px wide in the 200 px box: 75 px of band on each side.
    expect(drawn.width).toBeCloseTo(50 / 800);
    expect(drawn.x).toBeCloseTo(0.5 + 75 / 800);
  });

  it("lands in the same place whatever size the scene picture is shown at", () => {
    const small = lyingRect(square, { width: 400, height: 200 }, { width: 300, height: 120 });
    const large = lyingRect(square, { width: 1600, height: 800 }, { width: 300, height: 120 });
    for (const key of ["x", "y", "width", "height"] as const) expect(small[key]).toBeCloseTo(large[key]);
  });

  it("follows the scene picture's proportions, not the fractions' numbers", () => {
    // The same fractions on a tall picture are a tall box: a square object then fills its width.
    const drawn = lyingRect(square, { width: 400, height: 800 }, { width: 50, height: 50 });
    expect(drawn.width).toBeCloseTo(0.25);
    expect(drawn.height).toBeCloseTo(0.125);
    expect(drawn.y).toBeCloseTo(0.25 + 0.1875);
  });

  it("draws nothing while the scene picture or the object has no size yet", () => {
    expect(lyingRect(square, { width: 0, height: 0 }, { width: 10, height: 10 })).toMatchObject({ width: 0, height: 0 });
    expect(lyingRect(square, { width: 800, height: 400 }, { width: 0, height: 10 })).toMatchObject({ width: 0, height: 0 });
  });
});

describe("a zone under a fingertip", () => {
  const small = { id: "book", shape: rect(0.5, 0.5, 0.02, 0.04) };
  const big = { id: "shelf", shape: rect(0.1, 0.1, 0.3, 0.3) };
  const reach = { width: 0.1, height: 0.1 };

  it("answers a touch just beside a zone drawn smaller than a finger", () => {
    expect(zoneNear([small, big], 0.55, 0.52, reach)?.id).toBe("book");
    expect(zoneAt([small, big], 0.55, 0.52)).toBeNull();
  });

  it("still prefers an exact hit, and answers nothing far from every zone", () => {
    expect(zoneNear([small, big], 0.2, 0.2, reach)?.id).toBe("shelf");
    expect(zoneNear([small, big], 0.9, 0.9, reach)).toBeNull();
  });
});
