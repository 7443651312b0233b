// The store room of "Le phare englouti": the wick crate, the radio and its manual on the table, the
// barrels (the empty one hides the crank) and the way back, at their hotspots' yaw and pitch.
import { mix, rgb, steps } from "./lighthouse-palette.mjs";
import { SphereCanvas } from "./sphere-canvas.mjs";

const PLANKS = ["#6d4b2e", "#64442a", "#76522f"].map(rgb);
const IRON = rgb("#2f3237");

function background(yaw, pitch) {
  if (pitch > 40) {
    const beam = Math.floor((yaw + 180) / 20) % 3 === 0;
    return steps(beam ? rgb("#3a2716") : rgb("#5a3d24"), rgb("#1f150c"), (pitch - 40) / 50, 4);
  }
  if (pitch > -20) {
    const plank = Math.floor((yaw + 180) / 5);
    if ((yaw + 180) / 5 - plank < 0.06) return rgb("#35231a");
    const base = PLANKS[plank % 3];
    return steps(base, mix(base, rgb("#1a120b"), 0.6), (pitch + 20) / 60, 4);
  }
  if (pitch > -26) return rgb("#54504b");
  const ring = Math.floor((-26 - pitch) / 8);
  const slab = Math.floor((yaw + 180 + ring * 7) / 20);
  if ((-26 - pitch) % 8 < 0.5 || ((yaw + 180 + ring * 7) % 20) < 0.5) return rgb("#2f2c29");
  return [rgb("#5e5953"), rgb("#55504a"), rgb("#67625b")][(ring + slab) % 3];
}

function barrel(open) {
  const side = (v) => 4.3 + 1.3 * Math.cos((v / 7.5) * (Math.PI / 2));
  const outline = [];
  for (let v = -7.5; v <= 7.5; v += 0.5) outline.push([side(v), v]);
  for (let v = 7.5; v >= -7.5; v -= 0.5) outline.push([-side(v), v]);
  // A hoop is the stretch of the outline between two heights, both sides.
  const hoop = (v0, v1) => ({ poly: outline.filter(([, v]) => v >= v0 && v <= v1), fill: IRON });
  return [
    { poly: outline, fill: (u) => (Math.floor((u + 6) / 1.6) % 2 ? rgb("#7a512e") : rgb("#6c4727")) },
    hoop(-6, -4.5),
    hoop(-0.5, 0.5),
    hoop(4.5, 6),
    { ellipse: [0, 7.5, 4.3, 1.3], fill: open ? rgb("#1a120b") : rgb("#8f6338") },
    { ring: [0, 7.5, 3.9, 4.3], fill: IRON },
  ];
}

const table = [
  { rect: [-26, -16, -24, -6], fill: rgb("#3e2816") },
  { rect: [24, -16, 26, -6], fill: rgb("#3e2816") },
  { poly: [[-28, 4], [28, 4], [25, -6], [-25, -6]], fill: rgb("#8d6139") },
  { rect: [-25, -7.6, 25, -6], fill: rgb("#5a3b21") },
];

const radio = [
  { rect: [-8, -9, 8, 5], fill: rgb("#566655") },
  { rect: [-8, 4, 8, 5], fill: rgb("#3f4b3e") },
  { circle: [-3.6, -0.6, 3.1], fill: rgb("#e9e1c6") },
  { ring: [-3.6, -0.6, 2.6, 2.8], fill: rgb("#8b8471") },
  { line: [[-3.6, -0.6], [-1.8, 1.4]], width: 0.3, fill: rgb("#b32e1f") },
  { rect: [1, 0.6, 7, 3], fill: rgb("#f0b44c") },
  ...[2, 3.5, 5, 6.5].map((u) => ({ rect: [u, 0.9, u + 0.15, 2.7], fill: rgb("#6b4a12") })),
  ...[-6, -4.8, -3.6, -2.4, -1.2].map((u) => ({ rect: [u, -7.8, u + 0.5, -5], fill: rgb("#2c342b") })),
  { circle: [2.4, -5.2, 1.3], fill: rgb("#1d1d1d") },
  { circle: [5.6, -5.2, 1.3], fill: rgb("#1d1d1d") },
  { circle: [0.6, -2.2, 0.45], fill: rgb("#58e06a") },
  { line: [[6, 5], [9, 11]], width: 0.3, fill: rgb("#9a9a9a") },
  { ellipse: [-10.2, -6.5, 1.2, 1.9], fill: rgb("#222") },
  { polyline: [[-10.2, -8.2], [-9, -9.4], [-7.6, -9]], width: 0.25, fill: rgb("#222") },
];

