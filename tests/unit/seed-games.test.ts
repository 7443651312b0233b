import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../db/seed/catalogue.mjs";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { parseDefinition, type GameDefinition } from "../../app/engine/definition";
import { MODELS } from "../../scripts/assets/models.mjs";

/**
 * The seeded demo games as `npm start` serves them: every definition parses and agrees with its
 * catalogue row, every file it points at is in public/, the generated files are well formed, and the
 * local D1 holds each definition both published and as its project's draft.
 */

const definitions = import.meta.glob<unknown>("../../db/seed/games/*.json", { import: "default", eager: true });
// Vite serves the files' text; PNG and WAV also come as data URLs (their bytes). glTF is not a type
// Vite inlines, so a .glb is checked through the generator that wrote it.
const svgText = import.meta.glob<string>("../../public/demo/**/*.svg", { query: "?raw", import: "default", eager: true });
const rawText = import.meta.glob<string>("../../public/demo/**/*.{glb,png,wav}", { query: "?raw", import: "default", eager: true });
const inlined = import.meta.glob<string>("../../public/demo/**/*.{png,wav}", { query: "?inline", import: "default", eager: true });

const fileOf = (asset: string) => `../../public${asset}`;
const idOf = (path: string) => path.split("/").pop()!.replace(/\.json$/, "");
const seeded = Object.entries(definitions).map(([path, json]) => [idOf(path), json] as const);

function bytesOf(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const u32 = (bytes: Uint8Array, at: number, little = true) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, little);

/** The first tag that does not close where it should, or null: a browser shows nothing of a broken SVG. */
function unbalancedTag(svg: string): string | null {
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return tag;
    } else if (!selfClosing) open.push(name);
  }
  return open.length ? `<${open.pop()}> left open` : null;
}

/** What a player could type to solve something: none of it may sit in plain sight in an image. */
function answersOf(def: GameDefinition): string[] {
  return def.puzzles.flatMap((p) => {
    if (p.kind === "code" || p.kind === "upload") return [p.code];
    if (p.kind === "text") return p.answers;
    if (p.kind === "login") return [p.login, p.password];
    return [];
  });
}

describe("the seeded demo games", () => {
  it("are the catalogue's games, one definition each", () => {
    expect(seeded.map(([id]) => id).sort()).toEqual(games.map((g) => g.id).sort());
  });

  describe.each(seeded)("%s", (gameId, json) => {
    const parsed = parseDefinition(json);
    const def = (parsed.ok ? parsed.definition : json) as GameDefinition;
    const row = games.find((g) => g.id === gameId)!;

    it("parses, in French", () => {
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
      expect(def.meta.locale).toBe("fr");
    });

    it("says what its catalogue row says", () => {
      expect(def.meta).toMatchObject({
        title: row.title,
        summary: row.summary,
        type: row.type,
        theme: row.theme,
        difficulty: row.difficulty,
        solo: row.solo === 1,
        multi: row.multi === 1,
        minPlayers: row.min_players,
        maxPlayers: row.max_players,
        recommendedAge: row.recommended_age,
        playMinutes: row.play_minutes,
        hintRechargeSeconds: row.hint_recharge_seconds,
        skills: { search: row.skill_search, manipulation: row.skill_manipulation, reflection: row.skill_reflection },
      });
    });

    it("points only at its own files, all present", () => {
      for (const asset of assetsOf(def)) {
        expect(asset, asset).toMatch(new RegExp(`^/demo/${gameId}/`));
        expect(fileOf(asset) in svgText || fileOf(asset) in rawText, asset).toBe(true);
      }
    });

    it("has well-formed pictures", () => {
      for (const asset of assetsOf(def).filter((a) => a.endsWith(".svg"))) expect(unbalancedTag(svgText[fileOf(asset)]), asset).toBeNull();
    });

    it("draws scenes at 1600x1000 and objects at 256x256", () => {
      for (const scene of def.scenes) {
        if (scene.kind === "interface") expect(svgText[fileOf(scene.image)], scene.image).toContain('viewBox="0 0 1600 1000"');
      }
      for (const object of def.objects) expect(svgText[fileOf(object.image)], object.image).toContain('viewBox="0 0 256 256"');
    });

    it("shows no answer as plain text in its pictures", () => {
      const pictures = assetsOf(def).filter((a) => a.endsWith(".svg")).map((a) => svgText[fileOf(a)].toLowerCase());
      for (const answer of answersOf(def).filter((a) => a.length >= 4)) {
        for (const picture of pictures) expect(picture).not.toContain(answer.toLowerCase());
      }
    });

    it("is published in the local D1 and is its project's draft", async () => {
      const published = await env.DB.prepare("SELECT version, definition FROM game_versions WHERE game_id = ?").bind(gameId).first<{ version: number; definition: string }>();
      expect(published?.version).toBe(1);
      expect(JSON.parse(published!.definition)).toEqual(json);
      const draft = await env.DB.prepare("SELECT p.draft FROM projects p JOIN games g ON g.project_id = p.id WHERE g.id = ?").bind(gameId).first<{ draft: string }>();
      expect(JSON.parse(draft!.draft)).toEqual(json);
      const game = await env.DB.prepare("SELECT access FROM games WHERE id = ?").bind(gameId).first<{ access: string }>();
      expect(game?.access).toBe("open");
    });
  });
});

