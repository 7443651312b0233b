import "./files.css";
import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { useT } from "~/i18n/use-t";
import { formatBytes } from "~/lib/projects/files/bytes";
import { normalFolder } from "~/lib/projects/files/names";
import type { Listing } from "~/lib/projects/files/view";
import { useCanChange } from "../people/use-role";
import { AiImageForm } from "./ai-image-form";
import { FileItem } from "./file-item";
import { UploadZone } from "./upload-zone";
import { postAction, useListing, type Refusal } from "./use-project-files";

/**
 * The project's files (spec section 3: Files, FilesSize, storageSize, actualPath, actualPathList, globalImage,
 * globalSon): storage used against the plan, the folder's breadcrumb and subfolders, uploads and the files.
 */
export function ProjectFiles({ projectId }: { projectId: string }) {
  const { t, locale } = useT();
  const canChange = useCanChange();
  const { path, setPath, listing, failure, reload } = useListing(projectId);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<Refusal | null>(null);

  const changed = (message: string) => {
    setError(null);
    setStatus(message);
    void reload();
  };
  const refused = (refusal: Refusal | null) => {
    setStatus("");
    setError(refusal ?? { error: "network", message: t("projects.files.errors.network") });
    void reload();
  };

  return (
    <section className="files" aria-labelledby="files-title">
      <h2 id="files-title">{t("projects.files.title")}</h2>
      <p className="muted">{t("projects.files.intro")}</p>
      {listing ? (
        <p className="files-storage">
          {t("projects.files.storage", { used: formatBytes(listing.storage.used, locale), limit: formatBytes(listing.storage.limit, locale) })}
        </p>
      ) : (
        <p className="muted">{failure ? failure.message || t("projects.files.errors.network") : t("projects.files.loading")}</p>
      )}
      <p role="status" aria-live="polite" className="files-status">{status}</p>
      <div role="alert" aria-live="assertive" className="files-alert">
        {error ? (
          <p className="field-error">
            {error.message || t("projects.files.errors.network")}
            {error.upgrade ? (
              <>
                {" "}
                <Link to={error.upgrade}>{t("projects.files.upgrade")}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {listing ? <Picks projectId={projectId} listing={listing} onChanged={changed} onRefused={refused} canChange={canChange} /> : null}
      <Breadcrumb listing={listing} path={path} onOpen={setPath} />
      {canChange ? (
        <>
          <NewFolder path={path} onOpen={setPath} />
          <UploadZone projectId={projectId} path={path} onDone={(name) => changed(t("projects.files.uploaded", { name }))} onRefused={(refusal) => refused(refusal)} />
          <AiImageForm projectId={projectId} path={path} onDone={(name) => changed(t("ai-images.generated", { name }))} />
        </>
      ) : (
        <p className="muted">{t("projects.files.errors.read-only")}</p>
      )}
      {listing && listing.folders.length > 0 ? (
        <ul className="files-folders">
          {listing.folders.map((folder) => (
            <li key={folder.path}>
              <button type="button" className="button button-secondary" onClick={() => setPath(folder.path)}>
                📁 {folder.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {listing && listing.files.length === 0 && listing.folders.length === 0 ? <p className="muted">{t("projects.files.empty")}</p> : null}
      {listing && listing.files.length > 0 ? (
        <ul className="files-list" aria-label={t("projects.files.listLabel")}>
          {listing.files.map((file) => (
            <FileItem key={file.id} projectId={projectId} file={file} listing={listing} onChanged={changed} onRefused={refused} canChange={canChange} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Breadcrumb({ listing, path, onOpen }: { listing: Listing | null; path: string; onOpen: (path: string) => void }) {
  const { t } = useT();
  const crumbs = listing?.path === path ? listing.breadcrumb : [{ name: "/", path: "/" }];
  return (
    <nav aria-label={t("projects.files.breadcrumb")}>
      <ol className="files-breadcrumb">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="location">{crumb.path === "/" ? t("projects.files.root") : crumb.name}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => onOpen(crumb.path)}>
                {crumb.path === "/" ? t("projects.files.root") : crumb.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A folder exists while it holds a file: creating one opens it, and the next upload there keeps it. */
function NewFolder({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  return (
    <details className="projects-rename">
      <summary className="button button-secondary">{t("projects.files.newFolder")}</summary>
      <form
        className="files-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const name = String(new FormData(event.currentTarget).get("folder") ?? "").trim();
          const next = normalFolder(`${path === "/" ? "" : path}/${name}`);
          setInvalid(!next || name === "" || name.includes("/"));
          if (next && name !== "" && !name.includes("/")) {
            event.currentTarget.reset();
            onOpen(next);
          }
        }}
      >
        <label htmlFor={id}>{t("projects.files.newFolderLabel")}</label>
        <input id={id} name="folder" maxLength={40} aria-invalid={invalid || undefined} aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`} />
        <p id={`${id}-hint`} className="muted">{t("projects.files.newFolderHint")}</p>
        {invalid ? <p id={`${id}-error`} className="field-error">{t("projects.files.errors.folder")}</p> : null}
        <button type="submit" className="button">{t("projects.files.newFolder")}</button>
      </form>
    </details>
  );
}

type PicksProps = { projectId: string; listing: Listing; onChanged: (message: string) => void; onRefused: (refusal: Refusal | null) => void; canChange: boolean };

/** The global image and sound, each removable (the cover is chosen with the game's look, in the editor's settings). */
function Picks({ projectId, listing, onChanged, onRefused, canChange }: PicksProps) {
  const { t } = useT();
  const rows = [
    ["globalImage", listing.globalImage],
    ["globalSound", listing.globalSound],
  ] as const;
  return (
    <div className="files-picks">
      <h3>{t("projects.files.settingsTitle")}</h3>
      <dl>
        {rows.map(([intent, url]) => (
          <div key={intent}>
            <dt>{t(`projects.files.${intent}`)}</dt>
            <dd>
              {url ? (
                <>
                  <a href={url} target="_blank" rel="noreferrer">{listing.files.find((file) => file.url === url)?.name ?? url.split("/").pop()}</a>{" "}
                  {canChange ? <button
                    type="button"
                    className="link-button"
                    aria-label={`${t("projects.files.clear")} : ${t(`projects.files.${intent}`)}`}
                    onClick={async () => {
                      const result = await postAction(projectId, { intent, fileId: null });
                      if (result.ok) onChanged(t("projects.files.picked"));
                      else onRefused(result.refusal);
                    }}
                  >
                    {t("projects.files.clear")}
                  </button> : null}
                </>
              ) : (
                t("projects.files.none")
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
