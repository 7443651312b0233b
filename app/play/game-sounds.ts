import type { ClientDefinition } from "~/engine";

/**
 * What a player will hear in a game, for the sound-consent screen to say exactly that. The player's own
 * sounds (sound.ts) are the same for every game: the ambient music plays whenever a game runs
 * (game-shell.tsx), and the effects ring at least at its end (a win or lose jingle, announcements.ts).
 * What differs is the creator's: the recordings of Classic pages, which players start themselves.
 */
export type GameSound = "music" | "effects" | "audio" | "video";

export function soundsOf(view: ClientDefinition): GameSound[] {
  const sounds: GameSound[] = ["music", "effects"];
  const blocks = view.scenes.flatMap((scene) => (scene.kind === "classic" ? scene.blocks : []));
  if (blocks.some((block) => block.kind === "audio")) sounds.push("audio");
  if (blocks.some((block) => block.kind === "video")) sounds.push("video");
  return sounds;
}
