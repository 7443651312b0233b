import "../renderers.css";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { targetVisible } from "~/engine/conditions";
import { assetUrl } from "../../format";
import { drawingSize, LAYER_STYLE } from "../canvas-box";
import type { InterfaceSceneView, SceneRendererProps } from "../types";
import { zoneCursorCss } from "./cursors";
import { containRect, pictureFraction, shapeBounds, zoneAt, zoneNear, type Size } from "./geometry";
import { createZoneStage, type LyingObject, type ZoneStage } from "./pixi-stage";


// Layout effects only mean something in a browser; React 18 warns when one meets server rendering.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * An Interface scene: a picture with clickable zones. pixi draws the picture and the glow; over it, a
 * layer of real buttons (one per visible zone, in zone order) carries the keyboard and screen readers.
 * Pointer clicks are matched against the zones' exact shapes here, so the same code serves the pixi
 * view and the plain <img> used when no renderer starts. "pixi" and "image" differ only in who draws.
 */
type Mode = "loading" | "pixi" | "image" | "broken";

// When the picture cannot be loaded at all, its buttons are laid out on a frame of this shape.
const FALLBACK_SIZE: Size = { width: 16, height: 10 };
// The smallest target a finger is given, in CSS px (WCAG 2.5.8 asks 24; 44 is the comfortable size).
const TOUCH_TARGET_PX = 44;

// A new scene starts from nothing: no picture, hover or focus carried over from the last one, and
// the renderer of the last one torn down before the next is built.
export default function InterfaceScene(props: SceneRendererProps<InterfaceSceneView>) {
  return <InterfaceSceneContent key={props.scene.id} {...props} />;
}

