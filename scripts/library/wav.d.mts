/** Mono 16-bit PCM WAV of samples in -1..1 at `rate` Hz (wav.mjs). */
export function wav(samples: readonly number[], rate: number): Buffer;
