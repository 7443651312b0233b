// Colours and surfaces shared by the lighthouse panoramas.
import { mix, steps } from "./sphere-canvas.mjs";

export { mix, steps };

export const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

const STONES = ["#6f665c", "#786e62", "#655c52", "#80766a"].map(rgb);
const MORTAR = rgb("#3f3a34");

// A cheap, stable hash: the same block gets the same stone on every run.
const hash = (a, b) => Math.abs(((a * 73856093) ^ (b * 19349663)) % 1000);

/** Staggered stone blocks, darker towards the ceiling. */
export function stoneWall(yaw, pitch, bottom, top) {
  const rowHeight = 6.2;
  const row = Math.floor((pitch - bottom) / rowHeight);
  const inRow = (pitch - bottom) / rowHeight - row;
  const shifted = yaw + 180 + (row % 2) * 6;
  const col = Math.floor(shifted / 12);
  const inCol = shifted / 12 - col;
  if (inRow < 0.09 || inCol < 0.045) return MORTAR;
  const stone = STONES[hash(row, col) % STONES.length];
  return steps(stone, mix(stone, rgb("#1e1a16"), 0.55), (pitch - bottom) / (top - bottom), 4);
}

/** Sea water over the floor, in rings around the point straight down. */
export function waterFloor(pitch, edge) {
  if (pitch > edge - 0.8) return rgb("#6fb0ba");
  const band = Math.floor((edge - pitch) / 3.2) % 3;
  return [rgb("#1f4f5a"), rgb("#255b67"), rgb("#1b4751")][band];
}
