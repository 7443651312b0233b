import { useId, useState } from "react";
import { useT } from "~/i18n/use-t";
import { formatBytes } from "~/lib/projects/files/bytes";
import type { FileView, Listing } from "~/lib/projects/files/view";
import { postAction, type Refusal } from "./use-project-files";

type Props = { projectId: string; file: FileView; listing: Listing; onChanged: (message: string) => void; onRefused: (refusal: Refusal | null) => void; canChange: boolean };
type Mode = "idle" | "rename" | "move" | "confirm";

/** One file: what it is, and rename, move, delete (with the "delete anyway" step when it is in use) and the project's picks. */
export function FileItem({ projectId, file, listing, onChanged, onRefused, canChange }: Props) {
  const { t, locale } = useT();
  const id = useId();
  const [mode, setMode] = useState<Mode>("idle");
  const [inUse, setInUse] = useState<string | null>(null);
  const label = (key: string) => `${t(`projects.files.${key}`)} : ${file.name}`;

  async function run(action: Record<string, unknown>, done: string) {
    const result = await postAction(projectId, { fileId: file.id, ...action });
    if (result.ok) {
      setMode("idle");
      setInUse(null);
      return onChanged(t(`projects.files.${done}`));
    }
    if (result.refusal?.error === "inUse") {
      setInUse(result.refusal.message);
      return setMode("confirm");
    }
    onRefused(result.refusal);
  }

  const image = file.kind === "image" || file.kind === "panorama";
  const pick = (intent: "globalImage" | "globalSound", current: string | null) =>
    current === file.url ? null : (
      <button type="button" className="button button-secondary" onClick={() => void run({ intent }, "picked")} aria-label={label(`set${intent[0]!.toUpperCase()}${intent.slice(1)}`)}>
        {t(`projects.files.set${intent[0]!.toUpperCase()}${intent.slice(1)}`)}
      </button>
    );

  return (
    <li className="files-item">
      {image ? <img src={file.url} alt="" width={64} height={64} loading="lazy" className="files-thumb" /> : null}
      <div className="files-body">
        <p className="files-name">
          <a href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        </p>
        <p className="muted">
          {t(`projects.files.kinds.${file.kind}`)} · {formatBytes(file.size, locale)}
          {file.width && file.height ? ` · ${t("projects.files.dimensions", { width: file.width, height: file.height })}` : ""}
        </p>
        {canChange ? <div className="projects-actions">
          <button type="button" className="button button-secondary" aria-expanded={mode === "rename"} onClick={() => setMode(mode === "rename" ? "idle" : "rename")} aria-label={label("rename")}>
            {t("projects.files.rename")}
          </button>
          <button type="button" className="button button-secondary" aria-expanded={mode === "move"} onClick={() => setMode(mode === "move" ? "idle" : "move")} aria-label={label("move")}>
            {t("projects.files.move")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void run({ intent: "delete" }, "deleted")} aria-label={label("delete")}>
            {t("projects.files.delete")}
          </button>
          {image ? pick("globalImage", listing.globalImage) : null}
          {file.kind === "sound" ? pick("globalSound", listing.globalSound) : null}
        </div> : null}
        {mode === "rename" || mode === "move" ? (
          <form
            className="files-form"
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get("value") ?? "");
              void run(mode === "rename" ? { intent: "rename", name: value } : { intent: "move", folder: value }, mode === "rename" ? "renamed" : "moved");
            }}
          >
            <label htmlFor={`${id}-value`}>{t(`projects.files.${mode}Label`, { name: file.name })}</label>
            <input id={`${id}-value`} name="value" defaultValue={mode === "rename" ? file.name : file.folder} maxLength={mode === "rename" ? 120 : 400} required autoFocus />
            <div className="projects-actions">
              <button type="submit" className="button">{t("projects.files.save")}</button>
              <button type="button" className="button button-secondary" onClick={() => setMode("idle")}>{t("projects.files.cancel")}</button>
            </div>
          </form>
        ) : null}
        {mode === "confirm" && inUse ? (
          <div className="files-confirm" role="alert">
            <p>{inUse}</p>
            <div className="projects-actions">
              <button type="button" className="button" onClick={() => void run({ intent: "delete", confirm: true }, "deleted")}>
                {t("projects.files.deleteAnyway")}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setMode("idle")}>{t("projects.files.cancel")}</button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
