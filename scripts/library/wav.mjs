// Sound building blocks for the library (issue 27, ADR 046): mono 16-bit PCM WAV, a seeded noise so every run
// writes the same bytes, and envelopes. Loops are built from whole cycles so they repeat without a click.
export function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A linear congruential generator: noise that is the same on every machine and every run. */
export function noise(seed = 1) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** Low-passed noise of `n` samples that wraps around smoothly (the filter runs twice round the loop). */
export function loopedNoise(n, smoothing, seed) {
  const next = noise(seed);
  const raw = Array.from({ length: n }, next);
  const out = new Array(n);
  let y = 0;
  for (let pass = 0; pass < 2; pass++) for (let i = 0; i < n; i++) out[i] = y = y + smoothing * (raw[i] - y);
  return out;
}

export const TAU = 2 * Math.PI;
export const seconds = (s, rate) => Math.round(s * rate);

/** Attack then exponential decay, in seconds. */
export const pluck = (t, attack, decay) => (t < 0 ? 0 : t < attack ? t / attack : Math.exp(-(t - attack) / decay));

/** Adds `sound(t)` into `out` from `start` seconds on, for `length` seconds. */
export function mixIn(out, rate, start, length, sound) {
  const from = seconds(start, rate);
  const n = seconds(length, rate);
  for (let i = 0; i < n && from + i < out.length; i++) out[from + i] += sound(i / rate);
}

/** Scales so the loudest sample sits at `peak`, leaving headroom for the player's own volume. */
export function normalise(samples, peak = 0.7) {
  const max = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0) || 1;
  return samples.map((s) => (s / max) * peak);
}
