// Writes the telegraph of "Le laboratoire du professeur Volta" (public/demo/labo-volta/telegraphe.wav):
// a word in slow morse, played twice. The block's transcript in db/seed/games/labo-volta.json spells
// the same dots and dashes for players who cannot hear it. Deterministic, no dependency.
import { mkdirSync, writeFileSync } from "node:fs";

const RATE = 8000;
const TONE = 660;
// Slower than radio morse so that 11-year-olds can write it down.
const DOT = 0.15;
const DASH = DOT * 3;
const GAP = DOT;
const LETTER_GAP = DOT * 5;
const REPEAT_GAP = 2;
const MORSE = { A: ".-", D: "-..", E: ".", N: "-.", O: "---" };

function tone(seconds) {
  const n = Math.round(seconds * RATE);
  const fade = Math.round(0.006 * RATE);
  return Array.from({ length: n }, (_, i) => {
    const envelope = Math.min(1, i / fade, (n - 1 - i) / fade);
    return 0.55 * envelope * Math.sin((2 * Math.PI * TONE * i) / RATE);
  });
}

const silence = (seconds) => new Array(Math.round(seconds * RATE)).fill(0);

function morse(word) {
  const samples = [];
  [...word].forEach((letter, l) => {
    if (l > 0) samples.push(...silence(LETTER_GAP));
    [...MORSE[letter]].forEach((symbol, s) => {
      if (s > 0) samples.push(...silence(GAP));
      samples.push(...tone(symbol === "." ? DOT : DASH));
    });
  });
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// The password of the professor's computer (the "ordinateur" puzzle of labo-volta.json).
const once = morse("ANODE");
const file = new URL("../public/demo/labo-volta/telegraphe.wav", import.meta.url);
mkdirSync(new URL(".", file), { recursive: true });
const bytes = wav([...silence(0.5), ...once, ...silence(REPEAT_GAP), ...once, ...silence(0.5)]);
writeFileSync(file, bytes);
console.log(`public/demo/labo-volta/telegraphe.wav: ${Math.round(bytes.length / 1024)} KB`);
