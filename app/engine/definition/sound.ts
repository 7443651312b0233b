import * as v from "valibot";
import { AssetSchema, boundedText } from "./common";
import type { IssueCode } from "./issues";

/**
 * A game's authored sound: its ambient music (which each room, scene or page may replace or silence)
 * and a recording for each moment players should hear (an object taken, a lock opened…). Every sound
 * is one of the project's files; the player never starts one before the player's own click.
 */

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

// Project files keep their type as the key's extension (upload.server.ts), checked by content on upload.
export const SoundAssetSchema = v.pipe(AssetSchema, v.regex(/\.(?:mp3|ogg|oga|wav|m4a)$/i, "notSoundFile" satisfies IssueCode));

/** "none": silence here, whatever the game or the room plays. */
export const AMBIENT_NONE = "none";
export const AmbientSchema = v.union([v.literal(AMBIENT_NONE), SoundAssetSchema]);
export type Ambient = v.InferOutput<typeof AmbientSchema>;

/** The moments a creator can give a recording to, in the order the settings list them. */
export const SOUND_MOMENTS = ["objectTaken", "puzzleSolved", "wrongAnswer", "won", "lost"] as const;
export type SoundMoment = (typeof SOUND_MOMENTS)[number];

export const SoundCueSchema = v.strictObject({
  src: SoundAssetSchema,
  // Written in the journal when the moment comes: deaf and hard-of-hearing players read what others hear.
  caption: v.optional(boundedText(300)),
});
export type SoundCue = v.InferOutput<typeof SoundCueSchema>;

export const GameSoundSchema = v.strictObject({
  // Absent: the player's own quiet ambient (sound.ts) plays, as in every game before authored sound.
  music: v.optional(AmbientSchema),
  volume: int(0, 100),
  loop: v.boolean(),
  // How long one ambient fades into the next when players move to a place with other music.
  fadeMs: int(0, 10_000),
  effects: v.optional(
    v.strictObject({
      objectTaken: v.optional(SoundCueSchema),
      puzzleSolved: v.optional(SoundCueSchema),
      wrongAnswer: v.optional(SoundCueSchema),
      won: v.optional(SoundCueSchema),
      lost: v.optional(SoundCueSchema),
    }),
  ),
});
export type GameSoundSettings = v.InferOutput<typeof GameSoundSchema>;

/** What the settings start from when a creator first picks a music. */
export const DEFAULT_GAME_SOUND: GameSoundSettings = { volume: 70, loop: true, fadeMs: 1500 };

/** What plays in a place: a file, silence, or the player's own synthesized ambient. */
export type AmbientPlan = { kind: "file"; src: string } | { kind: "none" } | { kind: "synth" };

type Placed = { ambient?: Ambient };

/** The nearest choice wins: the scene's, then its room's, then the game's. */
export function ambientOf(game: { music?: Ambient } | undefined, room: Placed | undefined, scene: Placed | undefined): AmbientPlan {
  const choice = scene?.ambient ?? room?.ambient ?? game?.music;
  if (choice === undefined) return { kind: "synth" };
  return choice === AMBIENT_NONE ? { kind: "none" } : { kind: "file", src: choice };
}

/** Every file a game's sound names, for preloading and for the listing of what a game has. */
export function soundFilesOf(def: { sound?: GameSoundSettings; rooms: readonly Placed[]; scenes: readonly Placed[] }): string[] {
  const files = new Set<string>();
  const add = (ambient: Ambient | undefined) => ambient && ambient !== AMBIENT_NONE && files.add(ambient);
  add(def.sound?.music);
  def.rooms.forEach((room) => add(room.ambient));
  def.scenes.forEach((scene) => add(scene.ambient));
  for (const moment of SOUND_MOMENTS) {
    const cue = def.sound?.effects?.[moment];
    if (cue) files.add(cue.src);
  }
  return [...files];
}
