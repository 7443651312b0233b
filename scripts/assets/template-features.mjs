// The things the template panoramas show, each a list of shapes centred on its hotspot (u to the right,
// v up, in degrees as seen from the middle of the room). Clues the games rely on are drawn as the texts
// describe them: the balloons' order, the eight candles, the clock at 10:45, the crest's V, the shapes.
import { hex, mix } from "./template-scene.mjs";

const R = (x0, y0, x1, y1, fill) => ({ rect: [x0, y0, x1, y1], fill });
const C = (x, y, r, fill) => ({ circle: [x, y, r], fill });
const E = (x, y, rx, ry, fill) => ({ ellipse: [x, y, rx, ry], fill });
const P = (points, fill) => ({ poly: points, fill });
const L = (a, b, width, fill) => ({ line: [a, b], width, fill });
const PL = (points, width, fill) => ({ polyline: points, width, fill });

/** The named colours of the symbol locks, as painted. */
export const LOCK_COLOURS = {
  red: hex("#d83a34"),
  orange: hex("#f08a24"),
  yellow: hex("#f4cf2f"),
  green: hex("#3da55d"),
  blue: hex("#2f6fd0"),
  purple: hex("#8a4fc2"),
  black: hex("#222222"),
  white: hex("#f4f4f4"),
};

const DARK = hex("#26221f");
const METAL = hex("#9aa0a6");
const GOLD = hex("#d6aa3c");

export function star(x, y, r, inner = 0.45, points = 5, fill = GOLD) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const a = Math.PI / 2 + (i * Math.PI) / points;
    const d = i % 2 ? r * inner : r;
    pts.push([x + d * Math.cos(a), y + d * Math.sin(a)]);
  }
  return P(pts, fill);
}

export function heart(x, y, r, fill) {
  const pts = [];
  for (let i = 0; i < 48; i++) {
    const t = (i / 48) * 2 * Math.PI;
    pts.push([x + (r * 16 * Math.sin(t) ** 3) / 17, y + (r * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))) / 17]);
  }
  return P(pts, fill);
}

export const triangle = (x, y, r, fill) => P([[x - r, y - r * 0.8], [x + r, y - r * 0.8], [x, y + r]], fill);

/** A door with its frame, bottom on the floor line of a hotspot at pitch about -2. */
export function door({ wood = hex("#8a5a36"), frame = hex("#4a3322"), glass = null, sign = null, reader = null, width = 9 } = {}) {
  const shapes = [R(-width - 1.2, -22, width + 1.2, 16, frame), R(-width, -22, width, 15, wood)];
  if (glass) shapes.push(R(-width + 1.5, -8, width - 1.5, 13, glass), L([-width + 1.5, 2.5], [width - 1.5, 2.5], 0.4, frame));
  else shapes.push(R(-width + 1.5, 1, -0.6, 12.5, frame), R(-width + 2, 1.5, -1.1, 12, wood), R(0.6, 1, width - 1.5, 12.5, frame), R(1.1, 1.5, width - 2, 12, wood));
  shapes.push(C(width - 2.2, -4, 0.8, GOLD));
  if (sign) shapes.push(R(-4, 5, 4, 9, sign.bg), R(-3, 6.6, 3, 7.4, sign.ink));
  if (reader) shapes.push(R(width + 2, -3, width + 4.5, 2, hex("#2b2f36")), C(width + 3.25, 0.5, 0.6, reader));
  return shapes;
}

/** A framed picture whose inside is drawn by `inner` (shapes in the same coordinates). */
export function frame(w, h, frameColour, inner) {
  return [R(-w - 1, -h - 1, w + 1, h + 1, frameColour), R(-w, -h, w, h, hex("#f1ead8")), ...inner];
}

