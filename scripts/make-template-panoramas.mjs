// Paints the panoramas of the six 360 templates (public/templates/360-<use>/*.png): equirectangular,
// 1536x768, yaw -180..180 left to right and pitch 90..-90 top to bottom. Each feature is drawn at the
// yaw and pitch of the hotspot that points at it in app/engine/templates/panorama/<use>.ts: move both
// together. No dependency and no randomness: running it again writes the same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import * as f from "./assets/template-features.mjs";
import { hex, panorama, place, surroundings } from "./assets/template-scene.mjs";

const { R, C, L } = f;

/** A window onto a blue sky, for rooms that need daylight. */
const windowPane = (frameColour = hex("#f2f2f2")) => [R(-8, -8, 8, 10, frameColour), R(-7, -7, 7, 9, hex("#9fd0f0")), L([0, -7], [0, 9], 0.5, frameColour), L([-7, 1], [7, 1], 0.5, frameColour), C(-3, 5, 1.6, hex("#ffffff"))];
const ceilingLamp = () => [L([0, 2], [0, 6], 0.3, hex("#333333")), f.E(0, 0, 3, 1.4, hex("#fff6cf"))];
const plant = () => [R(-2, -6, 2, -1, hex("#b5653a")), C(-1.5, 1, 2.2, hex("#3f8f3f")), C(1.5, 2, 2.4, hex("#4aa04a")), C(0, 4, 2, hex("#57b05a"))];

