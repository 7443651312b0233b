import type { Angles } from "./geometry";

/**
 * Where the workspace's 360 view looks, shared with the inspector's forms ("Look at this hotspot",
 * "Use the current view"), which the shell mounts apart from the workspace. The view reports itself
 * at every frame without re-rendering anything; the forms read it when a button is pressed.
 */
type Turner = (to: Angles) => void;

let shown: { sceneId: string; view: Angles } | null = null;
let turner: { sceneId: string; turn: Turner } | null = null;

export const panoramaView = {
  /** The direction the workspace shows for `sceneId`, or null when that scene is not on screen. */
  current(sceneId: string): Angles | null {
    return shown && shown.sceneId === sceneId ? { ...shown.view } : null;
  },
  report(sceneId: string, view: Angles): void {
    shown = { sceneId, view: { yaw: view.yaw, pitch: view.pitch } };
  },
  /** The workspace's view of `sceneId` offers to turn; the returned function withdraws the offer. */
  attach(sceneId: string, turn: Turner): () => void {
    const mine = { sceneId, turn };
    turner = mine;
    return () => {
      if (turner === mine) turner = null;
      if (shown?.sceneId === sceneId) shown = null;
    };
  },
  /** Turns the view of `sceneId` towards `to`; false when that scene is not shown. */
  lookAt(sceneId: string, to: Angles): boolean {
    if (!turner || turner.sceneId !== sceneId) return false;
    turner.turn(to);
    return true;
  },
};