export function blackboard() {
  const chalk = hex("#e8e6da");
  const lines = [];
  for (let i = 0; i < 3; i++) {
    const v = 5 - i * 5;
    lines.push(C(-19, v, 0.9, chalk));
    for (let s = 0; s < 5; s++) lines.push(L([-16.5 + s * 5.4, v], [-13 + s * 5.4 + (s % 2), v], 0.5, chalk));
    lines.push(PL([[15, v - 0.8], [16, v + 0.2], [17.5, v + 1.2]], 0.45, chalk));
  }
  return [R(-23, -11, 23, 11, hex("#5d4630")), R(-22, -10, 22, 10, hex("#2e4a3b")), ...lines, R(-22, -11.2, 22, -10, hex("#8c7456"))];
}

/** A small padlock showing what kind of lock it is: digits, colours, shapes or a dial. */
export function padlock(kind, x = 0, y = 0, s = 1) {
  const body = [C(x, y + 1.6 * s, 1.2 * s, METAL), C(x, y + 1.6 * s, 0.6 * s, DARK), R(x - 1.8 * s, y - 1.6 * s, x + 1.8 * s, y + 1.2 * s, GOLD)];
  const marks = {
    digits: [-1, 0, 1].map((i) => R(x + (i * 1.1 - 0.4) * s, y - 0.8 * s, x + (i * 1.1 + 0.4) * s, y + 0.4 * s, DARK)),
    colours: ["red", "yellow", "blue"].map((c, i) => C(x + (i - 1) * 1.1 * s, y - 0.2 * s, 0.45 * s, LOCK_COLOURS[c])),
    shapes: [C(x - 1.1 * s, y - 0.2 * s, 0.4 * s, DARK), triangle(x, y - 0.2 * s, 0.45 * s, DARK), star(x + 1.1 * s, y - 0.2 * s, 0.5 * s, 0.45, 5, DARK)],
    dial: [C(x, y - 0.2 * s, 1 * s, DARK), L([x, y - 0.2 * s], [x + 0.5 * s, y + 0.6 * s], 0.2 * s, GOLD)],
    pattern: [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => C(x + (c - 1) * 0.9 * s, y + (0.6 - r * 0.8) * s, 0.22 * s, DARK))),
  };
  return [...body, ...marks[kind]];
}

/** A desk or table seen from a standing height: top, front, legs, and what lies on it. */
export function table({ w = 16, wood = hex("#a0703f"), front = hex("#7a532e"), drawer = false, cloth = null } = {}) {
  const shapes = [
    R(-w + 1, -12, -w + 2.5, -3, front),
    R(w - 2.5, -12, w - 1, -3, front),
    P([[-w, -3], [w, -3], [w - 2, 2.5], [-w + 2, 2.5]], cloth ?? wood),
    R(-w, -4.4, w, -3, front),
  ];
  if (drawer) shapes.push(R(-5, -8, 5, -4.4, front), R(-4.4, -7.5, 4.4, -4.6, wood), R(-1.2, -6.4, 1.2, -5.8, DARK));
  return shapes;
}

export function cabinet({ w = 7, h = 16, colour = hex("#c9ccd1"), edge = hex("#7d838b"), lock = "digits" } = {}) {
  return [R(-w, -h, w, h, edge), R(-w + 0.6, -h + 0.6, -0.2, h - 0.6, colour), R(0.2, -h + 0.6, w - 0.6, h - 0.6, colour), ...padlock(lock, 0, 0, 1.3)];
}

export function notebookOn(colour = hex("#3a6fb0")) {
  return [P([[-3, -1.2], [3, -1.2], [3.6, 1.2], [-2.4, 1.2]], hex("#f3efe2")), P([[-3, -1.2], [0, -1.2], [0.6, 1.2], [-2.4, 1.2]], colour)];
}

export function worldMap() {
  const land = hex("#6aa55a");
  return [
    R(-17, -10, 17, 10, hex("#6b5135")),
    R(-16, -9, 16, 9, hex("#7fb5d8")),
    P([[-13, 6], [-7, 7], [-6, 2], [-9, -1], [-11, 2]], land),
    P([[-8, -1], [-5, -2], [-6, -8], [-8, -6]], land),
    P([[-2, 7], [4, 7], [3, 3], [0, 2], [-2, 4]], land),
    P([[-1, 2], [3, 2], [2, -6], [0, -5]], land),
    P([[4, 7], [13, 6], [12, 1], [6, 2]], land),
    P([[9, -3], [13, -3], [13, -7], [9, -6]], land),
    // The compass rose in the corner.
    star(12.5, -6.2, 2, 0.3, 4, hex("#f5efe0")),
    L([12.5, -8.4], [12.5, -4], 0.2, DARK),
  ];
}

