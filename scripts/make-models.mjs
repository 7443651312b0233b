// Writes the demo games' 3D objects (scripts/assets/models.mjs) as binary glTF under public/demo/.
// Running it again writes the same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import { MODELS } from "./assets/models.mjs";

for (const { path, build } of MODELS) {
  const file = new URL(`../public/demo/${path}`, import.meta.url);
  mkdirSync(new URL(".", file), { recursive: true });
  const glb = build();
  writeFileSync(file, glb);
  console.log(`public/demo/${path}: ${glb.length} bytes`);
}
