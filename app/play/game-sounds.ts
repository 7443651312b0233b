import { ambientOf, type ClientDefinition } from "~/engine";

/**
 * What a player will hear in a game, for the sound-consent screen to say exactly that. Music plays
 * wherever some scene has an ambient: the creator's file, or the player's own (sound.ts) where the
 * creator chose none at all; a game whose every place is set to silence has no music. Effects ring in
 * every game, at least at its end (a win or lose jingle, announcements.ts), with the creator's
 * recordings in place of the player's own where there are some. Classic pages add their recordings.
 */
export type GameSound = "music" | "effects" | "audio" | "video";

export function soundsOf(view: ClientDefinition): GameSound[] {
  const sounds: GameSound[] = [];
  const rooms = new Map(view.rooms.map((room) => [room.id, room]));
  if (view.scenes.some((scene) => ambientOf(view.sound, rooms.get(scene.roomId), scene).kind !== "none")) sounds.push("music");
  sounds.push("effects");
  const blocks = view.scenes.flatMap((scene) => (scene.kind === "classic" ? scene.blocks : []));
  if (blocks.some((block) => block.kind === "audio")) sounds.push("audio");
  if (blocks.some((block) => block.kind === "video")) sounds.push("video");
  return sounds;
}