export function prismPoster() {
  const bands = ["red", "orange", "yellow", "green", "blue", "purple"].map((c, i) => P([[0.5, 0.2], [12, 4.6 - i * 1.6], [12, 3 - i * 1.6]], LOCK_COLOURS[c]));
  return [
    R(-13, -9, 13, 9, hex("#f6f3ea")),
    L([-12, -1], [-2, 1], 0.8, hex("#ffffff")),
    L([-12, -1], [-2, 1], 0.3, hex("#d9d2bb")),
    ...bands,
    P([[-5, -5], [5, -5], [0, 5]], hex("#bfe3ee")),
    P([[-3.6, -4], [3.6, -4], [0, 3]], hex("#e4f4f8")),
  ];
}

export function circuit(lit) {
  const wire = hex("#c0392b");
  return [
    R(-11, -4, 11, 4, hex("#6a4b2c")),
    R(-10, -3.2, 10, 3.2, hex("#e7dcc0")),
    R(-8.5, -2, -4, 1.5, hex("#2d2d2d")),
    R(-8.5, 0.6, -4, 1.5, hex("#e1b12c")),
    PL([[-4, 0], [0, 2.2], [5, 2.2]], 0.35, wire),
    PL([[-4, -1.2], [1, -2.2], [5, -2.2]], 0.35, hex("#2c3e50")),
    R(4.5, -2.6, 7.5, 2.6, METAL),
    C(6, 0, 1.1, lit ? hex("#fff2a8") : hex("#3b3b3b")),
  ];
}

export function computer(on = false) {
  return [
    R(-8, -2, 8, 9, hex("#2b2e33")),
    R(-7, -1, 7, 8, on ? hex("#2e7dd1") : hex("#11161c")),
    R(-1, -4, 1, -2, hex("#2b2e33")),
    R(-4, -4.6, 4, -4, hex("#2b2e33")),
    P([[-8, -7], [8, -7], [7, -5.4], [-7, -5.4]], hex("#cfd3d8")),
  ];
}

export function orgChart() {
  const box = hex("#4d7cc4");
  const line = hex("#4a4a4a");
  return [
    R(-16, -11, 16, 11, hex("#f7f7f4")),
    R(-3.5, 5, 3.5, 9, box),
    L([0, 5], [0, 2.5], 0.3, line),
    L([-12, 2.5], [12, 2.5], 0.3, line),
    ...[-12, -4, 4, 12].flatMap((x, i) => [L([x, 2.5], [x, 0], 0.3, line), R(x - 3.2, -4.5, x + 3.2, 0, [hex("#e67e22"), hex("#27ae60"), hex("#8e44ad"), hex("#c0392b")][i]), C(x, -7.5, 1.6, hex("#b9c3cc"))]),
  ];
}

export function valuesWall() {
  return [
    R(-22, -8, 22, 8, hex("#fdfaf2")),
    heart(-13, 0.5, 5, LOCK_COLOURS.red),
    star(0, 0, 5.5, 0.45, 5, LOCK_COLOURS.yellow),
    C(13, 0, 4.8, LOCK_COLOURS.blue),
  ];
}

export function coffeeMachine() {
  return [
    R(-10, -6, 10, -3.5, hex("#8b6a4a")),
    R(-4, -3.5, 4, 8, hex("#3a3a3a")),
    R(-3, 1, 3, 6, hex("#1c1c1c")),
    C(0, 3.5, 1.2, hex("#d35400")),
    R(-1.5, -3.5, 1.5, -1.2, hex("#f5f5f5")),
    R(6, -3.5, 8.5, -1, hex("#c0392b")),
  ];
}

