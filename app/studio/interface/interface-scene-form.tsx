import "./interface.css";
import type { InterfaceScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { SelectField, TextField } from "../fields/fields";
import { SceneAmbientField } from "../forms/ambient-field";
import { useStudio } from "../studio-context";
import { ZoneClipboard } from "./zone-clipboard";

/** The inspector's form for an Interface scene: its name, room, picture, the picture in words and its music. */
export function InterfaceSceneForm({ sceneId }: { sceneId: string }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const scene = (Array.isArray(draft.scenes) ? draft.scenes : []).find((candidate) => candidate.id === sceneId) as InterfaceScene | undefined;
  if (!scene) return <p className="si-missing">{t("studio-interface.scene.missing")}</p>;
  const path = ["scenes", sceneId];
  const rooms = Array.isArray(draft.rooms) ? draft.rooms : [];

  return (
    <div className="si-form">
      <TextField label={t("studio-interface.scene.name")} name="name" value={scene.name ?? ""} onChange={(value) => edit.set([...path, "name"], value)} maxLength={120} required />
      <SelectField
        label={t("studio-interface.scene.room")}
        name="roomId"
        value={scene.roomId ?? ""}
        onChange={(value) => edit.set([...path, "roomId"], value)}
        options={rooms.map((room) => ({ value: room.id, label: room.name || room.id }))}
      />
      <AssetField
        label={t("studio-interface.scene.image")}
        hint={t("studio-interface.scene.imageHint")}
        kind="image"
        value={scene.image}
        // A scene is its picture: choosing "no file" keeps the one it has.
        onChange={(value) => value && edit.set([...path, "image"], value)}
      />
      <TextField
        label={t("studio-interface.scene.description")}
        name="description"
        hint={t("studio-interface.scene.descriptionHint")}
        value={scene.description ?? ""}
        onChange={(value) => edit.set([...path, "description"], value.trim() === "" ? undefined : value)}
        multiline
        maxLength={1000}
      />
      <SceneAmbientField sceneId={sceneId} value={scene.ambient} />
      <div className="si-actions">
        <ZoneClipboard sceneId={sceneId} />
      </div>
    </div>
  );
}
