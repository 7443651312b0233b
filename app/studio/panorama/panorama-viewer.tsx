import "~/play/renderers/renderers.css";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Hotspot, PanoramaScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { FlatPanorama } from "~/play/renderers/panorama/flat-panorama";
import { HotspotButton, type HotspotEditing } from "~/play/renderers/panorama/hotspot-button";
import { projectToScreen, type View } from "~/play/renderers/panorama/projection";
import { ViewControls } from "~/play/renderers/panorama/view-controls";
import { FlatPanoramaCursors, PanoramaCursors, useSendPointer } from "../coedit/peer-cursors";
import { useReadOnly } from "../coedit/read-only";
import { nudge, nudgeForKey, toHotspotAngles, type Angles } from "./geometry";
import { usePanoramaView } from "./use-panorama-view";

// Half a marker: an out-of-sight hotspot is parked inside the frame, as in the player.
const MARKER_RADIUS = 22;
const LABEL_ROOM = 150;
// Farther than this (in pixels) between press and release, a press on the picture was a look-around drag.
const CLICK_SLOP = 5;

export type ViewerActions = {
  onPlace: (at: Angles) => void;
  onSelect: (hotspotId: string | null) => void;
  onMove: (hotspotId: string, at: Angles) => void;
  onRemove: (hotspotId: string) => void;
};

/**
 * One panorama as the player sees it, with the creator's hotspots over it: each a button (selected
 * one pressed) that arrow keys move, Delete removes, and a pointer drags once selected. In placing
 * mode a click on the picture adds a hotspot there.
 */
