// The library's music loops and sound effects (issue 27, ADR 046), synthesised: no sample, no recording, so
// nothing to license but our own code. Loops last a whole number of every cycle they hold, so they repeat cleanly.
import { loopedNoise, mixIn, noise, normalise, pluck, seconds, TAU } from "./wav.mjs";

const LOOP = 6;

function mysteryDrone(rate) {
  const n = seconds(LOOP, rate);
  const air = loopedNoise(n, 0.02, 7);
  return normalise(Array.from({ length: n }, (_, i) => {
    const t = i / rate;
    const swell = 0.6 + 0.4 * Math.sin((TAU * t) / LOOP);
    return swell * (Math.sin(TAU * 55 * t) + 0.6 * Math.sin(TAU * 83 * t) + 0.3 * Math.sin(TAU * 110 * t + Math.sin((TAU * t) / 3)))
      + 3 * air[i];
  }), 0.5);
}

function calm(rate) {
  const n = seconds(LOOP, rate);
  const chords = [[220, 277, 330], [247, 294, 370]];
  return normalise(Array.from({ length: n }, (_, i) => {
    const t = i / rate;
    const half = t < LOOP / 2 ? 0 : 1;
    const local = t - half * (LOOP / 2);
    const fade = Math.min(1, local / 0.6, (LOOP / 2 - local) / 0.6);
    const tremolo = 0.85 + 0.15 * Math.sin((TAU * t) / 1.5);
    return fade * tremolo * chords[half].reduce((sum, f) => sum + Math.sin(TAU * f * t) * 0.5 + 0.15 * Math.sin(TAU * 2 * f * t), 0);
  }), 0.45);
}

function tension(rate) {
  const n = seconds(LOOP, rate);
  const out = Array.from({ length: n }, (_, i) => {
    const t = i / rate;
    return 0.35 * (Math.sin(TAU * 98 * t) + Math.sin(TAU * 104 * t)) * (0.7 + 0.3 * Math.sin((TAU * t) / 2));
  });
  for (let beat = 0; beat < LOOP; beat++) {
    for (const offset of [0, 0.25]) mixIn(out, rate, beat + offset, 0.3, (t) => pluck(t, 0.005, 0.06) * Math.sin(TAU * (60 - 60 * t) * t) * (offset ? 0.7 : 1));
  }
  return normalise(out, 0.55);
}

function forestNight(rate) {
  const n = seconds(LOOP, rate);
  const wind = loopedNoise(n, 0.03, 11);
  const out = wind.map((w, i) => 4 * w * (0.6 + 0.4 * Math.sin((TAU * i) / rate / 3)));
  for (const start of [0.4, 1.9, 3.1, 4.6]) {
    for (let chirp = 0; chirp < 3; chirp++) mixIn(out, rate, start + chirp * 0.09, 0.06, (t) => 0.25 * Math.sin(TAU * 3900 * t) * Math.sin((Math.PI * t) / 0.06));
  }
  // An owl: two soft hoots.
  for (const start of [2.4, 2.9]) mixIn(out, rate, start, 0.35, (t) => 0.5 * Math.sin(TAU * (420 - 60 * t) * t) * Math.sin((Math.PI * t) / 0.35));
  return normalise(out, 0.5);
}

function sequence(rate, length, notes) {
  const out = new Array(seconds(length, rate)).fill(0);
  for (const [start, freq, duration, shape = "tone"] of notes) {
    mixIn(out, rate, start, duration, (t) => {
      const env = pluck(t, 0.01, duration / 3);
      const phase = TAU * freq * t;
      return env * (shape === "square" ? Math.sign(Math.sin(phase)) * 0.5 : Math.sin(phase) + 0.3 * Math.sin(2 * phase));
    });
  }
  return out;
}

function click(out, rate, at, seed, loud = 1) {
  const hiss = noise(seed);
  mixIn(out, rate, at, 0.04, (t) => loud * hiss() * pluck(t, 0.001, 0.008));
}

function lockOpened(rate) {
  const out = sequence(rate, 0.9, [[0.12, 660, 0.3], [0.3, 990, 0.5]]);
  click(out, rate, 0, 3, 1.5);
  click(out, rate, 0.06, 4, 1);
  return normalise(out);
}