export function balloons(colours) {
  return colours.flatMap((c, i) => {
    const x = (i - (colours.length - 1) / 2) * 7;
    return [L([x, -4], [x + (i % 2 ? 0.8 : -0.8), -13], 0.2, hex("#eeeeee")), E(x, 1, 3, 3.8, LOCK_COLOURS[c]), E(x - 1, 2.4, 0.7, 1, mix(LOCK_COLOURS[c], hex("#ffffff"), 0.5)), P([[x - 0.6, -3.2], [x + 0.6, -3.2], [x, -2.4]], LOCK_COLOURS[c])];
  });
}

export function present(lock = "colours") {
  return [
    R(-6, -6, 6, 3, hex("#e84393")),
    R(-6.6, 3, 6.6, 5, hex("#fd79a8")),
    R(-1, -6, 1, 5, hex("#ffeaa7")),
    E(-2, 6.2, 2, 1.2, hex("#ffeaa7")),
    E(2, 6.2, 2, 1.2, hex("#ffeaa7")),
    ...padlock(lock, 0, -2.5, 1.2),
  ];
}

export function cake(candles) {
  const shapes = [E(0, -5, 11, 2, hex("#f5f0e6")), R(-8, -5, 8, 2, hex("#6d3b1f")), E(0, 2, 8, 1.6, hex("#8d5331")), R(-8, -1.5, 8, -0.8, hex("#f8c8dc"))];
  for (let i = 0; i < candles; i++) {
    const x = -6.3 + i * 1.8;
    shapes.push(R(x - 0.35, 2, x + 0.35, 5.5, [LOCK_COLOURS.blue, LOCK_COLOURS.red, LOCK_COLOURS.yellow, LOCK_COLOURS.green][i % 4]), E(x, 6.3, 0.4, 0.7, hex("#ffb02e")));
  }
  return shapes;
}

export function bunting(colours) {
  return colours.map((c, i) => P([[i * 3 - 1.3, 0], [i * 3 + 1.3, 0], [i * 3, -2.6]], LOCK_COLOURS[c]));
}

export function gnome() {
  return [
    E(0, -8, 4, 1.2, hex("#5b7d3a")),
    R(-2.6, -8, 2.6, -2, hex("#2f6fd0")),
    E(0, -1, 2.3, 1.6, hex("#f2c9a0")),
    P([[-2.3, -1.5], [2.3, -1.5], [0, -5.5]], hex("#f4f4f4")),
    P([[-2.6, 0.3], [2.6, 0.3], [0.4, 7]], hex("#d83a34")),
    C(-0.8, -0.6, 0.25, DARK),
    C(0.8, -0.6, 0.25, DARK),
  ];
}

export function chest() {
  return [
    R(-7, -5, 7, 1, hex("#8e5a2b")),
    P([[-7, 1], [7, 1], [6, 4.5], [-6, 4.5]], hex("#a86b35")),
    R(-7, 0.6, 7, 1.4, GOLD),
    R(-5, -5, -4, 4.5, GOLD),
    R(4, -5, 5, 4.5, GOLD),
    C(0, -1.5, 1.6, GOLD),
    C(0, -1.5, 1.1, DARK),
    L([0, -1.5], [0.6, -0.7], 0.25, GOLD),
  ];
}

export function starPinata() {
  return [L([0, 5], [0, 14], 0.25, hex("#6b4a2a")), star(0, 0, 5.5, 0.5, 5, LOCK_COLOURS.yellow), star(0, 0, 3, 0.5, 5, LOCK_COLOURS.orange), ...[-3, 0, 3].map((x, i) => L([x, -4], [x + 0.5, -8], 0.4, [LOCK_COLOURS.red, LOCK_COLOURS.blue, LOCK_COLOURS.green][i]))];
}

export function tree() {
  return [R(-2, -30, 2, 8, hex("#6b4a2a")), L([1, 4], [10, 12], 1.2, hex("#6b4a2a")), C(-6, 16, 9, hex("#3f8f3f")), C(6, 18, 10, hex("#4aa04a")), C(0, 24, 9, hex("#57b05a"))];
}

