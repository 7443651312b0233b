import type { GameEvent, GameSoundSettings, SoundCue, SoundMoment } from "~/engine";
import type { Volumes } from "./sound";

/**
 * The pure side of the creator's sound in the player: which recording an engine event calls for, and
 * how loud a file plays once the game's own volume meets the player's options.
 */

export function momentOf(event: GameEvent): SoundMoment | null {
  switch (event.type) {
    case "objectGained":
      return "objectTaken";
    case "puzzleSolved":
      return "puzzleSolved";
    case "wrongAnswer":
      return "wrongAnswer";
    case "ended":
      return event.outcome === "won" ? "won" : event.outcome === "lost" ? "lost" : null;
    default:
      return null;
  }
}

export function cueFor(event: GameEvent, sound: GameSoundSettings | undefined): SoundCue | null {
  const moment = momentOf(event);
  return (moment && sound?.effects?.[moment]) || null;
}

/**
 * A media element's volume (0 to 1). The options' sliders are squared as in sound.ts, so a slider
 * feels the same on the synthesized sounds and on files; muted is silence whatever the sliders say.
 */
export function musicLevel(gameVolume: number, volumes: Volumes): number {
  if (volumes.muted) return 0;
  return clamp((gameVolume / 100) * volumes.music ** 2);
}

export function effectLevel(volumes: Volumes): number {
  return volumes.muted ? 0 : clamp(volumes.effects ** 2);
}

/** Where a fade stands after `elapsed` ms of `fadeMs`, from 0 to 1; no fade means at once. */
export function fadeProgress(elapsed: number, fadeMs: number): number {
  return fadeMs <= 0 ? 1 : clamp(elapsed / fadeMs);
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
