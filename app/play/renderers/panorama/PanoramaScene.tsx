import "../renderers.css";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { targetVisible } from "~/engine/conditions";
import { useTouchScreen } from "../../ui/use-touch-screen";
import { drawingSize, LAYER_STYLE } from "../canvas-box";
import type { PanoramaSceneView, SceneRendererProps } from "../types";
import { FlatPanorama } from "./flat-panorama";
import { HotspotButton, type PanoramaHotspot } from "./hotspot-button";
import { DEFAULT_FOV, projectToScreen, type View } from "./projection";
import { createPanoramaView, PanoramaLoadError, type PanoramaView } from "./three-view";
import { ViewController } from "./view-controller";
import { keysTurnView, turnForKey, type Turn } from "./turns";
import { ViewControls } from "./view-controls";

// Layout effects only mean something in a browser; React 18 warns when one meets server rendering.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A 360 scene: the panorama around the player, looked at by dragging, with the arrow keys (wherever
 * the player is not typing, in a dialog or in the side panels), or with buttons. Hotspots are DOM buttons kept over their spot by projecting their
 * (yaw, pitch) at every drawn frame; one that is out of sight stays in the Tab order, and focusing it
 * turns the view until it is in sight (WCAG 2.4.11, focus not obscured). Without WebGL the scene falls
 * back to a flat, scrollable picture with the same buttons.
 */
type Mode = "loading" | "webgl" | "flat" | "broken";

// Half a marker: an out-of-sight hotspot is parked inside the frame, so focusing it never scrolls the page.
const MARKER_RADIUS = 22;
// Half the widest name shown under a marker, in pixels.
const LABEL_ROOM = 150;
// A hotspot closer than this to an edge (as a fraction of the view) is turned towards when focused,
// so its focus ring is not cut by the frame.
const COMFORT = 0.1;

// A new scene starts from nothing: no picture, hover or focus carried over from the last one, and
// the renderer of the last one torn down before the next is built.
export default function PanoramaScene(props: SceneRendererProps<PanoramaSceneView>) {
  return <PanoramaSceneContent key={props.scene.id} {...props} />;
}