/** A grandfather clock whose hands show hours:minutes. */
export function grandfatherClock(hours, minutes) {
  const face = [0, 7];
  const h = ((hours % 12) + minutes / 60) * 30 * (Math.PI / 180);
  const m = minutes * 6 * (Math.PI / 180);
  const hand = (angle, length, width) => L(face, [face[0] + length * Math.sin(angle), face[1] + length * Math.cos(angle)], width, DARK);
  return [
    R(-5, -24, 5, 12, hex("#5a3620")),
    P([[-5.5, 12], [5.5, 12], [3, 16], [-3, 16]], hex("#4a2c1a")),
    C(face[0], face[1], 4, GOLD),
    C(face[0], face[1], 3.4, hex("#f5efe0")),
    ...Array.from({ length: 12 }, (_, i) => C(face[0] + 2.9 * Math.sin((i * Math.PI) / 6), face[1] + 2.9 * Math.cos((i * Math.PI) / 6), 0.18, DARK)),
    hand(h, 1.9, 0.4),
    hand(m, 2.8, 0.25),
    R(-2.6, -18, 2.6, 0, hex("#2a1a10")),
    L([0, 0], [0.8, -12], 0.25, GOLD),
    C(0.8, -13, 1.4, GOLD),
  ];
}

export function writingDesk() {
  return [R(-9, -12, 9, 2, hex("#6a3f22")), P([[-9, 2], [9, 2], [8, 8], [-8, 8]], hex("#7d4b29")), R(-7, -4, 7, 0.8, hex("#5a3420")), ...padlock("digits", 0, -2, 1.3)];
}

export function magnifierOn() {
  return [R(-8, -1.5, 8, 1.5, hex("#7d4b29")), C(-0.5, 0, 1.5, hex("#c9a86a")), C(-0.5, 0, 1.1, hex("#cfe6ee")), L([0.6, -0.6], [3, -1.4], 0.5, hex("#efe6d0")), P([[-6, -1], [-3, -1], [-3, 1], [-6, 1]], hex("#8b2b2b"))];
}

export function lectern() {
  return [R(-1, -14, 1, -2, hex("#5a3620")), P([[-6, -2], [6, -2], [5, 4], [-5, 4]], hex("#6a3f22")), P([[-4.5, -1.4], [4.5, -1.4], [3.8, 3.2], [-3.8, 3.2]], hex("#f3ecd8")), ...[0, 1, 2].map((i) => L([-3, 2 - i * 1.1], [3, 2 - i * 1.1], 0.2, hex("#7a7060")))];
}

export function footprints() {
  const shoe = hex("#d9d4c8");
  return [
    R(-12, -8, 12, 8, hex("#7a2630")),
    R(-11, -7, 11, 7, hex("#8f3340")),
    ...[[-6, -5], [-3, -2], [0, 1], [3, 4]].flatMap(([x, y], i) => [E(x + (i % 2 ? 1.2 : -1.2), y, 0.7, 1.4, shoe), E(x + (i % 2 ? 1.2 : -1.2), y - 1.9, 0.55, 0.6, shoe)]),
  ];
}

/** The Valcourt crest: nine studs, the five of the V (1, 4, 8, 6, 3) brighter. */
export function crest() {
  const v = new Set([1, 4, 8, 6, 3]);
  const studs = [];
  for (let dot = 1; dot <= 9; dot++) {
    const x = (((dot - 1) % 3) - 1) * 3.4;
    const y = 3 - Math.floor((dot - 1) / 3) * 3.4;
    studs.push(C(x, y, v.has(dot) ? 0.9 : 0.5, v.has(dot) ? hex("#ffe27a") : hex("#8a7a4a")));
  }
  return [P([[-7, 8], [7, 8], [7, -2], [0, -9], [-7, -2]], GOLD), P([[-6, 7], [6, 7], [6, -1.6], [0, -7.8], [-6, -1.6]], hex("#2a3d6b")), PL([[-3.4, 3], [-3.4, -0.4], [0, -3.8], [3.4, -0.4], [3.4, 3]], 0.35, hex("#ffe27a")), ...studs];
}

