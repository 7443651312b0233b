import { useId, useRef, useState, type DragEvent } from "react";
import { useT } from "~/i18n/use-t";
import { IMAGE_MAX_PX, PANORAMA_MAX } from "~/lib/projects/files/sniff";
import { sendFile, type Refusal, type Upload } from "./use-project-files";

type Props = { projectId: string; path: string; onDone: (name: string) => void; onRefused: (refusal: Refusal | null, name: string) => void };

/** A file picker and a drop zone on the same place; each upload shows its own progress bar until it ends. */
export function UploadZone({ projectId, path, onDone, onRefused }: Props) {
  const { t } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const counter = useRef(0);

  async function send(files: File[]) {
    for (const file of files) {
      const id = (counter.current += 1);
      setUploads((list) => [...list, { id, name: file.name, loaded: 0, total: file.size }]);
      const result = await sendFile(projectId, path, file, (loaded) =>
        setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, loaded } : upload))),
      );
      setUploads((list) => list.filter((upload) => upload.id !== id));
      if (result.ok) onDone(file.name);
      else onRefused(result.refusal, file.name);
    }
  }

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <div
      className={over ? "files-drop files-drop-over" : "files-drop"}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      data-testid="files-drop"
    >
      <label htmlFor={inputId} className="button">
        {t("projects.files.pick")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        className="files-input"
        accept=".png,.jpg,.jpeg,.webp,.gif,.mp3,.ogg,.oga,.wav,.m4a,.mp4,.aac,.glb,.gltf"
        aria-describedby={`${inputId}-accepted`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          void send(files);
        }}
      />
      <p className="muted">{t("projects.files.drop")}</p>
      <p id={`${inputId}-accepted`} className="muted files-accepted">
        {t("projects.files.accepted", { px: IMAGE_MAX_PX, panoramaWidth: PANORAMA_MAX.width, panoramaHeight: PANORAMA_MAX.height })}
      </p>
      {uploads.length > 0 ? (
        <ul className="files-uploads">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <span id={`upload-${upload.id}`}>{t("projects.files.uploading", { name: upload.name })}</span>
              <progress aria-labelledby={`upload-${upload.id}`} value={upload.loaded} max={upload.total || 1} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
