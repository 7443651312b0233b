// The demo games' 3D objects, built from primitives: the gear train of "Le manoir de l'horloger" and
// the winch crank of "Le phare englouti". Pure and deterministic: scripts/make-models.mjs writes them
// to public/demo/, and tests/unit/seed-games.test.ts checks the committed files are these bytes.
import { buildGlb, MeshBuilder } from "./glb.mjs";

// Extrusions run along y; turned a quarter about x, their faces look at the camera (+z).
const faceCamera = ([x, y, z]) => [x, -z, y];

/** A spur gear's outline: `teeth` trapezoid teeth between the root and tip radii, from angle `phase`. */
function gearOutline(teeth, root, tip, phase = 0) {
  const points = [];
  const step = (2 * Math.PI) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = phase + i * step;
    for (const [t, r] of [[0, root], [0.18, tip], [0.5, tip], [0.68, root]]) {
      points.push([r * Math.cos(a + t * step), r * Math.sin(a + t * step)]);
    }
  }
  return points;
}

function gear(teeth, root, tip, thickness, [x, y], phase) {
  const mesh = new MeshBuilder();
  mesh.extrude(gearOutline(teeth, root, tip, phase).map(([gx, gz]) => [gx + x, gz - y]), -thickness / 2, thickness / 2, [x, -y]);
  // A raised hub and a recessed ring make the face read as a wheel, not a coin.
  mesh.cylinder([x, -y], root * 0.32, thickness / 2, thickness / 2 + 0.05, 32);
  return mesh.transform(faceCamera);
}

function gearTrain() {
  const big = { teeth: 24, root: 0.8, tip: 0.95 };
  const small = { teeth: 12, root: 0.4, tip: 0.55 };
  const distance = (big.root + big.tip) / 2 + (small.root + small.tip) / 2 + 0.02;
  const left = -distance / 2 + 0.2;
  const axles = new MeshBuilder();
  axles.cylinder([left, 0], 0.07, -0.3, 0.28, 20);
  axles.cylinder([left + distance, 0], 0.06, -0.3, 0.28, 20);
  axles.transform(faceCamera);
  const plate = new MeshBuilder();
  plate.box([left - 1.15, -0.32, -1.1], [left + distance + 0.75, -0.24, 1.1]);
  plate.transform(faceCamera);
  return buildGlb([
    { name: "grande-roue", mesh: gear(big.teeth, big.root, big.tip, 0.14, [left, 0], 0), color: [0.8, 0.6, 0.24, 1], metallic: 0.9, roughness: 0.35 },
    {
      name: "pignon",
      // Turned by half a tooth so its teeth fall into the big wheel's gaps.
      mesh: gear(small.teeth, small.root, small.tip, 0.14, [left + distance, 0], Math.PI + Math.PI / small.teeth),
      color: [0.86, 0.68, 0.3, 1],
      metallic: 0.9,
      roughness: 0.3,
    },
    { name: "axes", mesh: axles, color: [0.62, 0.64, 0.68, 1], metallic: 0.8, roughness: 0.4 },
    { name: "platine", mesh: plate, color: [0.33, 0.19, 0.09, 1], metallic: 0, roughness: 0.8 },
  ]);
}

function crank() {
  const iron = new MeshBuilder();
  // The square socket that fits the winch's shaft, then the arm, then the pin the grip turns on.
  iron.box([-0.16, -0.16, -0.2], [0.16, 0.34, 0.2]);
  iron.transform(faceCamera);
  const arm = new MeshBuilder();
  arm.box([-0.09, -0.07, -0.06], [1.3, 0.07, 0.06]);
  arm.transform((v) => v, [0, 0, 0.32]);
  const pin = new MeshBuilder();
  pin.cylinder([1.2, 0], 0.05, 0.3, 0.42, 16);
  pin.transform(faceCamera);
  const grip = new MeshBuilder();
  grip.cylinder([1.2, 0], 0.11, 0.42, 1.02, 24);
  grip.transform(faceCamera);
  const all = new MeshBuilder();
  for (const part of [iron, arm, pin]) {
    const base = all.positions.length / 3;
    all.positions.push(...part.positions);
    all.normals.push(...part.normals);
    all.indices.push(...part.indices.map((i) => i + base));
  }
  return buildGlb([
    { name: "manivelle", mesh: all, color: [0.24, 0.25, 0.27, 1], metallic: 0.75, roughness: 0.5 },
    { name: "poignee", mesh: grip, color: [0.47, 0.28, 0.13, 1], metallic: 0, roughness: 0.75 },
  ]);
}

/** Where each model goes under public/demo/, and how it is built. */
export const MODELS = [
  { path: "manoir-horloger/rouages.glb", build: gearTrain },
  { path: "phare-englouti/manivelle.glb", build: crank },
];
