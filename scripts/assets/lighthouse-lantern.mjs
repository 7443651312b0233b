// The lamp room of "Le phare englouti": the great lamp in its lens (yaw 0), the trawler out at sea
// (yaw 90), the gallery door (yaw -110) and the stairs down (yaw 180), windows all around.
import { mix, rgb, steps } from "./lighthouse-palette.mjs";
import { SphereCanvas } from "./sphere-canvas.mjs";

const IRON = rgb("#2c2f33");
const BRASS = rgb("#c49a45");
const HORIZON = 1;

function outside(yaw, pitch) {
  if (pitch > HORIZON) {
    // Cloud streaks drift across the storm sky.
    const streak = (pitch + 3 * Math.sin(yaw * 0.05) + 1.5 * Math.sin(yaw * 0.13)) % 9;
    const sky = steps(rgb("#40516d"), rgb("#151c2b"), (pitch - HORIZON) / 36, 5);
    return streak > 0 && streak < 2.6 ? mix(sky, rgb("#6a7b98"), 0.35) : sky;
  }
  const crest = Math.floor((yaw * 1.7 + Math.sin(pitch * 2) * 6) / 3) % 5 === 0 && Math.floor(pitch * 1.4) % 2 === 0;
  return crest ? rgb("#7fa8b8") : steps(rgb("#22455a"), rgb("#10222e"), (HORIZON - pitch) / 10, 3);
}

function background(yaw, pitch) {
  if (pitch > 44) {
    const rib = ((yaw + 180) % 30) < 2.2;
    return rib ? rgb("#3d2a18") : steps(rgb("#5f7f70"), rgb("#23312b"), (pitch - 44) / 46, 5);
  }
  if (pitch > 40) return IRON;
  if (pitch > -4) {
    // Window panes between iron mullions, centred on yaw 0, 30, 60…
    const pane = (yaw + 195) % 30;
    if (pane < 1 || pane > 29 || Math.abs(pitch - 20) < 0.6) return IRON;
    return outside(yaw, pitch);
  }
  if (pitch > -12) return pitch > -5 ? rgb("#1f2226") : rgb("#3b4047");
  const ring = (-12 - pitch) % 3 < 0.45;
  const spoke = ((yaw + 180) % 10) < 0.5;
  return ring || spoke ? rgb("#25282c") : rgb("#4a4f57");
}

function lens() {
  const outline = [];
  for (let v = -8; v <= 30; v += 1) outline.push([11 + 3.2 * Math.cos(((v - 11) / 19) * (Math.PI / 2)), v]);
  for (let v = 30; v >= -8; v -= 1) outline.push([-(11 + 3.2 * Math.cos(((v - 11) / 19) * (Math.PI / 2))), v]);
  const glass = ["#a6dadc", "#6fb3bd", "#cdeff0", "#8cc8cd"].map(rgb);
  return [
    { rect: [-8, -26, 8, -8], fill: (u) => (u < -3 ? rgb("#2a2d31") : rgb("#3a3e44")) },
    { rect: [-9, -10, 9, -8], fill: BRASS },
    { rect: [-9, -27, 9, -25], fill: BRASS },
    { poly: outline, fill: (u, v) => glass[Math.floor((v + 8) / 2.5) % glass.length] },
    ...[-0.5, 7, 14.5, 22].map((v) => ({ rect: [-15, v, 15, v + 0.5], fill: BRASS })),
    { line: [[0, -8], [0, 30]], width: 0.5, fill: BRASS },
    { circle: [0, 11, 5.5], fill: rgb("#e6f8f6") },
    { ring: [0, 11, 2.6, 3.1], fill: rgb("#a6dadc") },
    { ring: [0, 11, 4.3, 4.8], fill: rgb("#a6dadc") },
    // The burner, seen through the opening at the bottom of the lens.
    { rect: [-5, -6, 5, 4], fill: rgb("#1b1d20") },
    { rect: [-3.2, -4, 3.2, 1.5], fill: BRASS },
    { rect: [-1, 1.5, 1, 3.2], fill: rgb("#3a2a1a") },
    { rect: [-3.2, -4, 3.2, -3.2], fill: rgb("#8a6a2a") },
    { poly: [[-12, 30], [12, 30], [7, 34], [-7, 34]], fill: BRASS },
  ];
}

