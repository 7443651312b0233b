import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Shape } from "~/engine";
import { boundsOf, fitShape, movePoint, moveShape, pixelToFraction, rectFromDrag, resizeRect, type Handle, type Point, type Rect } from "./geometry";

/**
 * Pointer drags on the picture: moving a zone, resizing it by a handle, drawing a new one on empty
 * picture. The shape in progress lives here only (the preview); the shared draft is written once, when
 * the pointer is let go, so a drag is one change for the other editors and one step to undo.
 */

type Drag =
  | { kind: "move"; zoneId: string; start: Point; shape: Shape; travelled: boolean }
  | { kind: "resize"; zoneId: string; handle: Handle; start: Point; shape: Shape }
  | { kind: "point"; zoneId: string; index: number; shape: Shape }
  | { kind: "draw"; start: Point };

export type Preview = { kind: "shape"; zoneId: string; shape: Shape } | { kind: "draw"; rect: Rect | null } | null;

// Below this many CSS pixels a press on a zone is a click, not a move.
const CLICK_SLOP_PX = 4;

export function useZoneDrag({ shapeOf, onSelect, onRelease, onShape, onDrawn, onEmptyClick }: {
  shapeOf: (zoneId: string) => Shape | undefined;
  onSelect: (zoneId: string) => void;
  // A zone let go of (clicked, moved or resized): the keyboard carries on from it.
  onRelease: (zoneId: string) => void;
  onShape: (zoneId: string, shape: Shape) => void;
  onDrawn: (rect: Rect) => void;
  onEmptyClick: () => void;
}) {
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<Preview>(null);

  const pointOf = (event: ReactPointerEvent<HTMLElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return pixelToFraction({ x: box.left, y: box.top, width: box.width, height: box.height }, event.clientX, event.clientY);
  };

  const cancel = useCallback(() => {
    drag.current = null;
    setPreview(null);
  }, []);

  // Escape drops a drag in progress: the zone goes back where it was.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && drag.current) cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [cancel]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || drag.current) return;
    const target = event.target as HTMLElement;
    const handle = target.closest<HTMLElement>("[data-handle]");
    const vertex = target.closest<HTMLElement>("[data-point]");
    const zone = target.closest<HTMLElement>("[data-zone-id]");
    const start = pointOf(event);
    const zoneId = zone?.dataset.zoneId;
    const shape = zoneId ? shapeOf(zoneId) : undefined;
    if (zoneId && shape && vertex) drag.current = { kind: "point", zoneId, index: Number(vertex.dataset.point), shape };
    else if (zoneId && shape && handle) drag.current = { kind: "resize", zoneId, handle: handle.dataset.handle as Handle, start, shape };
    else if (zoneId && shape) drag.current = { kind: "move", zoneId, start, shape, travelled: false };
    else drag.current = { kind: "draw", start };
    if (zoneId) onSelect(zoneId);
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const point = pointOf(event);
    if (current.kind === "draw") return setPreview({ kind: "draw", rect: rectFromDrag(current.start, point) });
    if (current.kind === "point") return setPreview({ kind: "shape", zoneId: current.zoneId, shape: movePoint(current.shape, current.index, point.x, point.y) });
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.kind === "resize") {
      return setPreview({ kind: "shape", zoneId: current.zoneId, shape: fitShape(current.shape, resizeRect(boundsOf(current.shape), current.handle, dx, dy)) });
    }
    const box = event.currentTarget.getBoundingClientRect();
    if (!current.travelled && Math.hypot(dx * box.width, dy * box.height) < CLICK_SLOP_PX) return;
    current.travelled = true;
    setPreview({ kind: "shape", zoneId: current.zoneId, shape: moveShape(current.shape, dx, dy) });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setPreview(null);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    const point = pointOf(event);
    if (current.kind === "draw") {
      const rect = rectFromDrag(current.start, point);
      return rect ? onDrawn(rect) : onEmptyClick();
    }
    if (current.kind === "point") {
      onShape(current.zoneId, movePoint(current.shape, current.index, point.x, point.y));
      return onRelease(current.zoneId);
    }
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.kind === "resize") onShape(current.zoneId, fitShape(current.shape, resizeRect(boundsOf(current.shape), current.handle, dx, dy)));
    else if (current.travelled) onShape(current.zoneId, moveShape(current.shape, dx, dy));
    onRelease(current.zoneId);
  };

  return { preview, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancel, onLostPointerCapture: () => drag.current && cancel() } };
}
