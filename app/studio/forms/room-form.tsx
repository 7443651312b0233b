import type { Room } from "~/engine";
import { CheckField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { AmbientField } from "./ambient-field";
import { FormFrame } from "./form-frame";
import { scenesOfRoom } from "./references";
import { useFormsT } from "./use-forms-t";

/** A room: its name, whether it starts locked, its music, and the scenes in it (edited from the tree). */
export function RoomForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit, select, type } = useStudio();
  const room = draft.rooms?.find((item) => item.id === id);
  if (!room) return null;
  const set = <K extends keyof Room>(key: K, value: Room[K]) => edit.set(["rooms", id, key], value);
  const scenes = scenesOfRoom(draft, id);
  return (
    <FormFrame>
      <TextField name="name" label={t("room.name")} required maxLength={120} value={room.name ?? ""} onChange={(value) => set("name", value)} />
      <CheckField name="locked" label={t("room.locked")} hint={t("room.lockedHint")} checked={room.locked === true} onChange={(value) => set("locked", value)} />
      <AmbientField name="ambient" label={t("sound.ambient.roomLabel")} inheritLabel={t("sound.ambient.game")} value={room.ambient} onChange={(value) => set("ambient", value)} />
      <h3 className="forms-subtitle">{t(`room.scenes.${type}`)}</h3>
      {scenes.length === 0 ? (
        <p className="forms-empty">{t(`room.noScenes.${type}`)}</p>
      ) : (
        <ul className="forms-links">
          {scenes.map((scene) => (
            <li key={scene.value}>
              <button type="button" className="forms-link" onClick={() => select({ path: ["scenes", scene.value] })}>
                {scene.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormFrame>
  );
}
