import "./panorama.css";
import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { FieldGroup, NumberField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { PITCH_RANGE, roundAngle, YAW_RANGE } from "./geometry";
import { findHotspot, hotspotPath } from "./hotspot-edits";
import { HotspotLink } from "./hotspot-link";
import { panoramaView } from "./view-store";

/**
 * The inspector's form for the selected hotspot: its name, where it sits (the field alternative to
 * dragging it), a look at it in the workspace, and where it leads. Duplicate, copy and delete are the
 * inspector's own buttons above every item's form (the shell's ItemActions), not repeated here.
 */
export function HotspotForm({ sceneId, hotspotId }: { sceneId: string; hotspotId: string }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const [message, setMessage] = useState("");
  const hotspot = findHotspot(draft, sceneId, hotspotId);
  if (!hotspot) return <p className="panorama-missing">{t("studio-panorama.hotspot.missing")}</p>;
  const path = hotspotPath(sceneId, hotspotId);
  const lookAt = () => {
    const shown = panoramaView.lookAt(sceneId, hotspot);
    setMessage(shown ? "" : t("studio-panorama.hotspot.notShown"));
  };
  return (
    <div className="panorama-form">
      <FieldGroup legend={t("studio-panorama.hotspot.legend")}>
        <TextField label={t("studio-panorama.hotspot.label")} hint={t("studio-panorama.hotspot.labelHint")} value={hotspot.label} maxLength={120} required name="label" onChange={(value) => edit.set([...path, "label"], value)} />
        <div className="panorama-angles">
          <NumberField
            label={t("studio-panorama.hotspot.yaw")}
            hint={t("studio-panorama.hotspot.yawHint")}
            name="yaw"
            value={hotspot.yaw}
            min={YAW_RANGE.min}
            max={YAW_RANGE.max}
            step={0.1}
            integer={false}
            onChange={(value) => value !== undefined && edit.set([...path, "yaw"], roundAngle(value))}
          />
          <NumberField
            label={t("studio-panorama.hotspot.pitch")}
            hint={t("studio-panorama.hotspot.pitchHint")}
            name="pitch"
            value={hotspot.pitch}
            min={PITCH_RANGE.min}
            max={PITCH_RANGE.max}
            step={0.1}
            integer={false}
            onChange={(value) => value !== undefined && edit.set([...path, "pitch"], roundAngle(value))}
          />
        </div>
        <div className="panorama-form-actions">
          <button type="button" className="button button-ghost panorama-button" onClick={lookAt}>{t("studio-panorama.hotspot.lookAt")}</button>
        </div>
        <p className="panorama-message" role="status">{message}</p>
      </FieldGroup>
      <HotspotLink sceneId={sceneId} hotspot={hotspot} />
    </div>
  );
}