function InterfaceSceneContent({ view, scene, state, onTarget, labels }: SceneRendererProps<InterfaceSceneView>) {
  const zones = useMemo(() => scene.zones.filter((zone) => targetVisible(zone, state)), [scene.zones, state]);
  // Objects lying here are drawn over the picture from their own image, so taking one takes it out
  // of the scene for everyone whose state says it was collected.
  const lying = useMemo<LyingObject[]>(
    () =>
      zones.flatMap((zone) => {
        const object = zone.objectId && !state.collected.includes(zone.objectId) ? view.objects.find((candidate) => candidate.id === zone.objectId) : undefined;
        return object ? [{ id: object.id, url: assetUrl(object.image), bounds: shapeBounds(zone.shape) }] : [];
      }),
    [zones, state.collected, view.objects],
  );
  const lastPointer = useRef<string>("mouse");
  const frameRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<ZoneStage | null>(null);
  const boxRef = useRef<Size | null>(null);
  const [box, setBox] = useState<Size | null>(null);
  const [imageSize, setImageSize] = useState<Size | null>(null);
  const [mode, setMode] = useState<Mode>("loading");
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const descriptionId = useId();

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // The frame's size never depends on the canvas (it is out of the flow, see canvas-box.ts): measuring
    // it cannot feed back into itself, and the drawing is capped at the window's size all the same.
    const measure = (width: number, height: number) => {
      const next = drawingSize(width, height);
      boxRef.current = next;
      setBox((previous) => (previous && previous.width === next.width && previous.height === next.height ? previous : next));
    };
    measure(frame.clientWidth, frame.clientHeight);
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width, entry.contentRect.height));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    let disposed = false;
    setMode("loading");
    setImageSize(null);
    createZoneStage(layer, scene.image, boxRef.current ?? { width: layer.clientWidth, height: layer.clientHeight }).then(
      (stage) => {
        if (disposed) return stage.destroy();
        stageRef.current = stage;
        if (boxRef.current) stage.resize(boxRef.current);
        setImageSize(stage.imageSize);
        setMode("pixi");
      },
      () => {
        // No renderer, or pixi could not decode the picture: the browser may still show it itself, and
        // if it cannot either, the <img> reports it and the zones are shown without a picture.
        if (!disposed) setMode("image");
      }
    );
    return () => {
      disposed = true;
      stageRef.current?.destroy();
      stageRef.current = null;
    };
  }, [scene.image]);

  useEffect(() => {
    if (box) stageRef.current?.resize(box);
  }, [box]);

  useEffect(() => {
    if (mode === "pixi") stageRef.current?.lying(lying);
  }, [lying, mode]);

  const active = useMemo(() => zones.filter((zone) => zone.id === hovered || zone.id === focused), [zones, hovered, focused]);
  useEffect(() => {
    stageRef.current?.highlight(active.map((zone) => zone.shape));
  }, [active, mode]);

  // A zone that disappears while focused (its object was taken) would drop focus to the page's start:
  // keep it in the scene. Browsers differ on firing blur for a removed element, so the last zone that
  // had focus is remembered apart from the `focused` state.
  const lastFocused = useRef<string | null>(null);
  useClientLayoutEffect(() => {
    const gone = (id: string | null) => id !== null && !zones.some((zone) => zone.id === id);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (gone(lastFocused.current) && lost) frameRef.current?.focus({ preventScroll: true });
    if (gone(lastFocused.current)) lastFocused.current = null;
    if (gone(focused)) setFocused(null);
    if (gone(hovered)) setHovered(null);
  }, [zones, focused, hovered]);

  const laidOut = mode === "broken" ? FALLBACK_SIZE : imageSize;
  const picture = box && laidOut ? containRect(box, laidOut) : null;

  const zoneUnder = (event: PointerEvent | MouseEvent) => {
    const frame = frameRef.current;
    if (!frame || !picture) return null;
    const bounds = frame.getBoundingClientRect();
    const point = pictureFraction(picture, event.clientX - bounds.left, event.clientY - bounds.top);
    if (!point) return null;
    if (lastPointer.current === "mouse") return zoneAt(zones, point.x, point.y);
    return zoneNear(zones, point.x, point.y, { width: TOUCH_TARGET_PX / picture.width, height: TOUCH_TARGET_PX / picture.height });
  };

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    const id = zoneUnder(event)?.id ?? null;
    if (id !== hovered) setHovered(id);
  };

  const onFrameClick = (event: MouseEvent) => {
    // Buttons answer for themselves (keyboard, screen readers, and pointer on a picture that failed).
    if ((event.target as HTMLElement).closest("button")) return;
    const zone = zoneUnder(event);
    if (zone) onTarget(zone.id);
  };

  // The scene's name may already carry its description; reading it twice helps nobody.
  const described = scene.description && !labels.sceneLabel.includes(scene.description);
  // The frame matches the pointer against the zones, so it wears the cursor of the zone under it.
  const hoveredZone = hovered ? zones.find((zone) => zone.id === hovered) : undefined;
  // The frame's shape is the picture's, set here rather than left to the stylesheet: the size the canvas is
  // drawn at comes from this frame, so the frame must have a size of its own even without the sheet.
  const frameStyle: CSSProperties = { position: "relative", aspectRatio: laidOut ? `${laidOut.width} / ${laidOut.height}` : "16 / 10" };

  return (
    <div
      ref={frameRef}
      className="scene-frame scene-interface"
      role="group"
      aria-label={labels.sceneLabel}
      aria-describedby={described ? descriptionId : undefined}
      tabIndex={-1}
      data-mode={mode}
      style={{ ...frameStyle, cursor: hoveredZone ? zoneCursorCss(hoveredZone.cursor) : undefined }}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHovered(null)}
      onClick={onFrameClick}
    >
      {described ? (
        <p id={descriptionId} className="visually-hidden">
          {scene.description}
        </p>
      ) : null}
      <div ref={layerRef} className="scene-layer" style={LAYER_STYLE} aria-hidden="true" />
      {mode === "image" ? (
        <img
          className="scene-image"
          src={scene.image}
          alt=""
          aria-hidden="true"
          onLoad={(event) => setImageSize(naturalSize(event.currentTarget))}
          onError={() => setMode("broken")}
        />
      ) : null}
      {mode === "loading" || (mode === "image" && !imageSize) ? (
        <p className="scene-status" role="status">
          {labels.loading}
        </p>
      ) : null}
      {picture ? (
        <div className="scene-picture" style={{ position: "absolute", left: picture.x, top: picture.y, width: picture.width, height: picture.height }}>
          {mode === "pixi"
            ? null
            : lying.map((object) => (
                <img
                  key={object.id}
                  className="scene-object"
                  src={object.url}
                  alt=""
                  aria-hidden="true"
                  data-object-id={object.id}
                  style={{ left: pct(object.bounds.x), top: pct(object.bounds.y), width: pct(object.bounds.width), height: pct(object.bounds.height) }}
                />
              ))}
          {zones.map((zone) => {
            const bounds = shapeBounds(zone.shape);
            return (
              <button
                key={zone.id}
                type="button"
                className="scene-zone"
                data-target-id={zone.id}
                data-active={zone.id === hovered || zone.id === focused ? "" : undefined}
                data-label-side={bounds.y + bounds.height > 0.85 ? "above" : "below"}
                // Only a picture that failed lets the pointer reach the buttons themselves.
                style={{ left: pct(bounds.x), top: pct(bounds.y), width: pct(bounds.width), height: pct(bounds.height), cursor: zoneCursorCss(zone.cursor) }}
                onClick={() => onTarget(zone.id)}
                onFocus={() => {
                  lastFocused.current = zone.id;
                  setFocused(zone.id);
                }}
                onBlur={(event) => {
                  // Focus moved on to something else on purpose: nothing to restore later.
                  if (event.relatedTarget) lastFocused.current = null;
                  setFocused((current) => (current === zone.id ? null : current));
                }}
              >
                <span className="scene-zone-label">{labels.targetLabel(zone.label)}</span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

function pct(fraction: number): string {
  return `${fraction * 100}%`;
}

function naturalSize(image: HTMLImageElement): Size | null {
  return image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null;
}
