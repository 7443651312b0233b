import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { newPanoramaScene, newRoom } from "./factories";

/**
 * "Add a panorama": what a 360 scene cannot do without (a name, a room, the picture) asked first, so
 * the new scene is valid as it lands in the draft. A game with no room yet gets one, named here.
 */
export function AddPanoramaForm({ onDone }: { onDone: (sceneId: string | null) => void }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const rooms = draft.rooms ?? [];
  const [name, setName] = useState("");
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? "");
  const [roomName, setRoomName] = useState(() => t("studio-panorama.add.defaultRoom"));
  const [panorama, setPanorama] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const needsRoom = rooms.length === 0;
  const problems = {
    name: name.trim() === "" ? t("studio-panorama.add.nameMissing") : null,
    room: needsRoom ? (roomName.trim() === "" ? t("studio-panorama.add.roomMissing") : null) : roomId === "" ? t("studio-panorama.add.roomMissing") : null,
    panorama: panorama ? null : t("studio-panorama.add.panoramaMissing"),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.name || problems.room || problems.panorama || !panorama) return;
    const room = needsRoom ? newRoom(edit.newId, roomName) : null;
    const scene = newPanoramaScene(edit.newId, name, room?.id ?? roomId, panorama);
    const startIsSet = (draft.scenes ?? []).some((each) => each.id === draft.rules?.startSceneId);
    edit.batch(() => {
      if (room) edit.insert(["rooms"], room);
      edit.insert(["scenes"], scene);
      // The first scene of a game is where it starts, until the creator says otherwise.
      if (!startIsSet) edit.set(["rules", "startSceneId"], scene.id);
    });
    onDone(scene.id);
  };

  return (
    <form className="panorama-add-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{t("studio-panorama.add.title")}</h2>
      <TextField label={t("studio-panorama.add.name")} value={name} onChange={setName} maxLength={120} error={tried ? problems.name : null} />
      {needsRoom ? (
        <TextField label={t("studio-panorama.add.newRoom")} hint={t("studio-panorama.add.newRoomHint")} value={roomName} onChange={setRoomName} maxLength={120} error={tried ? problems.room : null} />
      ) : (
        <SelectField
          label={t("studio-panorama.add.room")}
          value={roomId}
          onChange={setRoomId}
          options={rooms.map((room) => ({ value: room.id, label: room.name || room.id }))}
          error={tried ? problems.room : null}
        />
      )}
      <AssetField label={t("studio-panorama.add.panorama")} hint={t("studio-panorama.scene.panoramaHint")} kind="panorama" value={panorama} onChange={setPanorama} />
      {tried && problems.panorama ? <p className="field-error" role="alert">{problems.panorama}</p> : null}
      <div className="panorama-form-actions">
        <button type="submit" className="button">{t("studio-panorama.add.submit")}</button>
        <button type="button" className="button button-ghost" onClick={() => onDone(null)}>{t("studio-panorama.add.cancel")}</button>
      </div>
    </form>
  );
}
