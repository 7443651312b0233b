import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { wav } from "../../scripts/library/wav.mjs";

/** Files for upload tests: a real PNG of any size, and an upload link slow enough to watch. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of noise (so it stays large once deflated): the browser shows it, the server sniffs it. */
export function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: 0 })), chunk("IEND", Buffer.alloc(0))]);
}

/** About 1.4 MB at 512 KB/s: long enough for a person (and the test) to see the bar move. */
export async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  return () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** A real WAV of a soft tone (8 kHz, 16-bit mono): the server sniffs it as sound, the browser plays it. */
export function toneWav(seconds: number, frequency: number): Buffer {
  const rate = 8000;
  const samples = Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.18 * Math.sin((2 * Math.PI * frequency * i) / rate));
  return wav(samples, rate);
}
