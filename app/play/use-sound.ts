import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_GAME_SOUND, type AmbientPlan, type GameSoundSettings } from "~/engine";
import { AudioDeck } from "./audio-deck";
import { effectLevel, musicLevel } from "./authored-sound";
import { DEFAULT_VOLUMES, readVolumes, storeVolumes } from "./options";
import { SoundBoard, type SoundEffect, type Volumes } from "./sound";

type Scene = { plan: AmbientPlan; settings: GameSoundSettings | undefined };

/**
 * The player's sound: off until the consent click turns it on, volumes from this device's options,
 * and whether the browser still holds the audio back (then the sound-on prompt shows). Two sources:
 * the player's own synthesized sounds (sound.ts) and the creator's recordings (audio-deck.ts).
 */
export function useSound() {
  const board = useRef<SoundBoard | null>(null);
  const deck = useRef<AudioDeck | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [volumes, setVolumesState] = useState<Volumes>(DEFAULT_VOLUMES);
  const volumesRef = useRef<Volumes>(DEFAULT_VOLUMES);
  const enabledRef = useRef(false);
  const scene = useRef<Scene | null>(null);

  useEffect(() => {
    const stored = readVolumes();
    setVolumesState(stored);
    volumesRef.current = stored;
    const created = new SoundBoard(stored);
    board.current = created;
    deck.current = new AudioDeck();
    const off = created.onChange(() => setBlocked(created.blocked));
    return () => {
      off();
      created.dispose();
      deck.current?.dispose();
      board.current = null;
      deck.current = null;
    };
  }, []);

  // What the current place should sound like, applied only once the player has chosen sound.
  const apply = useCallback(() => {
    const wanted = enabledRef.current ? scene.current : null;
    const settings = wanted?.settings ?? DEFAULT_GAME_SOUND;
    if (wanted?.plan.kind === "synth") board.current?.startMusic();
    else board.current?.stopMusic();
    const src = wanted?.plan.kind === "file" ? wanted.plan.src : null;
    deck.current?.ambient(src, { loop: settings.loop, fadeMs: settings.fadeMs, level: musicLevel(settings.volume, volumesRef.current) });
  }, []);

  /** Only from a click or key press: that gesture is what lets the browser start the audio. */
  const enable = useCallback(() => {
    const current = board.current;
    if (!current) return;
    current.unlock();
    enabledRef.current = true;
    setEnabled(true);
    apply();
    // The context may start suspended and only report it after a moment.
    setTimeout(() => setBlocked(current.blocked), 300);
  }, [apply]);

  const setVolumes = useCallback((next: Volumes) => {
    setVolumesState(next);
    volumesRef.current = next;
    storeVolumes(next);
    board.current?.setVolumes(next);
    deck.current?.level(musicLevel((scene.current?.settings ?? DEFAULT_GAME_SOUND).volume, next));
  }, []);

  const play = useCallback((effect: SoundEffect) => board.current?.play(effect), []);

  /** A creator's recording for a moment of the game. */
  const cue = useCallback((src: string) => {
    if (enabledRef.current) deck.current?.effect(src, effectLevel(volumesRef.current));
  }, []);

  /** The ambient of the place the player is in; null while the game is paused or over. */
  const ambient = useCallback(
    (plan: AmbientPlan | null, settings: GameSoundSettings | undefined) => {
      scene.current = plan ? { plan, settings } : null;
      apply();
    },
    [apply],
  );

  return { enabled, blocked, volumes, enable, setVolumes, play, cue, ambient };
}

export type SoundControls = ReturnType<typeof useSound>;