const trawler = [
  { poly: [[-4.5, 0.2], [4.8, 0.2], [3.6, -1.6], [-3.8, -1.6]], fill: rgb("#1c1c1e") },
  { rect: [-4.5, -0.2, 4.8, 0.2], fill: rgb("#a83a2c") },
  { rect: [-2.6, 0.2, 0.4, 2.2], fill: rgb("#e8e4da") },
  { rect: [-2, 1.2, -0.4, 1.8], fill: rgb("#f6d06b") },
  { line: [[1.8, 0.2], [1.8, 4.6]], width: 0.2, fill: rgb("#cfcfcf") },
  { line: [[1.8, 4.4], [-3.8, 0.4]], width: 0.12, fill: rgb("#9a9a9a") },
  { circle: [1.8, 4.7, 0.35], fill: rgb("#ff4a3a") },
  { circle: [-4.2, 0.6, 0.3], fill: rgb("#49e07a") },
  { poly: [[-6, -1.9], [-3, -0.6], [0, -1.5], [3, -0.4], [6, -1.7], [6, -3], [-6, -3]], fill: rgb("#2f5f78") },
  { polyline: [[-6, -1.9], [-3, -0.6], [0, -1.5], [3, -0.4], [6, -1.7]], width: 0.2, fill: rgb("#c9e2ea") },
];

const galleryDoor = [
  { rect: [-9, -16, 9, 16], fill: IRON },
  { rect: [-7.5, -14.5, 7.5, 14.5], fill: (u) => (u < -4 ? rgb("#3a4047") : rgb("#454c54")) },
  { rect: [-4, 4, 4, 11], fill: rgb("#111417") },
  { rect: [-3.4, 4.6, 3.4, 10.4], fill: (u, v) => (v > 6.5 ? rgb("#2d3a52") : rgb("#1c3a4c")) },
  { polyline: [[1.4, 10.2], [0.3, 8.2], [1.5, 7.8], [0.4, 6]], width: 0.25, fill: rgb("#f5f1c8") },
  ...[-6.6, 6.6].flatMap((u) => [-12, -4, 4, 12].map((v) => ({ circle: [u, v, 0.35], fill: rgb("#23272b") }))),
  { rect: [4, -2, 6.8, -1.2], fill: rgb("#b9b9b9") },
  { circle: [4.2, -1.6, 0.7], fill: rgb("#8d8d8d") },
  // A warning sign: danger outside.
  { poly: [[-3.4, -8], [3.4, -8], [0, -2.2]].map(([u, v]) => [u, v]), fill: rgb("#f1c232") },
  { poly: [[-3.4, -8], [3.4, -8], [0, -2.2]].map(([u, v]) => [u * 0.8, -7.6 + (v + 8) * 0.8]), fill: rgb("#f6d55c") },
  { rect: [-0.3, -6, 0.3, -3.8], fill: rgb("#1b1b1b") },
  { circle: [0, -6.9, 0.35], fill: rgb("#1b1b1b") },
];

const stairwell = [
  { poly: [[-12, 8], [12, 8], [16, -12], [-16, -12]], fill: rgb("#15171a") },
  ...Array.from({ length: 4 }, (_, i) => ({ poly: [[-11 + i, 6 - i * 4], [11 - i, 6 - i * 4], [11 - i, 4.5 - i * 4], [-11 + i, 4.5 - i * 4]], fill: rgb("#3a3e44") })),
  { polyline: [[-13, 8], [-13, 14], [13, 14], [13, 8]], width: 0.5, fill: BRASS },
  ...[-6.5, 0, 6.5].map((u) => ({ line: [[u, 8], [u, 14]], width: 0.4, fill: BRASS })),
];

export function paintLantern() {
  const canvas = new SphereCanvas(2048, 1024);
  canvas.fill(background);
  canvas.decal(-40, 26, 9, [{ polyline: [[0, 8], [-2, 3], [1, 2.4], [-1.5, -4], [1.6, -0.5], [-0.5, 0], [2.5, 8]], width: 0.55, fill: rgb("#f4f1cc") }]);
  canvas.decal(0, -12, 34, lens());
  canvas.decal(90, 2, 7, trawler);
  canvas.decal(-110, 0, 17, galleryDoor);
  canvas.decal(180, -30, 17, stairwell);
  return canvas;
}
