import type { SceneRendererProps } from "../types";
import { STEP, type Turn } from "./turns";

/**
 * Buttons that do what dragging does, for players who cannot drag (a switch, voice control, a
 * trembling hand). `flat` leaves out what the flat fallback view cannot do: look up, down and zoom.
 */
export function ViewControls({
  labels,
  flat,
  onTurn,
}: {
  labels: SceneRendererProps["labels"]["viewControls"];
  flat: boolean;
  onTurn: (turn: Turn) => void;
}) {
  const buttons: { label: string; icon: string; turn: Turn; flat: boolean }[] = [
    { label: labels.lookLeft, icon: "←", turn: { yaw: -STEP.button, pitch: 0, fov: 0 }, flat: true },
    { label: labels.lookUp, icon: "↑", turn: { yaw: 0, pitch: STEP.button, fov: 0 }, flat: false },
    { label: labels.lookDown, icon: "↓", turn: { yaw: 0, pitch: -STEP.button, fov: 0 }, flat: false },
    { label: labels.lookRight, icon: "→", turn: { yaw: STEP.button, pitch: 0, fov: 0 }, flat: true },
    { label: labels.zoomIn, icon: "+", turn: { yaw: 0, pitch: 0, fov: -STEP.zoom }, flat: false },
    { label: labels.zoomOut, icon: "−", turn: { yaw: 0, pitch: 0, fov: STEP.zoom }, flat: false },
  ];
  return (
    <div className="pano-controls">
      {buttons
        .filter((button) => !flat || button.flat)
        .map((button) => (
          <button
            key={button.icon}
            type="button"
            className="pano-control"
            aria-label={button.label}
            title={button.label}
            onClick={() => onTurn(button.turn)}
          >
            <span aria-hidden="true">{button.icon}</span>
          </button>
        ))}
    </div>
  );
}
