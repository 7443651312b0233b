// The keeper's quarters of "Le phare englouti": what each hotspot of db/seed/games/phare-englouti.json
// points at is drawn at the same yaw and pitch. The chest code counts the portholes (3), the
// lifebuoys (2) and the gulls of the painting (4): keep those numbers if you change the room.
import { mix, rgb, steps, stoneWall, waterFloor } from "./lighthouse-palette.mjs";
import { SphereCanvas } from "./sphere-canvas.mjs";

const WOOD = rgb("#7a4e2d");
const WOOD_DARK = rgb("#4f321c");
const WOOD_LIGHT = rgb("#a06d40");
const IRON = rgb("#34373c");
const BRASS = rgb("#c49a45");
const BRASS_DARK = rgb("#8a6a2a");

function background(yaw, pitch) {
  if (pitch > 42) {
    // Beams radiate from the centre of the ceiling.
    const beam = ((yaw + 180) % 30) < 5;
    const base = beam ? rgb("#3e2816") : rgb("#6a4629");
    if (pitch > 86) return rgb("#2b2b2e");
    return steps(base, rgb("#24170d"), (pitch - 42) / 48, 5);
  }
  if (pitch > 38) return rgb("#4d453c");
  if (pitch > -24) return stoneWall(yaw, pitch, -24, 38);
  if (pitch > -30) return steps(rgb("#4a433c"), rgb("#3a342f"), (-24 - pitch) / 6, 2);
  return waterFloor(pitch, -30);
}

const porthole = (stormy) => [
  { circle: [0, 0, 7.2], fill: BRASS_DARK },
  { circle: [0, 0, 6.6], fill: BRASS },
  { circle: [0, 0, 5.4], fill: BRASS_DARK },
  {
    circle: [0, 0, 5],
    fill: (u, v) => (v > -0.8 ? steps(rgb("#4b5f82"), rgb("#1f2a40"), (v + 0.8) / 5.8, 4) : (Math.floor((v + 8) * 1.6 + Math.sin(u * 1.3)) % 3 === 0 ? rgb("#6f9bb0") : rgb("#1d4257"))),
  },
  ...(stormy ? [{ polyline: [[1.5, 4.6], [0.3, 2.2], [1.6, 1.8], [0.2, -0.6]], width: 0.35, fill: rgb("#f5f1c8") }] : []),
  ...Array.from({ length: 8 }, (_, i) => ({ circle: [6.2 * Math.cos((i * Math.PI) / 4), 6.2 * Math.sin((i * Math.PI) / 4), 0.3], fill: rgb("#5d4616") })),
  { poly: [[-3.6, 2.4], [-2.2, 3.8], [-3, 4.1], [-4.2, 2.9]], fill: rgb("#9fb8cf") },
];