export function safe() {
  const dots = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) dots.push(C((c - 1) * 1.6, 1.6 - r * 1.6, 0.45, hex("#dfe6ee")));
  return [R(-8, -9, 8, 9, hex("#3b4148")), R(-7, -8, 7, 8, hex("#545c66")), R(-3.2, -3.2, 3.2, 3.2, hex("#1d2126")), ...dots, R(5, -2, 6, 2, METAL)];
}

export function oldPhone() {
  return [R(-6, -3, 6, -1.6, hex("#5a3620")), R(-3.5, -1.6, 3.5, 2.5, hex("#1e1e1e")), C(0, 0.4, 1.4, hex("#d9cfb8")), C(0, 0.4, 0.5, hex("#1e1e1e")), P([[-4.5, 2.5], [4.5, 2.5], [3.8, 4], [-3.8, 4]], hex("#111111"))];
}

export function starryNight() {
  return frame(12, 9, GOLD, [
    R(-12, -9, 12, 9, hex("#1d3a78")),
    ...[[-6, 4, 2.4], [2, 5, 1.8], [8, 3, 2.6], [-1, 1, 1.4]].flatMap(([x, y, r]) => [{ ring: [x, y, r * 0.5, r], fill: hex("#e8d25a") }, C(x, y, r * 0.35, hex("#fff2a0"))]),
    PL([[-12, -1], [-6, 1], [0, -1], [6, 1], [12, -1]], 0.7, hex("#6a9ad8")),
    R(-12, -9, 12, -4, hex("#1c3350")),
    P([[-9, -4], [-7, 8], [-5, -4]], hex("#14241a")),
    ...[-2, 2, 6].map((x) => R(x - 1.2, -6.5, x + 1.2, -4.2, hex("#e0b94a"))),
    C(10, 6.5, 1.6, hex("#f5d76e")),
  ]);
}

export function greatWave() {
  return frame(12, 8, hex("#5a3a22"), [
    R(-12, -8, 12, 8, hex("#efe3c2")),
    P([[-12, -8], [-12, 2], [-7, 7], [-2, 6], [-4, 3], [-2, 1], [2, -2], [6, -5], [12, -8]], hex("#1d4f8a")),
    PL([[-11, 2], [-7, 6.5], [-2.5, 5.5]], 0.6, hex("#ffffff")),
    ...[[-5, 4.5], [-3.5, 5.2], [-6.5, 5.6]].map(([x, y]) => C(x, y, 0.5, hex("#ffffff"))),
    P([[5, -3], [8, 1], [11, -3]], hex("#3b5e8c")),
    P([[7.1, -0.2], [8, 1], [8.9, -0.2]], hex("#ffffff")),
  ]);
}

export function monaLisa() {
  return frame(7, 10, GOLD, [
    R(-7, -10, 7, 10, hex("#6d7a4e")),
    P([[-6, -10], [6, -10], [4, -1], [-4, -1]], hex("#2c2418")),
    E(0, 3.5, 2.6, 3.3, hex("#d9b07a")),
    P([[-3, 6], [3, 6], [3.2, -1], [-3.2, -1]], hex("#2c2418")),
    E(0, 3.5, 2.2, 2.9, hex("#d9b07a")),
    L([-0.8, 2.2], [0.8, 2.2], 0.2, hex("#8a5a3a")),
  ]);
}

export function kiosk() {
  return [R(-1.5, -12, 1.5, 0, hex("#3a3f46")), R(-6, -1, 6, 7, hex("#2b2f36")), R(-5, 0, 5, 6, hex("#2e9c8f")), C(0, 3, 1.4, hex("#ffffff")), R(-5, -12.5, 5, -11.5, hex("#3a3f46"))];
}

