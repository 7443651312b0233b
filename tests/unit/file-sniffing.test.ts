import { describe, expect, it } from "vitest";
import { breadcrumbOf, normalFolder } from "../../app/lib/projects/files/names";
import { sniff } from "../../app/lib/projects/files/sniff";

/** The type of an upload read from its first bytes (ADR 016), and folder paths as the creator types them. */

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)).concat(new Array(64).fill(0)));
const le16 = (n: number) => [n & 255, n >> 8];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, n >> 16];

describe("sniffing a file's head", () => {
  it("reads the dimensions of a GIF, and of lossy, lossless and extended WebP", () => {
    expect(sniff(bytes("GIF89a", le16(320), le16(200)), "a.gif")).toMatchObject({ ok: true, file: { format: "gif", width: 320, height: 200 } });
    const vp8 = bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 ", [0, 0, 0, 0], [0, 0, 0, 0x9d, 0x01, 0x2a], le16(640), le16(480));
    expect(sniff(vp8, "a.webp")).toMatchObject({ ok: true, file: { kind: "image", width: 640, height: 480 } });
    const bits = (1000 - 1) | ((500 - 1) << 14);
    const vp8l = bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8L", [0, 0, 0, 0], [0x2f], [bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, bits >>> 24]);
    expect(sniff(vp8l, "pano.webp")).toMatchObject({ ok: true, file: { kind: "panorama", width: 1000, height: 500 } });
    const vp8x = bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8X", [0, 0, 0, 0], [0, 0, 0, 0], le24(5000 - 1), le24(100 - 1));
    expect(sniff(vp8x, "long.webp")).toEqual({ ok: false, error: "imageTooLarge" });
  });

  it("knows sounds and models by their signatures", () => {
    expect(sniff(bytes("OggS"), "a.ogg")).toMatchObject({ ok: true, file: { kind: "sound", mime: "audio/ogg" } });
    expect(sniff(bytes("RIFF", [0, 0, 0, 0], "WAVE"), "a.wav")).toMatchObject({ ok: true, file: { kind: "sound", mime: "audio/wav" } });
    expect(sniff(bytes([0, 0, 0, 0x20], "ftypM4A "), "a.m4a")).toMatchObject({ ok: true, file: { kind: "sound", mime: "audio/mp4" } });
    expect(sniff(bytes([0xff, 0xfb, 0x90, 0x64]), "a.mp3")).toMatchObject({ ok: true, file: { kind: "sound", mime: "audio/mpeg" } });
    expect(sniff(bytes("glTF", [2, 0, 0, 0]), "statue.glb")).toMatchObject({ ok: true, file: { kind: "model", mime: "model/gltf-binary" } });
    expect(sniff(new TextEncoder().encode(' {"asset": {"version": "2.0"}}'), "statue.gltf")).toMatchObject({ ok: true, file: { kind: "model" } });
  });

  it("refuses a sound named as an image, and a model named as a sound", () => {
    expect(sniff(bytes("OggS"), "a.png")).toEqual({ ok: false, error: "spoofed" });
    expect(sniff(bytes("glTF", [2, 0, 0, 0]), "a.mp3")).toEqual({ ok: false, error: "spoofed" });
    expect(sniff(new TextEncoder().encode('<?xml version="1.0"?><svg></svg>'), "dessin.xml")).toEqual({ ok: false, error: "svg" });
  });
});

describe("folder paths", () => {
  it("keeps clean paths and refuses climbing out or going too deep", () => {
    expect(normalFolder("")).toBe("/");
    expect(normalFolder("/salles/ salon /")).toBe("/salles/salon");
    expect(normalFolder("salles")).toBeNull();
    expect(normalFolder("/a/../b")).toBeNull();
    expect(normalFolder("/a//b")).toBeNull();
    expect(normalFolder(`/${"x/".repeat(9)}`)).toBeNull();
    expect(breadcrumbOf("/a/b").map((crumb) => crumb.path)).toEqual(["/", "/a", "/a/b"]);
  });
});
