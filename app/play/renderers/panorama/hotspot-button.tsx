import type { ButtonHTMLAttributes, CSSProperties, FocusEvent, Ref } from "react";
import type { PanoramaSceneView } from "../types";

export type PanoramaHotspot = PanoramaSceneView["hotspots"][number];

// What the studio's 360 editor adds to a hotspot: its selected state, keys that move it, a drag.
export type HotspotEditing = Pick<ButtonHTMLAttributes<HTMLButtonElement>, "aria-pressed" | "onKeyDown" | "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel">;

/**
 * One hotspot of a 360 scene: a real button with a pulsing ring, its name shown on hover and focus.
 * The 3D view moves it with a transform every frame; the flat view places it with `style`. The
 * editor draws the same button over the same view, for the creator's hotspots.
 */
export function HotspotButton<H extends { id: string; pitch: number } = PanoramaHotspot>({
  hotspot,
  name,
  buttonRef,
  style,
  placedLater = false,
  labelAlign,
  onTarget,
  onKeyboardFocus,
  editing,
}: {
  hotspot: H;
  name: string;
  buttonRef?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
  // Positioned by the 3D view after mount: out of sight until its first frame says where it is.
  placedLater?: boolean;
  // Where the name sits under the marker; the 3D view sets it as the marker moves.
  labelAlign?: "start" | "center" | "end";
  onTarget: (id: string) => void;
  onKeyboardFocus?: (hotspot: H) => void;
  editing?: HotspotEditing;
}) {
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // A mouse click focuses the button too; only keyboard focus should turn the view towards it.
    if (event.currentTarget.matches(":focus-visible")) onKeyboardFocus?.(hotspot);
  };
  return (
    <button
      {...editing}
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
      onPointerDown={(event) => {
        // The view under it would start turning: a press on a hotspot is for the hotspot.
        event.stopPropagation();
        editing?.onPointerDown?.(event);
      }}
    >
      <span className="pano-marker" aria-hidden="true" />
      <span className="pano-label">{name}</span>
    </button>
  );
}