const scenes = {
  "360-revision": {
    "classroom.png": () => {
      const c = panorama(surroundings({ wallPattern: "wainscot", wall: [hex("#e9dfc4"), hex("#a77b4f"), hex("#7c5634")], trim: hex("#6d4b2e"), floor: [hex("#b98a58"), hex("#a87b4c"), hex("#7c5634")], floorPattern: "planks", ceiling: [hex("#f4f1e8"), null, hex("#d8d2c2")], ceilingPattern: "grid" }));
      place(c, 0, 10, f.blackboard());
      place(c, 28, -20, f.table({ w: 12, drawer: true }));
      place(c, 28, -26, f.padlock("digits", 0, 0, 0.9));
      place(c, -70, -30, f.table({ w: 9 }));
      place(c, -70, -30, f.notebookOn());
      place(c, -125, 8, f.worldMap());
      place(c, 90, -2, f.door({ sign: { bg: hex("#f4f4f4"), ink: hex("#2f6fd0") } }));
      place(c, 155, 8, windowPane());
      place(c, -165, 8, windowPane());
      place(c, 0, 55, ceilingLamp());
      return c;
    },
    "lab.png": () => {
      const c = panorama(surroundings({ wallPattern: "tiles", wall: [hex("#e6ecef"), hex("#ffffff"), hex("#b9c4ca")], trim: hex("#7d8a92"), floor: [hex("#c9d2d6"), hex("#b3bec3"), hex("#8e9aa0")], floorPattern: "tiles", ceiling: [hex("#f2f4f5"), null, hex("#c9d0d4")], ceilingPattern: "grid" }));
      place(c, 0, -25.5, f.table({ w: 18, wood: hex("#2f3437"), front: hex("#565e63") }));
      place(c, 0, -22, f.circuit(false));
      place(c, 70, -4, f.cabinet({ lock: "colours" }));
      place(c, -62, -16.5, f.table({ w: 10, wood: hex("#2f3437"), front: hex("#565e63") }));
      place(c, -62, -10, f.computer(false));
      place(c, 135, 14, f.prismPoster());
      place(c, 180, -2, f.door({ wood: hex("#6c8ea0"), frame: hex("#3f5866"), glass: hex("#cfe7f2") }));
      place(c, -120, 10, windowPane());
      place(c, 0, 60, ceilingLamp());
      return c;
    },
  },
  "360-onboarding": {
    "office.png": () => {
      const c = panorama(surroundings({ wall: [hex("#f1f3f2"), hex("#dfe5e3")], trim: hex("#9aa5a2"), floor: [hex("#8f9ba6"), hex("#7f8b96"), hex("#6b7680")], floorPattern: "tiles", ceiling: [hex("#fafafa"), null, hex("#d5d9dc")], ceilingPattern: "grid" }));
      place(c, 0, -24, f.table({ w: 16, wood: hex("#f2f2f2"), front: hex("#3a7bd5") }));
      place(c, 0, -24, f.notebookOn(hex("#f39c12")));
      place(c, -90, 10, f.orgChart());
      place(c, -40, -4, f.cabinet({ lock: "digits", colour: hex("#dfe3e6") }));
      place(c, 90, -2, f.door({ wood: hex("#c9d6df"), frame: hex("#5d6d7e"), glass: hex("#d6ecf5"), reader: hex("#e74c3c") }));
      place(c, 160, -17.5, f.table({ w: 11, wood: hex("#8b6a4a"), front: hex("#6b4f36") }));
      place(c, 160, -12, f.coffeeMachine());
      place(c, 125, -18, plant());
      place(c, -150, 8, windowPane(hex("#5d6d7e")));
      place(c, 40, 8, windowPane(hex("#5d6d7e")));
      return c;
    },
    "meeting.png": () => {
      const c = panorama(surroundings({ wall: [hex("#eef0f4"), hex("#dde2ea")], trim: hex("#4a5568"), floor: [hex("#4a5a7a"), hex("#3f4d6a"), hex("#c0c8d8")], floorPattern: "carpet", ceiling: [hex("#fafafa"), null, hex("#d5d9dc")], ceilingPattern: "grid" }));
      place(c, 0, 12, f.valuesWall());
      place(c, 45, -31.5, f.table({ w: 12, wood: hex("#d9c3a0"), front: hex("#8a6a44") }));
      place(c, 45, -26, f.present("shapes"));
      place(c, -50, -18, f.table({ w: 10, wood: hex("#f2f2f2"), front: hex("#7f8c8d") }));
      place(c, -50, -14, [R(-5, -2, 5, 5, hex("#2b2e33")), R(-4.3, -1.3, 4.3, 4.3, hex("#11161c")), R(-3, -4.5, 3, -3.5, hex("#555555"))]);
      place(c, -95, -20.5, f.table({ w: 5, wood: hex("#f2f2f2"), front: hex("#7f8c8d") }));
      place(c, -95, -18, f.oldPhone());
      place(c, 180, -2, f.door({ wood: hex("#c9d6df"), frame: hex("#5d6d7e"), glass: hex("#d6ecf5") }));
      place(c, 120, 8, windowPane(hex("#4a5568")));
      place(c, 95, -18, plant());
      place(c, -140, 8, [R(-12, -7, 12, 7, hex("#1c1f24")), R(-11, -6, 11, 6, hex("#2b3a55")), f.star(0, 0, 3, 0.45, 5, hex("#f4cf2f"))]);
      return c;
    },
  },
  "360-birthday": {
    "party-room.png": () => {
      const c = panorama(surroundings({ wallPattern: "stripes", wall: [hex("#fde2ec"), hex("#fbd0df")], trim: hex("#f39cbf"), floor: [hex("#d8a86c"), hex("#c99a5e"), hex("#a67a45")], floorPattern: "planks", ceiling: [hex("#fff8fb"), null, hex("#eee")] }));
      for (let yaw = -180; yaw < 180; yaw += 24) place(c, yaw, 36.5, f.bunting(["red", "yellow", "blue", "green", "purple", "orange"]));
      place(c, 0, 32, f.scaled(f.balloons(["red", "yellow", "blue", "green"]), 1.6));
      place(c, -45, -30, f.table({ w: 12, cloth: hex("#7fd3f0") }));
      place(c, -45, -30, [R(-3, -1.5, 3, 1.5, hex("#fff4c2")), f.star(0, 0, 1.2, 0.45, 5, hex("#f39c12"))]);
      place(c, 40, -28, f.scaled(f.present("colours"), 1.5));
      place(c, -110, -28.6, f.table({ w: 14, cloth: hex("#fff1a8") }));
      place(c, -110, -20, f.scaled(f.cake(8), 1.3));
      place(c, 90, -2, f.door({ wood: hex("#6ab04c"), frame: hex("#3d7a2a"), glass: hex("#cfeefa") }));
      place(c, 160, 8, windowPane());
      return c;
    },
    "garden.png": () => {
      const c = panorama(surroundings({ top: 6, bottom: -4, sky: [hex("#5aa9e6"), hex("#cfeafc")], wallPattern: "hedge", wall: [hex("#3d8b3d"), hex("#2f7a33")], trim: hex("#2f6b2f"), floor: [hex("#77c05a"), hex("#6ab34f")], floorPattern: "grass" }));
      place(c, 30, 55, [C(0, 0, 5, hex("#fff3a0")), C(0, 0, 3.6, hex("#ffe35a"))]);
      place(c, -110, 30, [f.E(0, 0, 7, 2.4, hex("#ffffff")), f.E(4, 1.5, 4, 2.2, hex("#ffffff"))]);
      place(c, 0, 6, f.tree());
      place(c, 0, 18, f.starPinata());
      place(c, -40, -22, f.scaled(f.gnome(), 1.4));
      place(c, 35, -26, f.scaled(f.chest(), 1.3));
      place(c, 180, 6, [R(-28, -30, 28, 30, hex("#f1e3c8")), R(-28, 24, 28, 30, hex("#b55239"))]);
      place(c, 180, -2, f.door({ wood: hex("#6ab04c"), frame: hex("#3d7a2a"), glass: hex("#cfeefa") }));
      place(c, -90, -14, [C(-4, 0, 1.4, f.LOCK_COLOURS.red), C(0, 1, 1.4, f.LOCK_COLOURS.yellow), C(4, 0, 1.4, f.LOCK_COLOURS.purple), C(-2, -2, 1.2, f.LOCK_COLOURS.white)]);
      return c;
    },
  },
  "360-mystery": {
    "library.png": () => {
      const c = panorama(surroundings({ wallPattern: "books", wall: [hex("#7a2f2a"), hex("#2f3f5a"), hex("#4a2c1a")], trim: hex("#3a2415"), floor: [hex("#6a4227"), hex("#5e3a22"), hex("#3e2616")], floorPattern: "planks", ceiling: [hex("#4a2c1a"), null, hex("#3a2415")] }));
      place(c, -60, 0, f.grandfatherClock(10, 45));
      place(c, 20, -20, f.writingDesk());
      place(c, -130, -28, f.table({ w: 12, wood: hex("#6a3f22"), front: hex("#4a2c1a") }));
      place(c, -130, -28, f.magnifierOn());
      place(c, 135, -8, f.lectern());
      place(c, 80, -2, f.door({ wood: hex("#5a3620"), frame: hex("#2a1a10") }));
      place(c, 0, 60, [C(0, 0, 4, hex("#d6aa3c")), ...[0, 72, 144, 216, 288].map((a) => C(5 * Math.cos((a * Math.PI) / 180), 5 * Math.sin((a * Math.PI) / 180), 1.1, hex("#fff3c4")))]);
      return c;
    },
    "study.png": () => {
      const c = panorama(surroundings({ wallPattern: "wainscot", wall: [hex("#3f5a4a"), hex("#5a3620"), hex("#3a2415")], trim: hex("#3a2415"), floor: [hex("#5e3a22"), hex("#6a4227"), hex("#3e2616")], floorPattern: "planks", ceiling: [hex("#e6dcc6"), null, hex("#c9bda4")] }));
      place(c, 0, -45, f.footprints());
      place(c, -40, 16, f.crest());
      place(c, 60, -2, f.safe());
      place(c, -80, -18.5, f.table({ w: 7, wood: hex("#6a3f22"), front: hex("#4a2c1a") }));
      place(c, -80, -16, f.oldPhone());
      place(c, 180, -2, f.door({ wood: hex("#5a3620"), frame: hex("#2a1a10") }));
      place(c, 120, 10, windowPane(hex("#3a2415")));
      place(c, 115, -27, f.table({ w: 14, wood: hex("#6a3f22"), front: hex("#4a2c1a"), drawer: true }));
      place(c, 115, -27, [f.P([[-4, -1], [2, -1], [3, 1.5], [-3, 1.5]], hex("#f3ecd8")), L([5, -1], [8, 1.6], 0.3, hex("#1e1e1e"))]);
      place(c, 0, 14, f.frame(8, 6, hex("#d6aa3c"), [R(-8, -6, 8, 6, hex("#8aa0b8")), f.P([[-8, -6], [-2, 2], [3, -2], [8, 3], [8, -6]], hex("#4a6a4a"))]));
      return c;
    },
  },
  "360-museum": {
    "gallery.png": () => {
      const c = panorama(surroundings({ wall: [hex("#9e2f35"), hex("#8a2a30")], trim: hex("#e8e2d4"), floor: [hex("#b48a5a"), hex("#a87e50"), hex("#80603c")], floorPattern: "planks", ceiling: [hex("#f6f4ee"), null, hex("#ddd")] }));
      place(c, -60, 8, f.starryNight());
      place(c, 0, -14, f.kiosk());
      place(c, 60, 8, f.greatWave());
      place(c, 120, -2, f.door({ wood: hex("#c9a86a"), frame: hex("#6a4a22"), reader: hex("#2ecc71"), width: 11 }));
      place(c, 120, -12, [L([-10, 0], [10, 0], 0.5, hex("#c0392b")), C(-10, 0, 0.8, hex("#d6aa3c")), C(10, 0, 0.8, hex("#d6aa3c"))]);
      place(c, 180, 8, f.monaLisa());
      place(c, -120, -16, f.displayCase([R(-3, -1, 3, 1, hex("#f4f4f4")), R(-2.4, -0.5, -0.6, 0.6, hex("#7f8c8d"))]));
      place(c, 150, -26, f.bench([R(-3, 1, 3, 2.2, hex("#f3efe2"))]));
      return c;
    },
    "egypt.png": () => {
      const c = panorama(surroundings({ wallPattern: "bricks", wall: [hex("#e3c78f"), hex("#d8b97c"), hex("#c4a46a")], trim: hex("#8a6a3a"), floor: [hex("#d9c08a"), hex("#cdb27c"), hex("#a88a56")], floorPattern: "tiles", ceiling: [hex("#2c3e66"), null, hex("#1f2d4d")] }));
      place(c, -55, 10, f.papyrus());
      place(c, 0, -20, f.scaled(f.sarcophagus(), 1.5));
      place(c, 60, -2, f.scaled(f.catStatue(false), 1.4));
      place(c, 180, -2, f.door({ wood: hex("#c9a86a"), frame: hex("#6a4a22") }));
      place(c, 120, 12, [f.triangle(0, 0, 8, hex("#c79a3c")), f.triangle(0, -1, 6.5, hex("#d9b05a"))]);
      place(c, -120, 12, [C(0, 0, 5, hex("#d83a34")), C(0, 0, 3.5, hex("#f08a24"))]);
      return c;
    },
  },
  "360-language": {
    "market.png": () => {
      const c = panorama(surroundings({ top: 32, sky: [hex("#4f9be0"), hex("#cde8fb")], wallPattern: "bricks", wall: [hex("#d9a37a"), hex("#c98f66"), hex("#e9d6c0")], trim: hex("#8a8a8a"), floor: [hex("#a9a39a"), hex("#948e85"), hex("#6f6a63")], floorPattern: "cobbles" }));
      place(c, -5, -8, f.fruitStall(["red", "yellow", "green", "blue"]));
      place(c, -30, 8, f.chalkboard());
      place(c, 16, -24, [R(-4, -6, 4, 1, hex("#8a5a30")), R(-4.4, -1, 4.4, 0, hex("#5a3a1e"))]);
      place(c, 16, -20, f.cashBox());
      place(c, -100, -26, f.bench([R(-3, 1, 3, 4, hex("#c8a060")), f.E(0, 4, 3, 1, hex("#a07a40"))]));
      place(c, 130, 2, f.signpost(hex("#2e86de"), hex("#27ae60")));
      place(c, 74, -2, f.shopFront());
      place(c, -155, -20, f.scaled(f.picnicTable(), 1.4));
      for (const yaw of [-75, -120, 115, 165]) place(c, yaw, 16, windowPane(hex("#5a4a3a")));
      place(c, 60, 60, [C(0, 0, 5, hex("#fff3a0")), C(0, 0, 3.6, hex("#ffe35a"))]);
      return c;
    },
    "bakery.png": () => {
      const c = panorama(surroundings({ wallPattern: "tiles", wall: [hex("#f6e7cf"), hex("#ffffff"), hex("#d9c4a2")], trim: hex("#8a5a30"), floor: [hex("#c0504d"), hex("#e8dccb"), hex("#8a6a50")], floorPattern: "tiles", ceiling: [hex("#fdf8ee"), null, hex("#e6dcc6")] }));
      place(c, -45, 14, f.priceBoard());
      place(c, 10, -14, f.displayCase([f.E(-4, 1, 2.4, 1, hex("#d9a55a")), f.E(0, 1, 2.4, 1, hex("#d9a55a")), f.E(4, 1, 2.4, 1, hex("#c77d3a"))]));
      place(c, 60, -19.5, f.table({ w: 10, wood: hex("#a0703f") }));
      place(c, 60, -16, f.breadBasket(hex("#f4f4f4")));
      place(c, 180, -2, f.door({ wood: hex("#2f6f5e"), frame: hex("#1f4a3f"), glass: hex("#bfe1ea"), sign: { bg: hex("#f4f4f4"), ink: hex("#c0392b") } }));
      place(c, -120, -10, [R(-9, -14, 9, 8, hex("#6e6e6e")), R(-7, -8, 7, 4, hex("#2b2b2b")), f.E(0, -2, 5, 3, hex("#e67e22"))]);
      place(c, 120, 10, windowPane(hex("#8a5a30")));
      return c;
    },
  },
};

for (const [folder, pictures] of Object.entries(scenes)) {
  const out = new URL(`../public/templates/${folder}/`, import.meta.url);
  mkdirSync(out, { recursive: true });
  for (const [name, paint] of Object.entries(pictures)) {
    const png = paint().toPng();
    writeFileSync(new URL(name, out), png);
    console.log(`public/templates/${folder}/${name}: ${Math.round(png.length / 1024)} KB`);
  }
}
