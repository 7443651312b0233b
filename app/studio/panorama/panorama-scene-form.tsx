import "./panorama.css";
import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { SceneAmbientField } from "../forms/ambient-field";
import { FieldGroup, NumberField, SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { roundAngle, YAW_RANGE } from "./geometry";
import { isPanorama } from "./hotspot-edits";
import { panoramaView } from "./view-store";

/** The inspector's form for a 360 scene: its name, room, picture, description and first direction. */
export function PanoramaSceneForm({ sceneId }: { sceneId: string }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const [message, setMessage] = useState("");
  const scene = (draft.scenes ?? []).find((each) => each.id === sceneId);
  if (!scene || !isPanorama(scene)) return <p className="panorama-missing">{t("studio-panorama.scene.missing")}</p>;
  const path = ["scenes", sceneId];

  const useCurrentView = () => {
    const view = panoramaView.current(sceneId);
    if (!view) return setMessage(t("studio-panorama.hotspot.notShown"));
    edit.set([...path, "initialYaw"], roundAngle(view.yaw));
    setMessage(t("studio-panorama.scene.viewUsed", { yaw: roundAngle(view.yaw) }));
  };

  return (
    <div className="panorama-form">
      <FieldGroup legend={t("studio-panorama.scene.legend")}>
        <TextField label={t("studio-panorama.scene.name")} name="name" value={scene.name} maxLength={120} required onChange={(value) => edit.set([...path, "name"], value)} />
        <SelectField
          label={t("studio-panorama.scene.room")}
          name="roomId"
          value={scene.roomId}
          options={(draft.rooms ?? []).map((room) => ({ value: room.id, label: room.name || room.id }))}
          onChange={(value) => value && edit.set([...path, "roomId"], value)}
        />
        <AssetField
          label={t("studio-panorama.scene.panorama")}
          hint={t("studio-panorama.scene.panoramaHint")}
          kind="panorama"
          value={scene.panorama}
          onChange={(value) => value && edit.set([...path, "panorama"], value)}
        />
        <TextField
          label={t("studio-panorama.scene.description")}
          hint={t("studio-panorama.scene.descriptionHint")}
          name="description"
          multiline
          maxLength={1000}
          value={scene.description ?? ""}
          onChange={(value) => edit.set([...path, "description"], value.trim() === "" ? undefined : value)}
        />
        <NumberField
          label={t("studio-panorama.scene.initialYaw")}
          hint={t("studio-panorama.scene.initialYawHint")}
          name="initialYaw"
          value={scene.initialYaw}
          min={YAW_RANGE.min}
          max={YAW_RANGE.max}
          step={0.1}
          integer={false}
          optional
          onChange={(value) => edit.set([...path, "initialYaw"], value === undefined ? undefined : roundAngle(value))}
        />
        <SceneAmbientField sceneId={sceneId} value={scene.ambient} />
        <div className="panorama-form-actions">
          <button type="button" className="button button-ghost panorama-button" onClick={useCurrentView}>
            {t("studio-panorama.scene.useView")}
          </button>
        </div>
        <p className="panorama-message" role="status">{message}</p>
      </FieldGroup>
    </div>
  );
}
