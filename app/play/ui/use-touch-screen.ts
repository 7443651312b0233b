import { useSyncExternalStore } from "react";

/**
 * Whether the player's main pointer is a finger (a phone, a tablet): then help speaks of dragging and
 * tapping, not of arrow keys nor clicks. A laptop with a touch screen still has a mouse and a keyboard,
 * so only "no hover and a coarse pointer" counts. The server, which cannot know, renders the keyboard
 * and mouse help; the browser switches after hydration without a mismatch.
 */
const TOUCH_SCREEN = "(hover: none) and (pointer: coarse)";

const query = () => (typeof window === "undefined" || !window.matchMedia ? null : window.matchMedia(TOUCH_SCREEN));

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