const manual = [
  { poly: [[-4.4, -2.4], [3.6, -3.4], [4.4, 2.4], [-3.6, 3.4]], fill: rgb("#27407a") },
  { poly: [[-3, 1.4], [2.6, 0.7], [2.7, 1.5], [-2.9, 2.2]], fill: rgb("#e8e4d8") },
  { poly: [[-2.9, -0.4], [1, -0.9], [1.1, -0.4], [-2.8, 0.1]], fill: rgb("#9fb3d9") },
  { circle: [2.1, -1.6, 0.9], fill: rgb("#e8e4d8") },
];

const wicks = [
  { rect: [-7, -6, 7, 3], fill: rgb("#8d6139") },
  ...[-3.8, -0.6, 2.6].map((v) => ({ rect: [-7, v, 7, v + 0.35], fill: rgb("#5a3b21") })),
  { poly: [[-7, 3], [7, 3], [6, 5.2], [-6, 5.2]], fill: rgb("#3b2615") },
  ...[[-3.4, 4.1], [0.4, 4.4], [3.6, 3.9]].flatMap(([x, y]) => [
    { ellipse: [x, y, 1.8, 1.1], fill: rgb("#f4f1ea") },
    { ring: [x, y, 0.7, 0.9], fill: rgb("#cfc8b8") },
  ]),
  { polyline: [[5.2, 4], [6.8, 2], [7.4, -1.5]], width: 0.45, fill: rgb("#f4f1ea") },
  { rect: [-4, -2.6, 4, -0.9], fill: rgb("#d8c8a0") },
];

const shelves = [
  ...[-6, 6].map((v) => ({ rect: [-15, v, 15, v + 1.2], fill: rgb("#8d6139") })),
  ...[[-13, "#9c3b2b"], [-9.5, "#4f6d7a"], [-6, "#9c3b2b"], [-2.5, "#b48a3c"], [1, "#4f6d7a"], [4.5, "#6b7a3f"]].map(([u, c]) => ({ rect: [u, -6 + 1.2, u + 2.6, -6 + 5.2], fill: rgb(c) })),
  ...[[-12, 3.2], [-7, 2.6], [-2, 3.6], [3, 2.4], [8, 3]].map(([u, h]) => ({ rect: [u, 7.2, u + 3.2, 7.2 + h], fill: rgb("#a2b3ad") })),
  { ring: [11, 2, 1.4, 3], fill: rgb("#c2a878") },
];

const doorway = [
  { rect: [-10, -24, 10, 14], fill: rgb("#3d352e") },
  { circle: [0, 14, 10], fill: rgb("#3d352e") },
  { rect: [-8, -24, 8, 14], fill: (u, v) => steps(rgb("#5b5248"), rgb("#2a2521"), (v + 24) / 46, 4) },
  { circle: [0, 14, 8], fill: rgb("#2a2521") },
  { rect: [-8, -24, 8, -19], fill: rgb("#1f4f5a") },
  { poly: [[8, -24], [14, -20], [14, 18], [8, 20]], fill: rgb("#6a4427") },
  { circle: [12.6, -1, 0.6], fill: rgb("#222") },
];

const lantern = [
  { line: [[0, 2.5], [0, 8]], width: 0.3, fill: rgb("#222") },
  { circle: [0, -0.5, 5], fill: rgb("#6f5a3c") },
  { circle: [0, -0.5, 3.6], fill: rgb("#8a7048") },
  { ellipse: [0, -0.5, 1.8, 2.6], fill: rgb("#ffe9a8") },
  { rect: [-2.2, 2, 2.2, 2.8], fill: IRON },
  { rect: [-2.2, -3.8, 2.2, -3.1], fill: IRON },
];

export function paintReserve() {
  const canvas = new SphereCanvas(2048, 1024);
  canvas.fill(background);
  canvas.decal(12, 10, 16, shelves);
  canvas.decal(-75, -22, 29, table);
  canvas.decal(-90, -6, 12, radio);
  canvas.decal(-58, -24, 6, manual);
  canvas.decal(45, -14, 9, wicks);
  canvas.decal(118, -15, 9, barrel(false));
  canvas.decal(160, -15, 9, barrel(false));
  canvas.decal(128, 2, 9, barrel(false));
  canvas.decal(140, -16, 9, barrel(true));
  canvas.decal(180, 0, 25, doorway);
  canvas.decal(-80, 48, 9, lantern);
  return canvas;
}
