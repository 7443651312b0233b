import { useLayoutEffect, useRef, type PointerEvent, type ReactNode, type RefObject } from "react";
import { HotspotButton, type HotspotEditing, type PanoramaHotspot } from "./hotspot-button";
import { imageFraction } from "./projection";

/**
 * The 360 scene without WebGL: the whole equirectangular picture at the frame's height, scrolled
 * sideways, hotspots placed with the same yaw/pitch mapping as the 3D view. Focusing a hotspot scrolls
 * it into view by itself. When the picture cannot be loaded at all (`broken`), the hotspots stay in
 * place, so the game can still be played.
 */
export function FlatPanorama<H extends { id: string; yaw: number; pitch: number } = PanoramaHotspot>({
  src,
  initialYaw,
  hotspots,
  broken,
  scrollerRef,
  nameOf,
  onTarget,
  onImageError,
  editingOf,
  overlay,
}: {
  src: string;
  initialYaw: number;
  hotspots: readonly H[];
  broken: boolean;
  scrollerRef: RefObject<HTMLDivElement>;
  nameOf: (hotspot: H) => string;
  onTarget: (id: string) => void;
  onImageError: () => void;
  // The studio's 360 editor: what each hotspot's button adds there (see HotspotButton).
  editingOf?: (hotspot: H) => HotspotEditing;
  // The studio's: drawn over the picture, scrolled with it (the other editors' pointers).
  overlay?: ReactNode;
}) {
  const drag = useRef<{ x: number } | null>(null);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollLeft = imageFraction(initialYaw, 0).x * scroller.scrollWidth - scroller.clientWidth / 2;
  }, [initialYaw, scrollerRef]);

  // Touch scrolls natively; a mouse drags the picture along, as it does in the 3D view.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "touch" || event.button !== 0) return;
    drag.current = { x: event.clientX };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    event.currentTarget.scrollLeft -= event.clientX - drag.current.x;
    drag.current = { x: event.clientX };
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div
      ref={scrollerRef}
      className="pano-flat"
      data-broken={broken ? "" : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <div className="pano-flat-picture">
        {broken ? null : <img src={src} alt="" aria-hidden="true" draggable={false} onError={onImageError} />}
        {hotspots.map((hotspot) => {
          const at = imageFraction(hotspot.yaw, hotspot.pitch);
          return (
            <HotspotButton
              key={hotspot.id}
              hotspot={hotspot}
              name={nameOf(hotspot)}
              style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
              labelAlign={at.x < 0.1 ? "start" : at.x > 0.9 ? "end" : "center"}
              onTarget={onTarget}
              editing={editingOf?.(hotspot)}
            />
          );
        })}
        {overlay}
      </div>
    </div>
  );
}
