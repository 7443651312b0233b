import { useT } from "~/i18n/use-t";
import { FieldGroup, SelectField, TextField } from "../fields/fields";
import { SceneAmbientField } from "../forms/ambient-field";
import { useStudio } from "../studio-context";
import { findPage } from "./classic-draft";
import "./classic.css";

/** The inspector's form for a Classic page: its name, the room it belongs to and its music. */
export function ClassicPageForm({ sceneId }: { sceneId: string }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const page = findPage(draft, sceneId);
  if (!page) return <p className="sc-muted">{t("studio-classic.pageForm.missing")}</p>;
  const rooms = draft.rooms ?? [];
  return (
    <div className="sc-form">
      <FieldGroup legend={t("studio-classic.pageForm.title")}>
        <TextField name="name" label={t("studio-classic.pageForm.name")} value={page.name ?? ""} maxLength={120} required onChange={(value) => edit.set(["scenes", sceneId, "name"], value)} />
        <SelectField
          name="roomId"
          label={t("studio-classic.pageForm.room")}
          hint={t("studio-classic.pageForm.roomHint")}
          value={page.roomId ?? ""}
          options={rooms.map((room) => ({ value: room.id, label: room.name }))}
          onChange={(value) => {
            if (value) edit.set(["scenes", sceneId, "roomId"], value);
          }}
        />
        <SceneAmbientField sceneId={sceneId} value={page.ambient} />
      </FieldGroup>
    </div>
  );
}
