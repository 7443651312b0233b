// The library's 360° panoramas (issue 27, ADR 046): equirectangular 2:1 rooms painted with the demo's sphere
// canvas, so straight lines stay straight in the viewer. Each has a door, a wall feature and free walls for hotspots.
import { mix, rgb, steps, stoneWall } from "../assets/lighthouse-palette.mjs";
import { SphereCanvas } from "../assets/sphere-canvas.mjs";

const WIDTH = 2048;
const HEIGHT = 1024;

const door = (wood) => [
  { rect: [-9, -22, 9, 12], fill: rgb("#2b2118") },
  { rect: [-8, -22, 8, 11], fill: (u) => (Math.floor((u + 8) / 4) % 2 ? wood : mix(wood, rgb("#000000"), 0.15)) },
  { circle: [5, -6, 1], fill: rgb("#e0b23a") },
];

function cellar() {
  const canvas = new SphereCanvas(WIDTH, HEIGHT);
  canvas.fill((yaw, pitch) => {
    if (pitch > 35) return steps(rgb("#4a433b"), rgb("#1d1a16"), (pitch - 35) / 55, 4);
    if (pitch > -22) return stoneWall(yaw, pitch, -22, 35);
    const slab = (Math.floor((yaw + 180) / 15) + Math.floor(-pitch / 10)) % 2;
    return slab ? rgb("#4b4640") : rgb("#56504a");
  });
  canvas.decal(0, -2, 26, door(rgb("#6d4b2e")));
  for (const yaw of [-90, 90]) {
    canvas.decal(yaw, 8, 12, [
      { rect: [-1, -8, 1, 2], fill: rgb("#3e2816") },
      { ellipse: [0, 5, 3, 5], fill: rgb("#f2641f") },
      { ellipse: [0, 4, 1.6, 3], fill: rgb("#ffcf4a") },
    ]);
  }
  canvas.decal(180, -10, 20, [{ rect: [-14, -12, 14, 4], fill: rgb("#8a4f22") }, { rect: [-14, 0, 14, 2], fill: rgb("#e0b23a") }]);
  return canvas;
}

function garden() {
  const canvas = new SphereCanvas(WIDTH, HEIGHT);
  canvas.fill((yaw, pitch) => {
    if (pitch > 12) return steps(rgb("#a9d6f2"), rgb("#3f7fc0"), (pitch - 12) / 78, 6);
    if (pitch > -8) {
      const leaf = (Math.floor((yaw + 180) / 3) + Math.floor((pitch + 8) / 3)) % 3;
      return [rgb("#2f6b3a"), rgb("#2a6034"), rgb("#357541")][leaf];
    }
    const ring = Math.floor(-pitch / 12) % 2;
    return ring ? rgb("#6aa84f") : rgb("#5f9a46");
  });
  canvas.decal(0, 2, 20, [{ rect: [-8, -10, 8, 12], fill: rgb("#c9b98f") }, { rect: [-6, -10, 6, 8], fill: rgb("#1f3a24") }]);
  canvas.decal(180, -20, 24, [
    { ellipse: [0, -4, 16, 5], fill: rgb("#b9b2a4") },
    { ellipse: [0, -3, 13, 3.6], fill: rgb("#4f9fd0") },
    { rect: [-1.5, -3, 1.5, 8], fill: rgb("#b9b2a4") },
  ]);
  canvas.decal(90, 40, 10, [{ circle: [0, 0, 6], fill: rgb("#fff4c2") }]);
  return canvas;
}

function cabin() {
  const planks = ["#8a5a32", "#7d5130", "#946238"].map(rgb);
  const canvas = new SphereCanvas(WIDTH, HEIGHT);
  canvas.fill((yaw, pitch) => {
    if (pitch > 38) return steps(rgb("#5a3b21"), rgb("#2a1b10"), (pitch - 38) / 52, 4);
    if (pitch > -20) {
      const row = Math.floor((pitch + 20) / 5);
      if ((pitch + 20) % 5 < 0.35) return rgb("#3e2816");
      return steps(planks[row % 3], mix(planks[row % 3], rgb("#1a120b"), 0.4), (pitch + 20) / 58, 3);
    }
    return (Math.floor((yaw + 180) / 6) % 2) ? rgb("#6b4727") : rgb("#734d2b");
  });
  canvas.decal(0, -2, 26, door(rgb("#5a3b21")));
  for (const yaw of [-90, 90]) {
    canvas.decal(yaw, 8, 16, [
      { rect: [-11, -8, 11, 10], fill: rgb("#3e2816") },
      { rect: [-10, -7, 10, 9], fill: (u, v) => steps(rgb("#bfe3f5"), rgb("#5b9ac9"), (v + 7) / 16, 4) },
      { rect: [-0.6, -7, 0.6, 9], fill: rgb("#3e2816") },
      { rect: [-10, 0.4, 10, 1.6], fill: rgb("#3e2816") },
    ]);
  }
  canvas.decal(180, -6, 22, [
    { rect: [-16, -14, 16, 8], fill: rgb("#6d6a66") },
    { rect: [-10, -14, 10, 0], fill: rgb("#2b2118") },
    { ellipse: [0, -10, 6, 3], fill: rgb("#f2641f") },
  ]);
  return canvas;
}

export const PANORAMAS = [
  ["stone-cellar", "Stone cellar", cellar],
  ["garden", "Garden", garden],
  ["wooden-cabin", "Wooden cabin", cabin],
];
