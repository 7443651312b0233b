import type { CSSProperties, FocusEvent, Ref } from "react";
import type { PanoramaSceneView } from "../types";

export type PanoramaHotspot = PanoramaSceneView["hotspots"][number];

/**
 * One hotspot of a 360 scene: a real button with a pulsing ring, its name shown on hover and focus.
 * The 3D view moves it with a transform every frame; the flat view places it with `style`.
 */
export function HotspotButton({
  hotspot,
  name,
  buttonRef,
  style,
  placedLater = false,
  labelAlign,
  onTarget,
  onKeyboardFocus,
}: {
  hotspot: PanoramaHotspot;
  name: string;
  buttonRef?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
  // Positioned by the 3D view after mount: out of sight until its first frame says where it is.
  placedLater?: boolean;
  // Where the name sits under the marker; the 3D view sets it as the marker moves.
  labelAlign?: "start" | "center" | "end";
  onTarget: (id: string) => void;
  onKeyboardFocus?: (hotspot: PanoramaHotspot) => void;
}) {
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // A mouse click focuses the button too; only keyboard focus should turn the view towards it.
    if (event.currentTarget.matches(":focus-visible")) onKeyboardFocus?.(hotspot);
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className="pano-hotspot"
      data-target-id={hotspot.id}
      data-label-side={hotspot.pitch < -45 ? "above" : "below"}
      style={style}
      data-out-of-sight={placedLater ? "" : undefined}
      data-label-align={labelAlign}
      onClick={() => onTarget(hotspot.id)}
      onFocus={onFocus}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <span className="pano-marker" aria-hidden="true" />
      <span className="pano-label">{name}</span>
    </button>
  );
}
