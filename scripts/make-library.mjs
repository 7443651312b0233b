// Writes the asset library (issue 27, ADR 046) into public/library/: objects, icons and scene backgrounds as
// SVG, 360° panoramas as PNG, music loops and sound effects as WAV, and LICENCES.md with one line per file.
// Everything is drawn or synthesised here and released under CC0-1.0 by Escaplay. Deterministic: running it
// again writes the same bytes. app/lib/asset-library/catalog.ts lists the same files with their search words.
import { mkdirSync, writeFileSync } from "node:fs";
import { BACKGROUNDS } from "./library/backgrounds.mjs";
import { ICONS } from "./library/icons.mjs";
import { OBJECTS } from "./library/objects.mjs";
import { PANORAMAS } from "./library/panoramas.mjs";
import { SOUNDS } from "./library/sounds.mjs";
import { svg } from "./library/svg.mjs";
import { wav } from "./library/wav.mjs";

const root = new URL("../public/library/", import.meta.url);
const written = [];

function write(path, bytes, title) {
  const file = new URL(path, root);
  mkdirSync(new URL(".", file), { recursive: true });
  writeFileSync(file, bytes);
  written.push({ path, title, size: bytes.length });
}

for (const [id, title, body] of OBJECTS) write(`objects/${id}.svg`, svg(title, body), title);
for (const [id, title, body] of ICONS) write(`icons/${id}.svg`, svg(title, body), title);
for (const [id, title, body, width, height] of BACKGROUNDS) write(`backgrounds/${id}.svg`, svg(title, body, width, height), title);
for (const [id, title, paint] of PANORAMAS) write(`panoramas/${id}.png`, paint().toPng(), title);
for (const [id, title, make, rate] of SOUNDS) write(`sounds/${id}.wav`, wav(make(rate), rate), title);

const licences = [
  "# Licences of the asset library",
  "",
  "Every file below was drawn or synthesised by scripts/make-library.mjs for Escaplay and is dedicated to the public",
  "domain under CC0 1.0 Universal (https://creativecommons.org/publicdomain/zero/1.0/). One line per file:",
  "path, licence, author, title. app/lib/asset-library/catalog.ts holds the same licence and author for each.",
  "",
  ...written.map(({ path, title }) => `- /library/${path} | CC0-1.0 | Escaplay | ${title}`),
  "",
].join("\n");
writeFileSync(new URL("LICENCES.md", root), licences);

const largest = written.reduce((a, b) => (b.size > a.size ? b : a));
const total = written.reduce((sum, f) => sum + f.size, 0);
console.log(`public/library: ${written.length} files, ${Math.round(total / 1024)} KB; largest ${largest.path} ${Math.round(largest.size / 1024)} KB`);
