// Paints the 360 demo's panoramas (public/demo/phare-englouti/*.png): equirectangular, 2048x1024,
// yaw -180..180 left to right and pitch 90..-90 top to bottom, the features each hotspot of
// db/seed/games/phare-englouti.json points at drawn at its yaw and pitch. No dependency and no
// randomness: running it again writes the same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import { paintLantern } from "./assets/lighthouse-lantern.mjs";
import { paintLogis } from "./assets/lighthouse-logis.mjs";
import { paintReserve } from "./assets/lighthouse-reserve.mjs";

const out = new URL("../public/demo/phare-englouti/", import.meta.url);
mkdirSync(out, { recursive: true });

for (const [name, paint] of [["logis", paintLogis], ["reserve", paintReserve], ["lanterne", paintLantern]]) {
  const png = paint().toPng();
  writeFileSync(new URL(`${name}.png`, out), png);
  console.log(`public/demo/phare-englouti/${name}.png: ${Math.round(png.length / 1024)} KB`);
}
