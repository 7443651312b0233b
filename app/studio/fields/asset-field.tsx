import { useId, useRef, useState } from "react";
import { sendFile } from "~/components/projects/files/use-project-files";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { libraryAsset, type LibraryKind } from "~/lib/asset-library/catalog";
import type { FileKind } from "~/lib/projects/files/sniff";
import { useStudio } from "../studio-context";
import { LibraryDialog } from "./library-dialog";

/**
 * Chooses a file of the project for an image, a panorama, a sound or a 3D model: from the project's files
 * (every folder), by uploading one on the spot, from the asset library (ADR 046: pictures and sounds shipped
 * with the product, never counted in storage), or, where the definition allows it, by an https address
 * (a video link). The value is what the definition stores: the file's public address.
 */
export function AssetField({ label, hint, value, onChange, kind, allowLink, optional, projectFilesOnly }: {
  label: string;
  hint?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  kind: FileKind | "video";
  // Accept an https address typed in (videos live on other sites).
  allowLink?: boolean;
  // The field may be empty (an object's 3D model).
  optional?: boolean;
  // Only the project's own files fit (the catalogue cover is a file of the project, ADR 016): no library.
  projectFilesOnly?: boolean;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [library, setLibrary] = useState(false);
  const { projectId, files, reloadFiles } = useStudio();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = (files ?? []).filter((file) => kind !== "video" && (file.kind === kind || (kind === "image" && file.kind === "panorama")));
  const isLink = value !== undefined && /^https:\/\//.test(value);
  const fromLibrary = libraryAsset(value);
  const known = value === undefined || value === "" || isLink || fromLibrary !== undefined || choices.some((file) => file.url === value);
  const libraryKind: LibraryKind | null = !projectFilesOnly && (kind === "image" || kind === "panorama" || kind === "sound") ? kind : null;

  const upload = async (file: File) => {
    setUploading(true);
    setError(null);
    const sent = await sendFile(projectId, "/", file, () => undefined);
    setUploading(false);
    if (!sent.ok) return setError(sent.refusal?.message || t("studio.fields.uploadFailed"));
    reloadFiles();
    const listed = await fetch(`/resources/project-files/${encodeURIComponent(projectId)}?all=1`, { headers: { Accept: "application/json" } }).catch(() => null);
    const body = listed?.ok ? ((await listed.json().catch(() => null)) as { files?: { name: string; folder: string; url: string }[] } | null) : null;
    const added = body?.files?.find((entry) => entry.folder === "/" && entry.name === file.name);
    if (added) onChange(added.url);
  };

  return (
    <div className="studio-field studio-asset">
      {kind === "video" ? null : (
        <>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={isLink ? "" : (value ?? "")} aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`} onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}>
            <option value="">{optional ? t("studio.fields.noFile") : t("studio.fields.chooseFile")}</option>
            {known ? null : <option value={value}>{value}</option>}
            {fromLibrary ? <option value={fromLibrary.path}>{t("studio.library.chosen", { title: fromLibrary.wording[LOCALES[locale].language][0] })}</option> : null}
            {choices.map((file) => (
              <option key={file.id} value={file.url}>
                {file.folder === "/" ? file.name : `${file.folder}/${file.name}`}
              </option>
            ))}
          </select>
        </>
      )}
      {allowLink ? <LinkInput label={kind === "video" ? label : t("studio.fields.orLink")} value={isLink || kind === "video" ? (value ?? "") : ""} onChange={onChange} /> : null}
      {hint ? <span id={`${id}-hint`} className="studio-hint">{hint}</span> : null}
      {kind === "video" ? null : (
        <div className="studio-asset-actions">
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT[kind]}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <button type="button" className="button button-small" disabled={uploading} aria-describedby={id} onClick={() => input.current?.click()}>
            {uploading ? t("studio.fields.uploading") : t("studio.fields.upload")}
          </button>
          {libraryKind ? (
            <button type="button" className="button button-small button-secondary" aria-haspopup="dialog" aria-describedby={id} onClick={() => setLibrary(true)}>
              {t("studio.library.button")}
            </button>
          ) : null}
          {value && (kind === "image" || kind === "panorama") && !isLink ? <img className="studio-asset-preview" src={value} alt="" /> : null}
        </div>
      )}
      <span id={`${id}-error`} className="field-error" role={error ? "alert" : undefined}>{error ?? ""}</span>
      {library && libraryKind ? <LibraryDialog kind={libraryKind} onChoose={(path) => onChange(path)} onClose={() => setLibrary(false)} /> : null}
    </div>
  );
}

const ACCEPT: Record<FileKind, string> = {
  image: "image/png,image/jpeg,image/webp,image/gif",
  panorama: "image/png,image/jpeg,image/webp",
  sound: "audio/mpeg,audio/ogg,audio/wav,audio/mp4,.m4a",
  model: ".glb,.gltf,model/gltf-binary,model/gltf+json",
};

function LinkInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string | undefined) => void }) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const bad = text !== "" && !/^https:\/\/[A-Za-z0-9._~%/-]+$/.test(text);
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={text}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          if (next === "") onChange(undefined);
          else if (/^https:\/\/[A-Za-z0-9._~%/-]+$/.test(next)) onChange(next);
        }}
      />
      <span id={`${id}-error`} className="field-error" aria-live="polite">{bad ? t("studio.fields.badLink") : ""}</span>
    </div>
  );
}