function PanoramaSceneContent({ scene, state, onTarget, labels }: SceneRendererProps<PanoramaSceneView>) {
  const hotspots = useMemo(() => scene.hotspots.filter((hotspot) => targetVisible(hotspot, state)), [scene.hotspots, state]);
  const initialYaw = scene.initialYaw ?? 0;
  const viewportRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hotspotsRef = useRef(hotspots);
  const controllerRef = useRef<ViewController | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [mode, setMode] = useState<Mode>("loading");
  const [dragging, setDragging] = useState(false);
  const touchScreen = useTouchScreen();
  const descriptionId = useId();
  const hintId = useId();
  hotspotsRef.current = hotspots;

  const placeHotspots = useCallback((view: View) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const width = viewport.clientWidth;
    const height = viewport.clientHeight;
    for (const hotspot of hotspotsRef.current) {
      const button = buttons.current.get(hotspot.id);
      if (!button) continue;
      const point = projectToScreen(hotspot.yaw, hotspot.pitch, view, width, height);
      const seen = point.inFront && point.inView;
      const x = seen ? point.x : clamp(point.x, MARKER_RADIUS, width - MARKER_RADIUS);
      const y = seen ? point.y : clamp(point.y, MARKER_RADIUS, height - MARKER_RADIUS);
      button.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
      button.toggleAttribute("data-out-of-sight", !seen);
      // Near an edge the name would be cut by the frame: align it to the marker's inner side instead.
      button.dataset.labelAlign = x < LABEL_ROOM ? "start" : x > width - LABEL_ROOM ? "end" : "center";
    }
  }, []);

  useEffect(() => {
    const layer = layerRef.current;
    const viewport = viewportRef.current;
    if (!layer || !viewport) return;
    let disposed = false;
    let panorama: PanoramaView | null = null;
    const controller = new ViewController({ yaw: initialYaw, pitch: 0, fov: DEFAULT_FOV }, (view) => {
      panorama?.render(view);
      placeHotspots(view);
    });
    controllerRef.current = controller;
    setMode("loading");
    // The viewport's size never depends on the canvas (out of the flow, see canvas-box.ts), and the drawing
    // is capped at the window's size: a resize cannot feed back into the box it was measured from.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = drawingSize(entry.contentRect.width, entry.contentRect.height);
      panorama?.resize(width, height);
      controller.setHeight(height);
    });
    const initial = drawingSize(viewport.clientWidth, viewport.clientHeight);
    createPanoramaView(layer, scene.panorama, initial.width, initial.height).then(
      (created) => {
        if (disposed) return created.destroy();
        panorama = created;
        observer.observe(viewport);
        setMode("webgl");
      },
      (error: unknown) => {
        if (!disposed) setMode(error instanceof PanoramaLoadError ? "broken" : "flat");
      }
    );
    return () => {
      disposed = true;
      observer.disconnect();
      controller.stop();
      controllerRef.current = null;
      panorama?.destroy();
    };
  }, [scene.panorama, initialYaw, placeHotspots]);

  // New or vanished hotspots need placing without waiting for the view to move.
  useEffect(() => {
    controllerRef.current?.request();
  }, [hotspots, mode]);

  // A hotspot that disappears while focused (its object was taken) would drop focus to the page's
  // start: bring it back to the scene. `holdsFocus` follows focus entering and leaving the scene.
  const frameRef = useRef<HTMLDivElement>(null);
  const holdsFocus = useRef(false);
  useClientLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (holdsFocus.current && lost) frameRef.current?.focus({ preventScroll: true });
  }, [hotspots]);
  const onFocus = () => {
    holdsFocus.current = true;
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !frameRef.current?.contains(next)) holdsFocus.current = false;
  };

  const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  // `smooth` is for single presses of a button; held keys repeat fast enough to look smooth on their
  // own, and a smooth scroll restarted at every repeat would never get anywhere in the flat view.
  const turn = (by: Turn, smooth: boolean) => {
    const animate = smooth && !reducedMotion();
    if (mode === "webgl") return controllerRef.current?.turnBy(by.yaw, by.pitch, by.fov, !reducedMotion());
    const scroller = scrollerRef.current;
    if (scroller && by.yaw) scroller.scrollBy({ left: (by.yaw / 360) * scroller.scrollWidth, behavior: animate ? "smooth" : "auto" });
  };

  // The game opens with the focus on the stage around the scene, not on the scene: arrow keys are
  // listened to on the document so they turn the view at once, without a Tab to the viewer first.
  const turnRef = useRef(turn);
  turnRef.current = turn;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const by = turnForKey(event.key);
      if (!by || !keysTurnView(event.target, frameRef.current)) return;
      event.preventDefault();
      turnRef.current(by, false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const revealHotspot = (hotspot: PanoramaHotspot) => {
    const controller = controllerRef.current;
    const viewport = viewportRef.current;
    if (!controller || !viewport || mode !== "webgl") return;
    const width = viewport.clientWidth;
    const height = viewport.clientHeight;
    const point = projectToScreen(hotspot.yaw, hotspot.pitch, controller.view, width, height);
    const comfortable =
      point.inFront &&
      point.x > width * COMFORT &&
      point.x < width * (1 - COMFORT) &&
      point.y > height * COMFORT &&
      point.y < height * (1 - COMFORT);
    if (!comfortable) controller.turnTo({ yaw: hotspot.yaw, pitch: hotspot.pitch }, !reducedMotion());
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    controllerRef.current?.dragBy(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const nameOf = (hotspot: PanoramaHotspot) => labels.targetLabel(hotspot.label);
  const flat = mode === "flat" || mode === "broken";
  const described = scene.description && !labels.sceneLabel.includes(scene.description);

  return (
    <div
      ref={frameRef}
      className="scene-panorama"
      role="group"
      aria-label={labels.sceneLabel}
      aria-describedby={described ? `${descriptionId} ${hintId}` : hintId}
      tabIndex={0}
      data-mode={mode}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {described ? (
        <p id={descriptionId} className="visually-hidden">
          {scene.description}
        </p>
      ) : null}
      {/* Its shape and the viewport's place are set here, not only by the stylesheet: the canvas is drawn at the viewport's size. */}
      <div className="pano-stage" style={STAGE_STYLE}>
        {flat ? (
          <FlatPanorama
            src={scene.panorama}
            initialYaw={initialYaw}
            hotspots={hotspots}
            broken={mode === "broken"}
            scrollerRef={scrollerRef}
            nameOf={nameOf}
            onTarget={onTarget}
            onImageError={() => setMode("broken")}
          />
        ) : null}
        {/* Kept mounted in flat mode too: the next scene tries WebGL again from its canvas host. */}
        <div
          ref={viewportRef}
          className="pano-viewport"
          style={LAYER_STYLE}
          hidden={flat}
          data-dragging={dragging ? "" : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onLostPointerCapture={endDrag}
        >
          <div ref={layerRef} className="scene-layer" style={LAYER_STYLE} aria-hidden="true" />
          {mode === "webgl"
            ? hotspots.map((hotspot) => (
                <HotspotButton
                  key={hotspot.id}
                  hotspot={hotspot}
                  name={nameOf(hotspot)}
                  placedLater
                  buttonRef={(button) => {
                    if (button) buttons.current.set(hotspot.id, button);
                    else buttons.current.delete(hotspot.id);
                  }}
                  onTarget={onTarget}
                  onKeyboardFocus={revealHotspot}
                />
              ))
            : null}
          {mode === "loading" ? (
            <p className="scene-status" role="status">
              {labels.loading}
            </p>
          ) : null}
        </div>
      </div>
      <div className="pano-bar">
        <p id={hintId} className="pano-hint">
          {touchScreen ? labels.lookAround.touch : labels.lookAround.pointer}
        </p>
        {mode === "loading" ? null : <ViewControls labels={labels.viewControls} flat={flat} onTurn={(by) => turn(by, true)} />}
      </div>
    </div>
  );
}

const STAGE_STYLE = { position: "relative", aspectRatio: "16 / 9" } as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
