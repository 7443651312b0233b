import { useEffect, useRef, useState, type FormEvent } from "react";
import { useT } from "~/i18n/use-t";
import { FieldGroup, SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { newClassicPage, newRoom } from "./factories";

/**
 * A new page: its name and its room. A game without rooms gets its first room with the page, and a
 * game whose start points at no page starts on this one, so the first page is playable at once.
 */
export function PageAddForm({ onDone, onCancel, focus }: { onDone: (sceneId: string) => void; onCancel?: () => void; focus?: boolean }) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const rooms = draft.rooms ?? [];
  const [name, setName] = useState(t("studio-classic.workspace.defaultPageName"));
  const [roomId, setRoomId] = useState(rooms[0]?.id ?? "");
  const [roomName, setRoomName] = useState(t("studio-classic.workspace.defaultRoomName"));
  const root = useRef<HTMLFormElement>(null);
  const needsRoom = rooms.length === 0;
  const room = rooms.some((candidate) => candidate.id === roomId) ? roomId : (rooms[0]?.id ?? "");
  const ready = name.trim() !== "" && (needsRoom ? roomName.trim() !== "" : room !== "");

  useEffect(() => {
    if (focus) root.current?.querySelector<HTMLElement>("input")?.focus();
  }, [focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const created = needsRoom ? newRoom(edit.newId, roomName) : null;
    const page = newClassicPage(edit.newId, name, created?.id ?? room);
    const starts = (draft.scenes ?? []).some((scene) => scene.id === draft.rules?.startSceneId);
    edit.batch(() => {
      if (created) edit.insert(["rooms"], created);
      edit.insert(["scenes"], page);
      if (!starts) edit.set(["rules", "startSceneId"], page.id);
    });
    select({ path: ["scenes", page.id] });
    onDone(page.id);
  };

  return (
    <form ref={root} className="sc-page-add" onSubmit={submit}>
      <FieldGroup legend={t("studio-classic.workspace.addPage")}>
        <TextField label={t("studio-classic.workspace.pageName")} value={name} maxLength={120} required onChange={setName} />
        {needsRoom ? (
          <TextField label={t("studio-classic.workspace.newRoomName")} hint={t("studio-classic.workspace.newRoomHint")} value={roomName} maxLength={120} required onChange={setRoomName} />
        ) : (
          <SelectField label={t("studio-classic.workspace.room")} value={room} options={rooms.map((candidate) => ({ value: candidate.id, label: candidate.name }))} onChange={setRoomId} />
        )}
        <div className="sc-row">
          <button type="submit" className="button" disabled={!ready}>{t("studio-classic.workspace.createPage")}</button>
          {onCancel ? <button type="button" className="button button-secondary" onClick={onCancel}>{t("studio-classic.workspace.cancel")}</button> : null}
        </div>
      </FieldGroup>
    </form>
  );
}
