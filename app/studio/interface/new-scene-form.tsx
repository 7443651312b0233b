import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { newInterfaceScene, newRoom } from "./factories";

/**
 * Adding an Interface scene: its name, its room and, since a scene is a picture, the picture itself
 * (chosen or uploaded on the spot). A game without a room gets its first one here.
 */
export function NewSceneForm({ onDone, onCancel }: { onDone: (sceneId: string) => void; onCancel?: () => void }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const headingId = useId();
  const rooms = Array.isArray(draft.rooms) ? draft.rooms : [];
  const scenes = Array.isArray(draft.scenes) ? draft.scenes : [];
  const [name, setName] = useState(() => t("studio-interface.newScene.defaultName", { n: scenes.length + 1 }));
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? "");
  const [roomName, setRoomName] = useState(() => t("studio-interface.newScene.defaultRoom"));
  const [image, setImage] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const needsRoom = rooms.length === 0 || !rooms.some((room) => room.id === roomId);
    if (!name.trim() || !image || (needsRoom && rooms.length === 0 && !roomName.trim())) return;
    let sceneId = "";
    edit.batch(() => {
      let room = rooms.find((candidate) => candidate.id === roomId)?.id ?? rooms[0]?.id;
      if (!room) {
        const created = newRoom(edit.newId, roomName);
        edit.insert(["rooms"], created);
        room = created.id;
      }
      const scene = newInterfaceScene(edit.newId, name, room, image);
      edit.insert(["scenes"], scene);
      // The first scene of a game is where it starts, until the creator says otherwise.
      const start = draft.rules?.startSceneId;
      if (!start || !scenes.some((candidate) => candidate.id === start)) edit.set(["rules", "startSceneId"], scene.id);
      sceneId = scene.id;
    });
    onDone(sceneId);
  };

  return (
    <form ref={form} className="si-new-scene" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{t("studio-interface.newScene.title")}</h3>
      <TextField label={t("studio-interface.newScene.name")} value={name} onChange={setName} maxLength={120} required />
      {rooms.length > 0 ? (
        <SelectField label={t("studio-interface.newScene.room")} value={roomId} onChange={setRoomId} options={rooms.map((room) => ({ value: room.id, label: room.name || room.id }))} />
      ) : (
        <TextField label={t("studio-interface.newScene.firstRoom")} hint={t("studio-interface.newScene.firstRoomHint")} value={roomName} onChange={setRoomName} maxLength={120} required />
      )}
      <AssetField label={t("studio-interface.newScene.image")} hint={t("studio-interface.newScene.imageHint")} kind="image" value={image} onChange={setImage} />
      {tried && !image ? (
        <p className="field-error" role="alert">
          {t("studio-interface.newScene.imageRequired")}
        </p>
      ) : null}
      <div className="si-actions">
        <button type="submit" className="button">
          {t("studio-interface.newScene.create")}
        </button>
        {onCancel ? (
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t("studio-interface.newScene.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
