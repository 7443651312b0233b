/**
 * Every sound of the player is synthesized with WebAudio: nothing to download, nothing to license,
 * and nothing plays before the player's click on the sound-consent screen creates the context.
 */

export type SoundEffect = "success" | "wrong" | "pickup" | "hint" | "win" | "lose";
// `muted` silences everything without losing the sliders' positions.
export type Volumes = { music: number; effects: number; muted?: boolean };

type Note = { freq: number; to?: number; type: OscillatorType; at: number; duration: number; gain: number };

// Each effect is a few notes: times in seconds from now, gains before the effects volume.
const EFFECTS: Record<SoundEffect, Note[]> = {
  success: [
    { freq: 523.25, type: "triangle", at: 0, duration: 0.16, gain: 0.5 },
    { freq: 783.99, type: "triangle", at: 0.1, duration: 0.3, gain: 0.5 },
  ],
  wrong: [
    { freq: 220, to: 130, type: "sawtooth", at: 0, duration: 0.28, gain: 0.22 },
    { freq: 207, to: 123, type: "square", at: 0.02, duration: 0.28, gain: 0.1 },
  ],
  pickup: [{ freq: 880, to: 1320, type: "sine", at: 0, duration: 0.14, gain: 0.45 }],
  hint: [
    { freq: 1046.5, type: "sine", at: 0, duration: 0.9, gain: 0.35 },
    { freq: 1568, type: "sine", at: 0, duration: 0.6, gain: 0.12 },
  ],
  win: [
    { freq: 523.25, type: "triangle", at: 0, duration: 0.22, gain: 0.45 },
    { freq: 659.25, type: "triangle", at: 0.15, duration: 0.22, gain: 0.45 },
    { freq: 783.99, type: "triangle", at: 0.3, duration: 0.22, gain: 0.45 },
    { freq: 1046.5, type: "triangle", at: 0.45, duration: 0.8, gain: 0.5 },
  ],
  lose: [
    { freq: 392, type: "sine", at: 0, duration: 0.35, gain: 0.4 },
    { freq: 311.13, type: "sine", at: 0.3, duration: 0.35, gain: 0.4 },
    { freq: 261.63, to: 196, type: "sine", at: 0.6, duration: 0.9, gain: 0.4 },
  ],
};

// A minor pentatonic around A3: whatever falls on whatever, it never clashes with the drone.
const MELODY = [220, 261.63, 293.66, 329.63, 392, 440, 523.25];

export class SoundBoard {
  private ctx: AudioContext | null = null;
  private effectsGain: GainNode | null = null;
  private musicGain: GainNode | null = null;
  private drone: OscillatorNode[] = [];
  private melodyTimer: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<() => void>();

  constructor(private volumes: Volumes) {}

  /** Call from a click handler: browsers start audio only after a gesture of the player. */
  unlock() {
    if (!this.ctx) {
      const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Context) return;
      this.ctx = new Context();
      this.effectsGain = this.ctx.createGain();
      this.musicGain = this.ctx.createGain();
      this.effectsGain.connect(this.ctx.destination);
      this.musicGain.connect(this.ctx.destination);
      this.applyVolumes();
      this.ctx.addEventListener("statechange", () => this.listeners.forEach((listener) => listener()));
    }
    void this.ctx.resume().catch(() => undefined);
  }

  /** True when the player wanted sound but the browser holds the context back (the sound-on prompt). */
  get blocked(): boolean {
    return this.ctx !== null && this.ctx.state === "suspended";
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setVolumes(volumes: Volumes) {
    this.volumes = volumes;
    this.applyVolumes();
  }

  play(effect: SoundEffect) {
    const { ctx, effectsGain } = this;
    if (!ctx || !effectsGain || ctx.state !== "running" || this.volumes.effects <= 0 || this.volumes.muted) return;
    const start = ctx.currentTime + 0.01;
    for (const note of EFFECTS[effect]) this.note(effectsGain, note, start);
  }

  startMusic() {
    const { ctx, musicGain } = this;
    if (!ctx || !musicGain || this.drone.length > 0) return;
    const filter = ctx.createBiquadFilter();
    filter.type = "lowpass";
    filter.frequency.value = 500;
    // A slow sweep of the filter keeps the drone breathing instead of humming.
    const lfo = ctx.createOscillator();
    const lfoDepth = ctx.createGain();
    lfo.frequency.value = 0.05;
    lfoDepth.gain.value = 220;
    lfo.connect(lfoDepth).connect(filter.frequency);
    const pad = ctx.createGain();
    pad.gain.value = 0.18;
    filter.connect(pad).connect(musicGain);
    const voices = [110, 110.6, 164.8].map((freq) => {
      const osc = ctx.createOscillator();
      osc.type = "triangle";
      osc.frequency.value = freq;
      osc.connect(filter);
      return osc;
    });
    for (const osc of [lfo, ...voices]) osc.start();
    this.drone = [lfo, ...voices];
    this.melodyTimer = setInterval(() => this.melodyNote(), 2600);
  }

  stopMusic() {
    for (const osc of this.drone) {
      try {
        osc.stop();
      } catch {
        // already stopped
      }
    }
    this.drone = [];
    if (this.melodyTimer) clearInterval(this.melodyTimer);
    this.melodyTimer = null;
  }

  dispose() {
    this.stopMusic();
    this.listeners.clear();
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
  }

  private melodyNote() {
    const { ctx, musicGain } = this;
    if (!ctx || !musicGain || ctx.state !== "running" || Math.random() < 0.35) return;
    const freq = MELODY[Math.floor(Math.random() * MELODY.length)] * (Math.random() < 0.3 ? 2 : 1);
    this.note(musicGain, { freq, type: "sine", at: 0, duration: 2.4, gain: 0.07 }, ctx.currentTime + 0.05, 0.4);
  }

  private note(destination: AudioNode, note: Note, start: number, attack = 0.01) {
    const ctx = this.ctx!;
    const at = start + note.at;
    const osc = ctx.createOscillator();
    osc.type = note.type;
    osc.frequency.setValueAtTime(note.freq, at);
    if (note.to) osc.frequency.exponentialRampToValueAtTime(note.to, at + note.duration);
    const envelope = ctx.createGain();
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(note.gain, at + attack);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + note.duration);
    osc.connect(envelope).connect(destination);
    osc.start(at);
    osc.stop(at + note.duration + 0.05);
  }

  private applyVolumes() {
    if (!this.ctx) return;
    // Squared: sliders feel even to the ear that way.
    const on = this.volumes.muted ? 0 : 1;
    this.effectsGain?.gain.setTargetAtTime(on * this.volumes.effects ** 2, this.ctx.currentTime, 0.05);
    this.musicGain?.gain.setTargetAtTime(on * this.volumes.music ** 2, this.ctx.currentTime, 0.2);
  }
}
