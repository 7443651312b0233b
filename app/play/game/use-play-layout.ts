import { useEffect, type RefObject } from "react";

type PlayLayout = {
  paused: boolean;
  bodyRef: RefObject<HTMLElement>;
  gameRef: RefObject<HTMLElement>;
  dockRef: RefObject<HTMLElement>;
};

/** What the game screen's layout does beyond CSS: the pause takes the game out of reach; the phone dock keeps its room. */
export function usePlayLayout({ paused, bodyRef, gameRef, dockRef }: PlayLayout) {
  // While paused the game is out of reach, not only behind a dialog: a team member without the
  // dialog cannot read on or click either, and the blurred scene gives no free thinking time.
  useEffect(() => {
    if (bodyRef.current) bodyRef.current.inert = paused;
  }, [paused, bodyRef]);

  // The inventory docked at the bottom of a phone's screen covers the bottom of the page: the page
  // keeps that much room below, so its last lines can still be scrolled into view.
  useEffect(() => {
    const dock = dockRef.current;
    const game = gameRef.current;
    if (!dock || !game) return;
    const observer = new ResizeObserver(() => {
      const docked = getComputedStyle(dock).position === "fixed";
      game.style.setProperty("--play-dock-height", docked ? `${Math.ceil(dock.getBoundingClientRect().height)}px` : "0px");
    });
    observer.observe(dock);
    return () => observer.disconnect();
  }, [dockRef, gameRef]);
}
