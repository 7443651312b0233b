import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { DEFAULT_FOV, imageFraction, projectToScreen, type View } from "~/play/renderers/panorama/projection";
import { createPanoramaView, PanoramaLoadError, type PanoramaView } from "~/play/renderers/panorama/three-view";
import { keysTurnView, turnForKey, type Turn } from "~/play/renderers/panorama/turns";
import { ViewController } from "~/play/renderers/panorama/view-controller";
import { imageFractionToYawPitch, screenToYawPitch, type Angles } from "./geometry";
import { panoramaView } from "./view-store";

export type ViewMode = "loading" | "webgl" | "flat" | "broken";

// A hotspot closer than this to an edge (a fraction of the view) is turned towards, as in the player.
const COMFORT = 0.1;

const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The player's 360 view (three.js, loaded lazily, or the flat picture without WebGL), driven for the
 * editor: it tells the shared view store where it looks, turns when a form asks, turns with the arrow
 * keys like the player's, and converts a pointer position into the yaw and pitch under it.
 */
export function usePanoramaView({ sceneId, panorama, initialYaw, frameRef, viewportRef, layerRef, scrollerRef, onDraw }: {
  sceneId: string;
  panorama: string;
  initialYaw: number;
  frameRef: RefObject<HTMLElement>;
  viewportRef: RefObject<HTMLDivElement>;
  layerRef: RefObject<HTMLDivElement>;
  scrollerRef: RefObject<HTMLDivElement>;
  onDraw: (view: View, width: number, height: number) => void;
}) {
  const [mode, setMode] = useState<ViewMode>("loading");
  const controllerRef = useRef<ViewController | null>(null);
  const drawRef = useRef(onDraw);
  drawRef.current = onDraw;
  const modeRef = useRef(mode);
  modeRef.current = mode;

  useEffect(() => {
    const layer = layerRef.current;
    const viewport = viewportRef.current;
    if (!layer || !viewport) return;
    let disposed = false;
    let view3d: PanoramaView | null = null;
    const controller = new ViewController({ yaw: initialYaw, pitch: 0, fov: DEFAULT_FOV }, (view) => {
      view3d?.render(view);
      panoramaView.report(sceneId, view);
      drawRef.current(view, viewport.clientWidth, viewport.clientHeight);
    });
    controllerRef.current = controller;
    panoramaView.report(sceneId, controller.view);
    setMode("loading");
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      view3d?.resize(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
      controller.setHeight(entry.contentRect.height);
    });
    createPanoramaView(layer, panorama, viewport.clientWidth, viewport.clientHeight).then(
      (created) => {
        if (disposed) return created.destroy();
        view3d = created;
        observer.observe(viewport);
        setMode("webgl");
      },
      (error: unknown) => {
        if (!disposed) setMode(error instanceof PanoramaLoadError ? "broken" : "flat");
      }
    );
    const detach = panoramaView.attach(sceneId, (to) => turnToRef.current(to));
    return () => {
      disposed = true;
      detach();
      observer.disconnect();
      controller.stop();
      controllerRef.current = null;
      view3d?.destroy();
    };
    // The initial direction is read once per picture: editing it must not jump the view about.
  }, [sceneId, panorama, layerRef, viewportRef]);

  const flatYaw = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || scroller.scrollWidth === 0) return 0;
    return imageFractionToYawPitch((scroller.scrollLeft + scroller.clientWidth / 2) / scroller.scrollWidth, 0.5).yaw;
  }, [scrollerRef]);

  const turn = useCallback((by: Turn, smooth: boolean) => {
    if (modeRef.current === "webgl") return controllerRef.current?.turnBy(by.yaw, by.pitch, by.fov, smooth && !reducedMotion());
    const scroller = scrollerRef.current;
    if (scroller && by.yaw) scroller.scrollBy({ left: (by.yaw / 360) * scroller.scrollWidth, behavior: smooth && !reducedMotion() ? "smooth" : "auto" });
  }, [scrollerRef]);

  /** Turns towards `to` unless it is already comfortably in sight (always, with `force`). */
  const turnTo = useCallback((to: Angles, force = true) => {
    const controller = controllerRef.current;
    const viewport = viewportRef.current;
    if (modeRef.current !== "webgl") {
      const scroller = scrollerRef.current;
      if (scroller) scroller.scrollLeft = imageFraction(to.yaw, 0).x * scroller.scrollWidth - scroller.clientWidth / 2;
      return;
    }
    if (!controller || !viewport) return;
    const { clientWidth: width, clientHeight: height } = viewport;
    const point = projectToScreen(to.yaw, to.pitch, controller.view, width, height);
    const comfortable = point.inFront && point.x > width * COMFORT && point.x < width * (1 - COMFORT) && point.y > height * COMFORT && point.y < height * (1 - COMFORT);
    if (force || !comfortable) controller.turnTo({ yaw: to.yaw, pitch: to.pitch }, !reducedMotion());
  }, [scrollerRef, viewportRef]);
  const turnToRef = useRef(turnTo);
  turnToRef.current = turnTo;

  // Arrow keys turn the view wherever the focus is in the workspace, as in the player; a focused
  // hotspot takes them first (to move itself) and marks them handled.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const by = turnForKey(event.key);
      if (!by || !keysTurnView(event.target, frameRef.current)) return;
      event.preventDefault();
      turn(by, false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [frameRef, turn]);

  /** Where the view looks now (the centre of the screen). */
  const centre = useCallback((): Angles => {
    if (modeRef.current === "webgl" && controllerRef.current) return { yaw: controllerRef.current.view.yaw, pitch: controllerRef.current.view.pitch };
    return { yaw: flatYaw(), pitch: 0 };
  }, [flatYaw]);

  /** The yaw and pitch under a pointer at (clientX, clientY), or null outside the picture. */
  const anglesAt = useCallback((clientX: number, clientY: number): Angles | null => {
    if (modeRef.current === "webgl") {
      const viewport = viewportRef.current;
      const controller = controllerRef.current;
      if (!viewport || !controller) return null;
      const box = viewport.getBoundingClientRect();
      return screenToYawPitch(clientX - box.left, clientY - box.top, controller.view, box.width, box.height);
    }
    const picture = scrollerRef.current?.firstElementChild;
    if (!picture) return null;
    const box = picture.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    return imageFractionToYawPitch((clientX - box.left) / box.width, (clientY - box.top) / box.height);
  }, [scrollerRef, viewportRef]);

  // The flat picture looks where it is scrolled to.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if ((mode !== "flat" && mode !== "broken") || !scroller) return;
    const report = () => panoramaView.report(sceneId, { yaw: flatYaw(), pitch: 0 });
    report();
    scroller.addEventListener("scroll", report, { passive: true });
    return () => scroller.removeEventListener("scroll", report);
  }, [mode, sceneId, flatYaw, scrollerRef]);

  const redraw = useCallback(() => controllerRef.current?.request(), []);
  const drag = useCallback((dx: number, dy: number) => controllerRef.current?.dragBy(dx, dy), []);

  return { mode, setMode, turn, turnTo, centre, anglesAt, redraw, drag };
}