describe("the generated demo files", () => {
  it("are equirectangular panoramas, 2:1 PNGs small enough to load fast", () => {
    const pngs = Object.entries(inlined).filter(([path]) => path.endsWith(".png"));
    expect(pngs.length).toBe(3);
    for (const [path, url] of pngs) {
      const bytes = bytesOf(url);
      expect([...bytes.slice(0, 8)], path).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
      const [width, height] = [u32(bytes, 16, false), u32(bytes, 20, false)];
      expect(width, path).toBe(2 * height);
      expect(width).toBeGreaterThanOrEqual(2048);
      expect(bytes.length, path).toBeLessThan(600 * 1024);
    }
  });

  it("include a telegraph recording, a PCM WAV", () => {
    const [, url] = Object.entries(inlined).find(([path]) => path.endsWith(".wav"))!;
    const bytes = bytesOf(url);
    const ascii = (from: number, to: number) => new TextDecoder().decode(bytes.slice(from, to));
    expect([ascii(0, 4), ascii(8, 16), ascii(36, 40)]).toEqual(["RIFF", "WAVEfmt ", "data"]);
    expect(u32(bytes, 4)).toBe(bytes.length - 8);
    expect(u32(bytes, 40)).toBe(bytes.length - 44);
  });

  describe.each(MODELS)("the model $path", ({ path, build }) => {
    const glb: Uint8Array = build();

    it("is the file committed in public/demo", () => {
      // Vite hands binary files over as text; the same decoding of the built bytes must match it.
      expect(new TextDecoder().decode(glb) === rawText[`../../public/demo/${path}`]).toBe(true);
    });

    it("is a binary glTF 2.0 with a JSON chunk and a BIN chunk of the right sizes", () => {
      expect(new TextDecoder().decode(glb.slice(0, 4))).toBe("glTF");
      expect(u32(glb, 4)).toBe(2);
      expect(u32(glb, 8)).toBe(glb.length);
      const jsonLength = u32(glb, 12);
      expect(u32(glb, 16)).toBe(0x4e4f534a);
      expect(jsonLength % 4).toBe(0);
      const binAt = 20 + jsonLength;
      const binLength = u32(glb, binAt);
      expect(u32(glb, binAt + 4)).toBe(0x004e4942);
      expect(binLength % 4).toBe(0);
      expect(binAt + 8 + binLength).toBe(glb.length);

      const jsonText = new TextDecoder().decode(glb.slice(20, binAt));
      // Padding of the JSON chunk is spaces, as the spec asks.
      expect(jsonText.trimEnd().length).toBeGreaterThan(jsonText.length - 4);
      const gltf = JSON.parse(jsonText);
      expect(gltf.asset.version).toBe("2.0");
      expect(gltf.buffers).toEqual([{ byteLength: binLength }]);
      const bin = glb.slice(binAt + 8);
      for (const view of gltf.bufferViews) {
        expect(view.byteOffset % 4).toBe(0);
        expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(binLength);
      }
      for (const mesh of gltf.meshes) {
        const { attributes, indices, material } = mesh.primitives[0];
        expect(gltf.materials[material].pbrMetallicRoughness.baseColorFactor).toHaveLength(4);
        const position = gltf.accessors[attributes.POSITION];
        const view = gltf.bufferViews[position.bufferView];
        expect(view.byteLength).toBe(position.count * 12);
        const floats = new Float32Array(bin.buffer.slice(bin.byteOffset + view.byteOffset, bin.byteOffset + view.byteOffset + view.byteLength));
        for (let axis = 0; axis < 3; axis++) {
          const values = floats.filter((_, i) => i % 3 === axis);
          expect(position.min[axis]).toBe(Math.min(...values));
          expect(position.max[axis]).toBe(Math.max(...values));
        }
        const index = gltf.accessors[indices];
        expect(index.count % 3).toBe(0);
        expect(gltf.bufferViews[index.bufferView].byteLength).toBe(index.count * (index.componentType === 5123 ? 2 : 4));
        expect(gltf.accessors[attributes.NORMAL].count).toBe(position.count);
      }
    });
  });
});