const wrongAnswer = (rate) => normalise(sequence(rate, 0.8, [[0, 196, 0.35, "square"], [0.32, 147, 0.45, "square"]]), 0.55);
const winFanfare = (rate) => normalise(sequence(rate, 2.2, [[0, 523, 0.25], [0.2, 659, 0.25], [0.4, 784, 0.25], [0.6, 1047, 1.4], [0.6, 784, 1.4], [0.6, 659, 1.4]]));

function lose(rate) {
  const out = new Array(seconds(2, rate)).fill(0);
  [[0, 294], [0.45, 277], [0.9, 262]].forEach(([start, f], k) => {
    const length = k === 2 ? 1 : 0.42;
    mixIn(out, rate, start, length, (t) => pluck(t, 0.02, length / 2) * Math.sign(Math.sin(TAU * (f - (k === 2 ? 20 * t : 0)) * t)) * 0.4 * (1 + 0.2 * Math.sin(TAU * 6 * t)));
  });
  return normalise(out, 0.55);
}

function objectTaken(rate) {
  const out = new Array(seconds(0.35, rate)).fill(0);
  mixIn(out, rate, 0, 0.3, (t) => pluck(t, 0.005, 0.08) * Math.sin(TAU * (500 + 1400 * t) * t));
  return normalise(out);
}

function doorCreak(rate) {
  const out = new Array(seconds(1.6, rate)).fill(0);
  mixIn(out, rate, 0, 1.5, (t) => {
    const pitch = 140 + 60 * Math.sin(TAU * 0.8 * t) + 25 * Math.sin(TAU * 7 * t);
    const saw = ((pitch * t) % 1) * 2 - 1;
    return saw * Math.min(1, t / 0.1, (1.5 - t) / 0.2) * (0.6 + 0.4 * Math.sin(TAU * 23 * t));
  });
  return normalise(out, 0.5);
}

function footsteps(rate) {
  const out = new Array(seconds(2.4, rate)).fill(0);
  [0.1, 0.65, 1.2, 1.75].forEach((at, k) => {
    const scuff = noise(20 + k);
    mixIn(out, rate, at, 0.25, (t) => pluck(t, 0.004, 0.04) * (0.7 * Math.sin(TAU * 80 * t) + 0.5 * scuff()));
  });
  return normalise(out, 0.6);
}

function chime(rate) {
  const out = new Array(seconds(2.5, rate)).fill(0);
  const partials = [[880, 1], [1760, 0.5], [2640, 0.25], [3520, 0.12]];
  mixIn(out, rate, 0, 2.5, (t) => partials.reduce((sum, [f, a]) => sum + a * Math.sin(TAU * f * t) * pluck(t, 0.003, 0.7 / (f / 880)), 0));
  return normalise(out, 0.6);
}

function clockTick(rate) {
  // Two seconds, a tick and a tock: a whole loop for a game's countdown.
  const out = new Array(seconds(2, rate)).fill(0);
  for (const [at, f] of [[0, 2000], [1, 1500]]) mixIn(out, rate, at, 0.05, (t) => pluck(t, 0.001, 0.006) * Math.sin(TAU * f * t));
  return normalise(out, 0.6);
}

/** [id, title, make, sample rate]: loops at 8 kHz (low sounds), effects at 11 kHz (bright clicks and bells). */
export const SOUNDS = [
  ["mystery-drone", "Mystery drone", mysteryDrone, 8000],
  ["calm", "Calm", calm, 8000],
  ["tension", "Tension", tension, 8000],
  ["forest-night", "Forest at night", forestNight, 11025],
  ["lock-opened", "Lock opened", lockOpened, 11025],
  ["wrong-answer", "Wrong answer", wrongAnswer, 11025],
  ["win-fanfare", "Win fanfare", winFanfare, 11025],
  ["lose", "Game lost", lose, 11025],
  ["object-taken", "Object taken", objectTaken, 11025],
  ["door-creak", "Door creak", doorCreak, 11025],
  ["footsteps", "Footsteps", footsteps, 11025],
  ["chime", "Chime", chime, 11025],
  ["clock-tick", "Clock ticking", clockTick, 11025],
];