export function displayCase(inside = []) {
  return [R(-8, -12, 8, -2, hex("#4a4f57")), R(-8, -2, 8, 6, hex("#bfe1ea")), ...inside, R(-8, 5.6, 8, 6.4, METAL), ...padlock("digits", 0, -6, 1.2)];
}

export function bench(item = []) {
  return [R(-12, -1, 12, 1, hex("#7a5230")), R(-10, -7, -8.5, -1, DARK), R(8.5, -7, 10, -1, DARK), ...item];
}

export function papyrus() {
  return frame(13, 7, hex("#7a5230"), [
    R(-13, -7, 13, 7, hex("#e8d29a")),
    C(-7, 0, 3, LOCK_COLOURS.red),
    triangle(0, -0.3, 3.2, hex("#c79a3c")),
    star(7, 0, 3.3, 0.45, 5, LOCK_COLOURS.blue),
    ...[-5, 5].map((y) => L([-12, y], [12, y], 0.3, hex("#8a6a3a"))),
  ]);
}

export function sarcophagus() {
  return [
    P([[-14, -4], [14, -4], [12, 3], [-12, 3]], hex("#b8862c")),
    P([[-13, -3], [13, -3], [11.2, 2.2], [-11.2, 2.2]], GOLD),
    E(-8.5, -0.4, 2.6, 1.9, hex("#e0c088")),
    ...[-3, 0, 3, 6].map((x) => L([x, -3], [x + 0.6, 2.2], 0.4, hex("#2f6fd0"))),
    C(1.5, -0.4, 0.5, hex("#222222")),
    R(-14, -7, 14, -4, hex("#6a4a22")),
    ...padlock("shapes", 9.5, -5.6, 0.9),
  ];
}

export function catStatue(withScarab = false) {
  const stone = hex("#2d2a33");
  return [
    R(-5, -16, 5, -8, hex("#b8a37a")),
    E(0, -3, 3.8, 5.5, stone),
    C(0, 5, 2.8, stone),
    P([[-2.6, 6], [-1.8, 9.5], [-0.6, 7]], stone),
    P([[2.6, 6], [1.8, 9.5], [0.6, 7]], stone),
    C(-1, 5.5, 0.35, GOLD),
    C(1, 5.5, 0.35, GOLD),
    { ring: [0, 2, 2, 2.6], fill: GOLD },
    E(0, -0.3, 0.9, 0.7, withScarab ? LOCK_COLOURS.blue : hex("#111111")),
  ];
}

/** A market stall: awning, four crates of fruit in the given colours from left to right. */
export function fruitStall(colours) {
  const crates = colours.flatMap((c, i) => {
    const x = -12 + i * 8;
    const fruit = [];
    for (let k = 0; k < 5; k++) fruit.push(C(x - 2.4 + k * 1.2, -1.5 + (k % 2) * 0.7, 1, LOCK_COLOURS[c]));
    return [R(x - 3.6, -6, x + 3.6, -1.4, hex("#b07a44")), ...fruit];
  });
  return [
    R(-17, -16, 17, -6, hex("#8a5a30")),
    ...Array.from({ length: 9 }, (_, i) => P([[-18 + i * 4, 10], [-14 + i * 4, 10], [-14.5 + i * 4, 6], [-17.5 + i * 4, 6]], i % 2 ? hex("#f4f4f4") : hex("#2f8f5a"))),
    R(-16, -6, -15, 6, DARK),
    R(15, -6, 16, 6, DARK),
    ...crates,
  ];
}

export function chalkboard() {
  const chalk = hex("#f0ede0");
  return [R(-8, -14, -7, -4, DARK), R(7, -14, 8, -4, DARK), R(-9, -4, 9, 8, hex("#8a6a44")), R(-8, -3, 8, 7, hex("#2f3a33")), ...[5, 2, -1].map((y, i) => L([-6, y], [2 + (i % 2) * 3, y], 0.4, chalk)), C(5.5, -1, 0.6, LOCK_COLOURS.red)];
}

