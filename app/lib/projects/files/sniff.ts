/**
 * What an uploaded file really is, read from its first bytes (ADR 016): the name's extension is only a
 * claim, checked against the content. Pure, so the worker, the tests and the bench share it.
 */

export type FileKind = "image" | "panorama" | "sound" | "model";
export type Format = "png" | "jpg" | "webp" | "gif" | "mp3" | "ogg" | "wav" | "m4a" | "glb" | "gltf";
export type Sniffed = { format: Format; mime: string; kind: FileKind; width: number | null; height: number | null };
export type SniffError = "svg" | "unknownType" | "spoofed" | "unreadableImage" | "imageTooLarge" | "panoramaTooLarge";

/** Phones keep to 4096 px textures at the least (WebGL MAX_TEXTURE_SIZE); a 2:1 panorama may go to 8192 × 4096. */
export const IMAGE_MAX_PX = 4096;
export const PANORAMA_MAX = { width: 8192, height: 4096 } as const;
/** The bytes read before anything is stored: enough for every header below, JPEG's EXIF blocks included. */
export const HEAD_BYTES = 256 * 1024;
/**
 * The bytes that decide every format's signature, the SVG and glTF text checks and the fixed-offset sizes: a head
 * this long that sniffs as a file sniffs the same as the longer one (a JPEG's frame header found is found there too).
 */
export const SNIFF_MIN_BYTES = 4096;

const MIME: Record<Format, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  glb: "model/gltf-binary",
  gltf: "model/gltf+json",
};

/** The extensions each format may be named with. */
const EXTENSIONS: Record<Format, string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  webp: ["webp"],
  gif: ["gif"],
  mp3: ["mp3"],
  ogg: ["ogg", "oga"],
  wav: ["wav"],
  m4a: ["m4a", "mp4", "aac"],
  glb: ["glb"],
  gltf: ["gltf"],
};

export const ACCEPTED_EXTENSIONS = Object.values(EXTENSIONS).flat();

const at = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, text: string, offset = 0) => at(bytes, [...text].map((c) => c.charCodeAt(0)), offset);
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => (u16be(b, i) * 65536) + u16be(b, i + 2);

function formatOf(b: Uint8Array): Format | null {
  if (at(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(b, [0xff, 0xd8, 0xff])) return "jpg";
  if (ascii(b, "RIFF") && ascii(b, "WEBP", 8)) return "webp";
  if (ascii(b, "GIF87a") || ascii(b, "GIF89a")) return "gif";
  if (ascii(b, "RIFF") && ascii(b, "WAVE", 8)) return "wav";
  if (ascii(b, "OggS")) return "ogg";
  if (ascii(b, "ID3") || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0)) return "mp3";
  if (ascii(b, "ftyp", 4) && ["M4A ", "M4B ", "mp41", "mp42", "isom", "iso2", "dash"].some((brand) => ascii(b, brand, 8))) return "m4a";
  if (ascii(b, "glTF") && u32le(b, 4) === 2) return "glb";
  if (looksLikeGltfJson(b)) return "gltf";
  return null;
}

const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 65536;

function looksLikeGltfJson(b: Uint8Array): boolean {
  const text = new TextDecoder().decode(b.subarray(0, 4096)).replace(/^\uFEFF/, "").trimStart();
  return text.startsWith("{") && /"asset"\s*:/.test(text);
}

function looksLikeSvg(b: Uint8Array): boolean {
  const text = new TextDecoder().decode(b.subarray(0, 1024)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return text.startsWith("<svg") || (text.startsWith("<?xml") && text.includes("<svg")) || text.startsWith("<!doctype svg");
}

type Size = { width: number; height: number };

function pngSize(b: Uint8Array): Size | null {
  return ascii(b, "IHDR", 12) ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
}

function gifSize(b: Uint8Array): Size | null {
  return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
}

function webpSize(b: Uint8Array): Size | null {
  if (ascii(b, "VP8 ", 12) && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (ascii(b, "VP8L", 12) && b.length >= 25) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, "VP8X", 12) && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** Walks the JPEG segments to the frame header (SOFn); the marker sizes let us skip EXIF and the rest. */
function jpegSize(b: Uint8Array): Size | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

const SIZE_OF: Partial<Record<Format, (b: Uint8Array) => Size | null>> = { png: pngSize, gif: gifSize, webp: webpSize, jpg: jpegSize };

/** An image twice as wide as high is an equirectangular panorama (what the 360 renderer shows). */
const isPanorama = ({ width, height }: Size) => height > 0 && Math.abs(width / height - 2) < 0.02;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Reads the head of an upload named `name`: what it is, or why it is refused. */
export function sniff(head: Uint8Array, name: string): { ok: true; file: Sniffed } | { ok: false; error: SniffError } {
  const ext = extensionOf(name);
  if (ext === "svg" || ext === "svgz" || looksLikeSvg(head)) return { ok: false, error: "svg" };
  const format = formatOf(head);
  if (!format) return { ok: false, error: ACCEPTED_EXTENSIONS.includes(ext) ? "spoofed" : "unknownType" };
  if (!EXTENSIONS[format].includes(ext)) return { ok: false, error: ACCEPTED_EXTENSIONS.includes(ext) ? "spoofed" : "unknownType" };
  const mime = MIME[format];
  const measure = SIZE_OF[format];
  if (!measure) return { ok: true, file: { format, mime, kind: format === "glb" || format === "gltf" ? "model" : "sound", width: null, height: null } };
  const size = measure(head);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, error: "unreadableImage" };
  if (isPanorama(size)) {
    if (size.width > PANORAMA_MAX.width || size.height > PANORAMA_MAX.height) return { ok: false, error: "panoramaTooLarge" };
    return { ok: true, file: { format, mime, kind: "panorama", ...size } };
  }
  if (size.width > IMAGE_MAX_PX || size.height > IMAGE_MAX_PX) return { ok: false, error: "imageTooLarge" };
  return { ok: true, file: { format, mime, kind: "image", ...size } };
}