export function PanoramaViewer({ scene, selectedId, placing, focusId, onFocused, centreRef, actions }: {
  scene: PanoramaScene;
  selectedId: string | null;
  placing: boolean;
  // A hotspot to focus once it is drawn (the one "Add a hotspot here" just made).
  focusId: string | null;
  onFocused: () => void;
  // Lets the workspace ask where the view looks.
  centreRef: { current: (() => Angles) | null };
  actions: ViewerActions;
}) {
  const { t } = useT();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const peersPlace = useRef<((view: View, width: number, height: number) => void) | null>(null);
  const readOnly = useReadOnly();
  const viewportRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [dragged, setDragged] = useState<{ id: string; at: Angles | null } | null>(null);
  const [looking, setLooking] = useState(false);

  // A hotspot being dragged is drawn where the pointer is; the draft changes once, when it is dropped.
  const hotspots = useMemo(
    () => scene.hotspots.map((hotspot) => (dragged?.at && dragged.id === hotspot.id ? { ...hotspot, ...dragged.at } : hotspot)),
    [scene.hotspots, dragged],
  );
  const hotspotsRef = useRef(hotspots);
  hotspotsRef.current = hotspots;

  const place = useCallback((view: View, width: number, height: number) => {
    for (const hotspot of hotspotsRef.current) {
      const button = buttons.current.get(hotspot.id);
      if (!button) continue;
      const point = projectToScreen(hotspot.yaw, hotspot.pitch, view, width, height);
      const seen = point.inFront && point.inView;
      const x = seen ? point.x : clamp(point.x, MARKER_RADIUS, width - MARKER_RADIUS);
      const y = seen ? point.y : clamp(point.y, MARKER_RADIUS, height - MARKER_RADIUS);
      button.style.transform = `translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0)`;
      button.toggleAttribute("data-out-of-sight", !seen);
      button.dataset.labelAlign = x < LABEL_ROOM ? "start" : x > width - LABEL_ROOM ? "end" : "center";
    }
    peersPlace.current?.(view, width, height);
  }, []);

  const view = usePanoramaView({
    sceneId: scene.id, panorama: scene.panorama, initialYaw: scene.initialYaw ?? 0, frameRef, viewportRef, layerRef, scrollerRef, onDraw: place,
  });
  const { mode, redraw, anglesAt } = view;
  centreRef.current = view.centre;
  // The others see this pointer as the yaw and pitch under it.
  useSendPointer(stageRef, (clientX, clientY) => {
    const at = anglesAt(clientX, clientY);
    return at ? { space: scene.id, x: Math.round(at.yaw * 10) / 10, y: Math.round(at.pitch * 10) / 10 } : null;
  });
  const flat = mode === "flat" || mode === "broken";

  useEffect(redraw, [hotspots, mode, redraw]);

  useEffect(() => {
    if (!focusId) return;
    const button = buttons.current.get(focusId);
    if (!button) return;
    button.focus({ preventScroll: true });
    onFocused();
  });

  const onKeyDown = (hotspot: Hotspot) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const by = nudgeForKey(event.key, event.shiftKey);
    if (by) {
      event.preventDefault();
      const at = nudge(hotspot, by);
      // The inspector follows the hotspot being moved, so its fields show where it is.
      if (hotspot.id !== selectedId) actions.onSelect(hotspot.id);
      actions.onMove(hotspot.id, at);
      view.turnTo(at, false);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      actions.onRemove(hotspot.id);
      frameRef.current?.focus({ preventScroll: true });
    }
  };

  const editingOf = (hotspot: Hotspot): HotspotEditing => (readOnly ? { "aria-pressed": hotspot.id === selectedId } : {
    "aria-pressed": hotspot.id === selectedId,
    onKeyDown: onKeyDown(hotspot),
    onPointerDown: (event) => {
      if (event.button !== 0 || hotspot.id !== selectedId) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragged({ id: hotspot.id, at: null });
    },
    onPointerMove: (event) => {
      if (dragged?.id !== hotspot.id) return;
      const at = anglesAt(event.clientX, event.clientY);
      if (at) setDragged({ id: hotspot.id, at: toHotspotAngles(at) });
    },
    onPointerUp: () => {
      if (dragged?.id === hotspot.id && dragged.at) actions.onMove(hotspot.id, dragged.at);
      setDragged(null);
    },
    onPointerCancel: () => setDragged(null),
  });

  // On the picture: a press that stays put is a click (place a hotspot, or select the scene); one
  // that moves turns the view, as in the player.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    press.current = { x: event.clientX, y: event.clientY, moved: false };
    if (!flat) {
      event.currentTarget.setPointerCapture(event.pointerId);
      setLooking(true);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    if (!start) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP) start.moved = true;
    if (!flat && start.moved) view.drag(event.movementX, event.movementY);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    setLooking(false);
    if (!start || start.moved) return;
    const at = placing ? anglesAt(event.clientX, event.clientY) : null;
    if (at) actions.onPlace(toHotspotAngles(at));
    else if (!placing) actions.onSelect(null);
  };
  const endPress = () => {
    press.current = null;
    setLooking(false);
  };

  const buttonRef = (id: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(id, button);
    else buttons.current.delete(id);
  };
  const pointer = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: endPress };

  return (
    <div ref={frameRef} className="scene-panorama panorama-viewer" role="group" aria-label={scene.name} aria-describedby={hintId} tabIndex={-1} data-mode={mode} data-placing={placing ? "" : undefined}>
      <div ref={stageRef} className="pano-stage">
        {flat ? (
          <div className="panorama-flat-host" {...pointer}>
            <FlatPanorama
              src={scene.panorama}
              initialYaw={scene.initialYaw ?? 0}
              hotspots={hotspots}
              broken={mode === "broken"}
              scrollerRef={scrollerRef}
              nameOf={(hotspot) => hotspot.label || t("studio-panorama.hotspot.unnamed")}
              onTarget={actions.onSelect}
              onImageError={() => view.setMode("broken")}
              editingOf={editingOf}
              overlay={<FlatPanoramaCursors space={scene.id} />}
            />
          </div>
        ) : null}
        <div ref={viewportRef} className="pano-viewport" hidden={flat} data-dragging={looking ? "" : undefined} {...pointer} onLostPointerCapture={endPress}>
          <div ref={layerRef} className="scene-layer" aria-hidden="true" />
          {mode === "webgl"
            ? hotspots.map((hotspot) => (
                <HotspotButton
                  key={hotspot.id}
                  hotspot={hotspot}
                  name={hotspot.label || t("studio-panorama.hotspot.unnamed")}
                  placedLater
                  buttonRef={buttonRef(hotspot.id)}
                  onTarget={actions.onSelect}
                  onKeyboardFocus={(at) => view.turnTo(at, false)}
                  editing={editingOf(hotspot)}
                />
              ))
            : null}
          {mode === "webgl" ? <PanoramaCursors space={scene.id} placeRef={peersPlace} redraw={redraw} /> : null}
          {mode === "loading" ? <p className="scene-status" role="status">{t("studio-panorama.view.loading")}</p> : null}
        </div>
      </div>
      <div className="pano-bar">
        <p id={hintId} className="pano-hint">{placing ? t("studio-panorama.view.placingHint") : t("studio-panorama.view.hint")}</p>
        {mode === "loading" ? null : <ViewControls labels={viewLabels(t)} flat={flat} onTurn={(by) => view.turn(by, true)} />}
      </div>
    </div>
  );
}

function viewLabels(t: (key: string) => string) {
  const key = (name: string) => t(`studio-panorama.view.${name}`);
  return { lookLeft: key("lookLeft"), lookRight: key("lookRight"), lookUp: key("lookUp"), lookDown: key("lookDown"), zoomIn: key("zoomIn"), zoomOut: key("zoomOut") };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