export function cashBox() {
  return [R(-5, -3, 5, 3, hex("#2c6e9e")), R(-5.4, 2.4, 5.4, 3.4, hex("#1f5275")), ...padlock("colours", 0, -0.2, 1.2)];
}

export function signpost(left, right) {
  return [
    R(-0.7, -30, 0.7, 6, hex("#4a4a4a")),
    P([[-9, 4], [-0.7, 4], [-0.7, 0], [-9, 0], [-11, 2]], left),
    P([[0.7, -1], [9, -1], [11, -3], [9, -5], [0.7, -5]], right),
  ];
}

export function shopFront({ wall = hex("#e7d3a8"), wood = hex("#2f6f5e"), awning = hex("#c0392b") } = {}) {
  return [
    R(-16, -22, 16, 22, wall),
    ...door({ wood, frame: hex("#1f4a3f"), glass: hex("#bfe1ea"), sign: { bg: hex("#f4f4f4"), ink: hex("#c0392b") }, width: 6 }).map((s) => (s.rect ? { ...s, rect: [s.rect[0] - 4, s.rect[1], s.rect[2] - 4, s.rect[3]] } : s.circle ? { ...s, circle: [s.circle[0] - 4, s.circle[1], s.circle[2]] } : s)),
    R(4, -8, 14, 10, hex("#bfe1ea")),
    R(4, -8, 14, -7, wood),
    E(7, -6, 2.2, 1, hex("#d9a55a")),
    E(11, -6, 2.2, 1, hex("#d9a55a")),
    ...Array.from({ length: 8 }, (_, i) => P([[-16 + i * 4, 18], [-12 + i * 4, 18], [-12.5 + i * 4, 14], [-15.5 + i * 4, 14]], i % 2 ? hex("#f4f4f4") : awning)),
  ];
}

export function picnicTable() {
  return [
    P([[-12, -1], [12, -1], [10, 3], [-10, 3]], hex("#b5835a")),
    ...Array.from({ length: 6 }, (_, i) => P([[-11 + i * 4, -1], [-8 + i * 4, -1], [-8.6 + i * 4, 3], [-10.2 + i * 4, 3]], i % 2 ? hex("#e74c3c") : hex("#f4f4f4"))),
    R(-10, -8, -8.5, -1, hex("#8a6040")),
    R(8.5, -8, 10, -1, hex("#8a6040")),
    R(-14, -6, 14, -4.8, hex("#8a6040")),
  ];
}

export function priceBoard() {
  const chalk = hex("#f0ede0");
  return [R(-14, -9, 14, 9, hex("#5a3a22")), R(-13, -8, 13, 8, hex("#22302a")), ...[5, 0, -5].flatMap((y) => [L([-11, y], [-3, y], 0.5, chalk), L([3, y], [10, y], 0.5, chalk)])];
}

export function breadBasket(label) {
  return [
    E(0, -1, 8, 3, hex("#b8894f")),
    ...[-4, -1, 2, 5].map((x) => P([[x - 1, -1], [x + 1, -1], [x + 3.5, 6], [x + 1.5, 6]], hex("#d9a55a"))),
    E(0, -2, 8, 2, hex("#a07440")),
    R(-3, -4.5, 3, -2.5, label),
  ];
}

export { R, C, E, P, L, PL };

/** The same shapes `k` times larger around their centre. */
export function scaled(shapes, k) {
  const p = ([x, y]) => [x * k, y * k];
  return shapes.map((s) => {
    if (s.rect) return { ...s, rect: s.rect.map((v) => v * k) };
    if (s.circle) return { ...s, circle: s.circle.map((v) => v * k) };
    if (s.ring) return { ...s, ring: s.ring.map((v) => v * k) };
    if (s.ellipse) return { ...s, ellipse: s.ellipse.map((v) => v * k) };
    if (s.poly) return { ...s, poly: s.poly.map(p) };
    if (s.polyline) return { ...s, polyline: s.polyline.map(p), width: (s.width ?? 0.4) * k };
    return { ...s, line: s.line.map(p), width: (s.width ?? 0.4) * k };
  });
}
