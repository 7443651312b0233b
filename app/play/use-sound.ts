import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_VOLUMES, readVolumes, storeVolumes } from "./options";
import { SoundBoard, type SoundEffect, type Volumes } from "./sound";

/**
 * The player's sound: off until the consent click turns it on, volumes from this device's options,
 * and whether the browser still holds the audio back (then the sound-on prompt shows).
 */
export function useSound() {
  const board = useRef<SoundBoard | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [volumes, setVolumesState] = useState<Volumes>(DEFAULT_VOLUMES);

  useEffect(() => {
    const stored = readVolumes();
    setVolumesState(stored);
    const created = new SoundBoard(stored);
    board.current = created;
    const off = created.onChange(() => setBlocked(created.blocked));
    return () => {
      off();
      created.dispose();
      board.current = null;
    };
  }, []);

  /** Only from a click or key press: that gesture is what lets the browser start the audio. */
  const enable = useCallback(() => {
    const current = board.current;
    if (!current) return;
    current.unlock();
    setEnabled(true);
    // The context may start suspended and only report it after a moment.
    setTimeout(() => setBlocked(current.blocked), 300);
  }, []);

  const setVolumes = useCallback((next: Volumes) => {
    setVolumesState(next);
    storeVolumes(next);
    board.current?.setVolumes(next);
  }, []);

  const play = useCallback((effect: SoundEffect) => board.current?.play(effect), []);

  const music = useCallback((on: boolean) => {
    if (on) board.current?.startMusic();
    else board.current?.stopMusic();
  }, []);

  return { enabled, blocked, volumes, enable, setVolumes, play, music };
}

export type SoundControls = ReturnType<typeof useSound>;