const lifebuoy = [
  { line: [[0, 6], [0, 10]], width: 0.35, fill: rgb("#2a2a2a") },
  {
    ring: [0, 0, 3.1, 6],
    fill: (u, v) => (Math.floor(((Math.atan2(v, u) + Math.PI / 4 + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 2)) % 2 === 0 ? rgb("#d2392c") : rgb("#efe8da")),
  },
  { ring: [0, 0, 4.4, 4.7], fill: rgb("#c8b88f") },
  { ring: [0, 0, 5.8, 6], fill: rgb("#8f2419") },
];

const shelf = [
  { rect: [-13, -10, 13, -8.4], fill: WOOD_LIGHT },
  { rect: [-13, -10.6, 13, -10], fill: WOOD_DARK },
  { poly: [[-11, -10.6], [-9, -10.6], [-11, -14]], fill: WOOD_DARK },
  { poly: [[11, -10.6], [9, -10.6], [11, -14]], fill: WOOD_DARK },
  { rect: [-13, 4.2, 13, 5.6], fill: WOOD_LIGHT },
  { rect: [-13, 3.6, 13, 4.2], fill: WOOD_DARK },
  // Books on the upper plank.
  ...[["#7b2d26", 1.3, 6], ["#2e4a6b", 1.1, 5.2], ["#5b6b3a", 1.6, 6.6], ["#8b6b2e", 1, 4.8], ["#3e2c4f", 1.4, 5.8]].map(([color, w, h], i) => ({
    rect: [-12 + i * 1.9, 5.6, -12 + i * 1.9 + w, 5.6 + h],
    fill: rgb(color),
  })),
  { poly: [[-2.2, 5.6], [-0.8, 5.6], [1.6, 10.2], [0.4, 10.6]], fill: rgb("#6b3a22") },
  // A coil of rope.
  { ring: [9, 8.2, 1.2, 2.6], fill: rgb("#c2a878") },
  { ring: [9, 8.2, 1.7, 1.9], fill: rgb("#8f7a52") },
  // Jars on the lower plank.
  { rect: [-11.5, -8.4, -8.5, -4.4], fill: rgb("#8fa8a8") },
  { rect: [-11.7, -4.4, -8.3, -3.6], fill: rgb("#5d4a2e") },
  { rect: [-7.6, -8.4, -5.2, -5.6], fill: rgb("#a3b7b0") },
  { rect: [-7.8, -5.6, -5, -5], fill: rgb("#5d4a2e") },
  // The oil can, at the hotspot.
  { rect: [-3, -8.4, 3, 1.6], fill: (u) => (u < -1.6 ? rgb("#8e2b20") : rgb("#b7382a")) },
  { rect: [-3, -4.6, 3, -2.4], fill: rgb("#e3b341") },
  { rect: [-3.2, 1.6, 3.2, 2.3], fill: rgb("#6b1f17") },
  { line: [[1.8, 2.2], [4.6, 5.4]], width: 0.7, fill: rgb("#6b1f17") },
  { ring: [-0.6, 3.6, 1, 1.5], fill: rgb("#3b3b3b") },
  { rect: [8, -8.4, 12, -6.8], fill: rgb("#4b4b4b") },
];

const chest = [
  { poly: [[-11, -7.5], [11, -7.5], [11.5, -6], [-11.5, -6]], fill: rgb("#1b3a45") },
  { rect: [-10, -6.5, 10, 3], fill: (u) => (Math.floor((u + 10) / 4) % 2 ? rgb("#6b4226") : rgb("#74492a")) },
  { poly: [[-10, 3], [10, 3], [8.4, 8], [-8.4, 8]], fill: rgb("#8a5a33") },
  { rect: [-7.2, -6.5, -5.6, 3], fill: IRON },
  { rect: [5.6, -6.5, 7.2, 3], fill: IRON },
  { poly: [[-7.2, 3], [-5.6, 3], [-4.9, 8], [-6.3, 8]], fill: IRON },
  { poly: [[5.6, 3], [7.2, 3], [6.3, 8], [4.9, 8]], fill: IRON },
  { rect: [-10, -6.5, 10, -5.6], fill: rgb("#2c5968") },
  // The padlock with three dials.
  { ring: [0, 3, 1.1, 1.6], fill: rgb("#9a9a9a") },
  { rect: [-2.1, -1.8, 2.1, 2.4], fill: BRASS },
  ...[-1.25, 0, 1.25].map((u) => ({ rect: [u - 0.5, -1, u + 0.5, 1], fill: rgb("#2d2d2d") })),
  ...[-1.25, 0, 1.25].map((u) => ({ rect: [u - 0.35, -0.12, u + 0.35, 0.12], fill: rgb("#e6e0c8") })),
];

const bunk = [
  { rect: [-18, -9, -16.2, 7], fill: WOOD_DARK },
  { rect: [16.2, -9, 18, 2], fill: WOOD_DARK },
  { rect: [-18, -7.5, 18, -2.8], fill: WOOD },
  { rect: [-18, -3, 18, -2.4], fill: WOOD_LIGHT },
  { rect: [-16, -2.4, 16, 1.4], fill: (u) => (Math.floor((u + 16) / 2.4) % 2 ? rgb("#9c2f2f") : rgb("#b84a3d")) },
  { poly: [[-16, 1.4], [16, 1.4], [14.5, 3.2], [-14.5, 3.2]], fill: rgb("#c25a48") },
  { ellipse: [-12, 3.4, 3.8, 1.8], fill: rgb("#ebe4d3") },
  { ellipse: [-12, 3.1, 3.2, 1.1], fill: rgb("#d8cfbb") },
  { rect: [-16, -9, -15, -7.5], fill: WOOD_DARK },
  { rect: [15, -9, 16, -7.5], fill: WOOD_DARK },
];

const painting = [
  { rect: [-12, -8.5, 12, 8.5], fill: rgb("#a8823a") },
  { rect: [-11.2, -7.7, 11.2, 7.7], fill: rgb("#7d5e24") },
  { rect: [-10.4, -6.9, 10.4, 6.9], fill: (u, v) => steps(rgb("#f0c078"), rgb("#7491b8"), (v + 2) / 8.9, 5) },
  { rect: [-10.4, -6.9, 10.4, -2], fill: (u, v) => (Math.floor(v * 1.5 + Math.sin(u * 0.9)) % 3 === 0 ? rgb("#4f7f99") : rgb("#2f5d7a")) },
  { poly: [[4.6, -2], [7.6, -2], [7, 4], [5.2, 4]], fill: rgb("#f2efe8") },
  { rect: [4.9, 0, 7.3, 1.2], fill: rgb("#c0392b") },
  { rect: [5.5, -2, 6.7, -1], fill: rgb("#c0392b") },
  { rect: [5, 4, 7.2, 5.3], fill: rgb("#2e2e2e") },
  { circle: [6.1, 4.7, 0.5], fill: rgb("#ffd95e") },
  { poly: [[3.4, -2.6], [9.4, -2.6], [8.6, -2], [3.8, -2]], fill: rgb("#514538") },
  // Four gulls, well apart.
  ...[[-7.5, 3.6], [-3.4, 5.2], [-5.2, 0.6], [0.6, 3.2]].map(([x, y]) => ({
    polyline: [[x - 1.3, y + 0.6], [x - 0.5, y + 0.1], [x, y - 0.3], [x + 0.5, y + 0.1], [x + 1.3, y + 0.6]],
    width: 0.32,
    fill: rgb("#262626"),
  })),
];

const door = [
  { rect: [-9.6, -22, 9.6, 14], fill: rgb("#3e3833") },
  { circle: [0, 14, 9.6], fill: rgb("#3e3833") },
  { rect: [-8, -22, 8, 14], fill: (u) => (Math.floor((u + 8) / 4) % 2 ? rgb("#6a4427") : rgb("#7a5030")) },
  { circle: [0, 14, 8], fill: (u) => (Math.floor((u + 8) / 4) % 2 ? rgb("#6a4427") : rgb("#7a5030")) },
  ...[-4, 0, 4].map((u) => ({ line: [[u, -22], [u, 21.8]], width: 0.25, fill: rgb("#3d2615") })),
  { rect: [-8, 7.5, -1, 8.6], fill: IRON },
  { rect: [-8, -15, -1, -13.9], fill: IRON },
  { ring: [5, -2, 0.9, 1.4], fill: rgb("#2a2a2a") },
  { rect: [4.2, -5.6, 5.8, -3.6], fill: IRON },
  { circle: [5, -4.2, 0.35], fill: rgb("#0e0e0e") },
];

const stairs = [
  { rect: [-10, -26, 10, 16], fill: rgb("#1d1a17") },
  { circle: [0, 16, 10], fill: rgb("#1d1a17") },
  ...Array.from({ length: 8 }, (_, i) => ({
    poly: [[-9 + i * 0.6, -24 + i * 5], [9, -24 + i * 5 + 1.5], [9, -22.6 + i * 5 + 1.5], [-9 + i * 0.6, -22.6 + i * 5]],
    fill: i % 2 ? rgb("#5a5048") : rgb("#4a423b"),
  })),
  { rect: [-1.6, -26, 1.6, 24], fill: rgb("#3a332d") },
  // The gate: bars in front of the stairs.
  ...Array.from({ length: 10 }, (_, i) => ({ rect: [-9.4 + i * 2.1, -26, -9 + i * 2.1, 20], fill: IRON })),
  ...[-20, -2, 14].map((v) => ({ rect: [-10, v, 10, v + 0.8], fill: IRON })),
  // The winch beside it, its handle missing: an empty square socket.
  { rect: [12, -8, 17, -1], fill: rgb("#2a2c30") },
  { circle: [14.5, -4.5, 1.6], fill: rgb("#55585e") },
  { rect: [14, -5, 15, -4], fill: rgb("#121212") },
  { polyline: [[14.5, -1], [13, 8], [9.6, 19]], width: 0.4, fill: rgb("#6b6e74") },
];

const bottle = [
  { ellipse: [0, -0.8, 6.2, 1.4], fill: rgb("#2c6b76") },
  { ellipse: [0, 0, 3, 1.15], fill: rgb("#2f7d4f") },
  { rect: [2.5, -0.45, 4.3, 0.45], fill: rgb("#2f7d4f") },
  { rect: [4.3, -0.5, 5.1, 0.5], fill: rgb("#a47a4a") },
  { rect: [-1.8, -0.35, 1.2, 0.35], fill: rgb("#efe3c4") },
  { ellipse: [-0.6, 0.55, 1.6, 0.25], fill: rgb("#8fd0a3") },
];

export function paintLogis() {
  const canvas = new SphereCanvas(2048, 1024);
  canvas.fill(background);
  canvas.decal(-20, 14, 8, porthole(false));
  canvas.decal(65, 14, 8, porthole(true));
  canvas.decal(140, 16, 8, porthole(false));
  canvas.decal(5, 2, 11, lifebuoy);
  canvas.decal(-124, 0, 11, lifebuoy);
  canvas.decal(-60, -4, 15, shelf);
  canvas.decal(30, -28, 12, chest);
  canvas.decal(150, -22, 19, bunk);
  canvas.decal(-100, 14, 13, painting);
  canvas.decal(100, 0, 23, door);
  canvas.decal(-150, 6, 27, stairs);
  canvas.decal(172, -48, 7, bottle);
  // A storm lantern hanging from the ceiling lights the room.
  canvas.decal(0, 58, 6, [
    { line: [[0, 2], [0, 6]], width: 0.3, fill: rgb("#222") },
    { ellipse: [0, -0.5, 2.2, 3], fill: mix(rgb("#ffd27a"), rgb("#fff3c4"), 0.4) },
    { rect: [-2.4, 2, 2.4, 2.8], fill: IRON },
    { rect: [-2.4, -3.6, 2.4, -3], fill: IRON },
  ]);
  return canvas;
}
