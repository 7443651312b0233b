// Builds small binary glTF 2.0 files (.glb) from triangle meshes, without dependencies.
import { Buffer } from "node:buffer";

/** Geometry collected face by face with flat normals: each face gets its own vertices. */
export class MeshBuilder {
  constructor() {
    this.positions = [];
    this.normals = [];
    this.indices = [];
  }

  /** A flat polygon (convex, or star-shaped around its first point), counter-clockwise seen from outside. */
  polygon(points) {
    const [a, b, c] = points;
    const n = normalize(cross(sub(b, a), sub(c, a)));
    const base = this.positions.length / 3;
    for (const p of points) {
      this.positions.push(...p);
      this.normals.push(...n);
    }
    for (let i = 1; i < points.length - 1; i++) this.indices.push(base, base + i, base + i + 1);
  }

  /**
   * A prism along y from y0 to y1 whose cross-section is `outline` (x, z points in increasing angle
   * around `centre`, star-shaped around it): caps as fans from the centre, one quad per side.
   */
  extrude(outline, y0, y1, centre = [0, 0]) {
    const top = outline.map(([x, z]) => [x, y1, z]);
    const bottom = outline.map(([x, z]) => [x, y0, z]);
    const n = outline.length;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      this.polygon([[centre[0], y1, centre[1]], top[j], top[i]]);
      this.polygon([[centre[0], y0, centre[1]], bottom[i], bottom[j]]);
      this.polygon([bottom[i], top[i], top[j], bottom[j]]);
    }
  }

  /** Moves what was built so far: `rotate` maps a vector (used for normals too), then `move` is added. */
  transform(rotate, move = [0, 0, 0]) {
    for (let i = 0; i < this.positions.length; i += 3) {
      const p = rotate(this.positions.slice(i, i + 3));
      const n = rotate(this.normals.slice(i, i + 3));
      for (let k = 0; k < 3; k++) {
        this.positions[i + k] = p[k] + move[k];
        this.normals[i + k] = n[k];
      }
    }
    return this;
  }

  /** A box from its two opposite corners. */
  box([x0, y0, z0], [x1, y1, z1]) {
    this.extrude([[x0, z0], [x1, z0], [x1, z1], [x0, z1]], y0, y1, [(x0 + x1) / 2, (z0 + z1) / 2]);
  }

  /** An upright cylinder. */
  cylinder([cx, cz], radius, y0, y1, segments = 24) {
    const outline = [];
    for (let i = 0; i < segments; i++) {
      const a = (i / segments) * 2 * Math.PI;
      outline.push([cx + radius * Math.cos(a), cz + radius * Math.sin(a)]);
    }
    this.extrude(outline, y0, y1, [cx, cz]);
  }
}

const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function normalize(v) {
  const length = Math.hypot(...v) || 1;
  return v.map((x) => x / length);
}

const pad4 = (n) => (4 - (n % 4)) % 4;

/**
 * One node per part, each a mesh with one primitive and its own material. Positions carry their
 * min/max (required by glTF for POSITION); indices are 16-bit while they fit.
 */
export function buildGlb(parts) {
  const chunks = [];
  const bufferViews = [];
  const accessors = [];
  let offset = 0;
  const addView = (typed, target) => {
    const bytes = Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    chunks.push(bytes, Buffer.alloc(pad4(bytes.length)));
    offset += bytes.length + pad4(bytes.length);
    return bufferViews.length - 1;
  };

  const meshes = parts.map(({ mesh }, i) => {
    const positions = new Float32Array(mesh.positions);
    const min = [0, 1, 2].map((axis) => Math.min(...positions.filter((_, k) => k % 3 === axis)));
    const max = [0, 1, 2].map((axis) => Math.max(...positions.filter((_, k) => k % 3 === axis)));
    const count = positions.length / 3;
    accessors.push({ bufferView: addView(positions, 34962), componentType: 5126, count, type: "VEC3", min, max });
    accessors.push({ bufferView: addView(new Float32Array(mesh.normals), 34962), componentType: 5126, count, type: "VEC3" });
    const wide = count > 65535;
    const indices = wide ? new Uint32Array(mesh.indices) : new Uint16Array(mesh.indices);
    accessors.push({ bufferView: addView(indices, 34963), componentType: wide ? 5125 : 5123, count: indices.length, type: "SCALAR" });
    return { name: parts[i].name, primitives: [{ attributes: { POSITION: i * 3, NORMAL: i * 3 + 1 }, indices: i * 3 + 2, material: i, mode: 4 }] };
  });

  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: "2.0", generator: "escaplay scripts/make-models.mjs" },
    scene: 0,
    scenes: [{ nodes: parts.map((_, i) => i) }],
    nodes: parts.map((part, i) => ({ name: part.name, mesh: i })),
    meshes,
    materials: parts.map((part) => ({
      name: part.name,
      pbrMetallicRoughness: { baseColorFactor: part.color, metallicFactor: part.metallic ?? 0, roughnessFactor: part.roughness ?? 0.6 },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
  };
  const jsonText = Buffer.from(JSON.stringify(gltf), "utf8");
  const json = Buffer.concat([jsonText, Buffer.alloc(pad4(jsonText.length), 0x20)]);
  const header = Buffer.alloc(12);
  const total = 12 + 8 + json.length + 8 + bin.length;
  header.writeUInt32LE(0x46546c67, 0); // "glTF"
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const chunkHeader = (length, type) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(length, 0);
    h.writeUInt32LE(type, 4);
    return h;
  };
  return Buffer.concat([header, chunkHeader(json.length, 0x4e4f534a), json, chunkHeader(bin.length, 0x004e4942), bin]);
}
