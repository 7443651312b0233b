import * as v from "valibot";
import type { Volumes } from "./sound";

/** The player's music and sound volumes, kept on this device for every game. */

const KEY = "escaplay.play.options";
const Volume = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
// `muted` came later: options stored before it still read.
const OptionsSchema = v.object({ music: Volume, effects: Volume, muted: v.optional(v.boolean(), false) });

export const DEFAULT_VOLUMES: Volumes = { music: 0.5, effects: 0.8, muted: false };

export function readVolumes(): Volumes {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = v.safeParse(OptionsSchema, raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.output : DEFAULT_VOLUMES;
  } catch {
    return DEFAULT_VOLUMES;
  }
}

export function storeVolumes(volumes: Volumes) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(volumes));
  } catch {
    // storage refused: the choice lasts for this visit only
  }
}
