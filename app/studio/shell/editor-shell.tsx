import "./studio.css";
import "../coedit/coedit.css";
import { Link, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { ProjectFiles } from "~/components/projects/files/project-files";
import { PeoplePanel } from "~/components/projects/people/people-panel";
import { PublishPanel } from "~/components/projects/publish/publish-panel";
import { VersionsPanel } from "~/components/projects/draft/versions-panel";
import { useT } from "~/i18n/use-t";
import type { GameType } from "~/engine";
import type { FileView } from "~/lib/projects/files/view";
import { OverwriteNotice } from "../coedit/overwrite-notice";
import { ReadOnlyBanner } from "../coedit/read-only";
import { selfOf } from "../coedit/presence";
import { CoeditStore } from "../coedit/store";
import { CoeditContext } from "../coedit/use-presence";
import { useShareSelection } from "../coedit/use-share-selection";
import { StudioContext, type StudioContextValue } from "../studio-context";
import type { Selection } from "../types";
import { LOCKED_OUT, useStudioDraft } from "../use-studio-draft";
import { DeleteGuard } from "./delete-guard";
import { EditorHeader } from "./editor-header";
import { Inspector } from "./inspector";
import { PuzzleMapView } from "../map/puzzle-map";
import { ProblemsList } from "./problems";
import { Stage } from "./stage";
import { StudioBar } from "./studio-bar";
import { ProjectTree } from "./tree";
import { useShortcuts } from "./use-shortcuts";
import { useStrayKeys } from "./use-stray-keys";

export type StudioProject = { id: string; title: string; type: GameType; updatedAt: number };
export const STUDIO_VIEWS = ["edit", "map", "files", "versions", "publish", "people"] as const;
export type StudioView = (typeof STUDIO_VIEWS)[number];
/** The editor's role in the project (app/lib/drafts/access.server.ts); a viewer's editor is read-only. */
export type StudioRole = "owner" | "editor" | "viewer";

/**
 * The editor shell the three editors share (ADR 021), the whole window: its compact header (title, the way
 * back, the account), the bar (save state, undo and redo, views,
 * test-play), then either the editing view (the project's tree and problems, the type's own stage, the
 * inspector) or the project's files, versions or publishing. The selection survives a reload.
 */
export function EditorShell({ project, userId, role }: { project: StudioProject; userId: string; role: StudioRole }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const view: StudioView = (STUDIO_VIEWS as readonly string[]).includes(params.get("view") ?? "") ? (params.get("view") as StudioView) : "edit";
  const [coedit] = useState(() => new CoeditStore());
  // The loader's role, or the room's word for this connection (a role changed while the editor is open).
  const readOnly = role === "viewer" || selfOf(useSyncExternalStore(coedit.subscribeList, () => coedit.list, () => coedit.list))?.access === "view";
  const { status, draft, check, restored, edit, undo, saveState } = useStudioDraft(project.id, userId, { coedit, readOnly });
  const [selection, setSelection] = useStoredSelection(project.id);
  useOpenSettings(params.get("select"), setSelection, setParams);
  useShareSelection(coedit, selection);
  const { files, globalSound, reloadFiles } = useAllFiles(project.id, view);
  const [addingScene, setAddingScene] = useState(false);
  const context = useMemo<StudioContextValue | null>(
    () => (draft ? { projectId: project.id, type: project.type, draft, edit, selection, select: setSelection, files, reloadFiles, globalSound, addingScene, setAddingScene, readOnly } : null),
    [draft, edit, selection, setSelection, files, reloadFiles, globalSound, project.id, project.type, addingScene, readOnly],
  );
  const shortcuts = useMemo(
    () => ({ draft: readOnly ? null : draft, selection, select: setSelection, edit, undo: undo.undo, redo: undo.redo }),
    [draft, selection, setSelection, edit, undo, readOnly],
  );
  useShortcuts(shortcuts);
  const body = useRef<HTMLDivElement>(null);
  const strayKeys = useStrayKeys(useCallback(() => body.current, []));

  const page = (
    <div ref={body} className={`studio studio-${project.type}`} data-readonly={readOnly || undefined}>
      {context && (view === "edit" || view === "map") ? (
        <nav className="studio-skip" aria-label={t("studio.skip.label")}>
          <a className="studio-skip-link" href="#studio-inspector" onClick={(event) => jumpTo(event, "studio-inspector")}>{t("studio.skip.inspector")}</a>
          <a className="studio-skip-link" href="#studio-tree" onClick={(event) => jumpTo(event, "studio-tree")}>{t("studio.skip.tree")}</a>
        </nav>
      ) : null}
      <StudioBar project={project} view={view} saveState={saveState} status={status} undo={undo} problems={check?.issues.length ?? null} userId={userId} readOnly={readOnly} />
      {readOnly ? <ReadOnlyBanner /> : null}
      {status.kind === "error" && LOCKED_OUT.has(status.code) ? (
        <div className="studio-panel" role="alert">
          <p>{status.message || t(`projects.draft.roomErrors.${status.code === "removed" ? "removed" : "invalid_ticket"}`)}</p>
          <p><Link to="/project">{t("studio.back")}</Link></p>
        </div>
      ) : view === "files" ? (
        <div className="studio-panel"><ProjectFiles projectId={project.id} /></div>
      ) : view === "versions" ? (
        <div className="studio-panel"><VersionsPanel projectId={project.id} restored={restored} /></div>
      ) : view === "publish" ? (
        <div className="studio-panel"><PublishPanel /></div>
      ) : view === "people" ? (
        <div className="studio-panel"><PeoplePanel /></div>
      ) : !context ? (
        <p className="studio-loading muted" role="status">{status.kind === "error" ? t("studio.loadFailed") : t("studio.loading")}</p>
      ) : (
        <StudioContext.Provider value={context}>
          <DeleteGuard>
            <div className="studio-body">
              <div className="studio-side">
                <ProjectTree />
                <ProblemsList check={check} />
              </div>
              {/* The map takes the stage's place, beside the tree, the problems and the inspector it opens elements in. */}
              {view === "map" ? (
                <section className="studio-stage studio-map-stage" aria-labelledby="studio-map-title">
                  <PuzzleMapView />
                </section>
              ) : (
                <section className="studio-stage" aria-label={t("studio.stage")}>
                  <Stage />
                </section>
              )}
              <Inspector />
            </div>
            <p className="studio-stray-keys" role="status">{strayKeys ? t("studio.strayKeys") : ""}</p>
            <OverwriteNotice />
          </DeleteGuard>
        </StudioContext.Provider>
      )}
      {restored && view !== "versions" ? (
        <p className="notice studio-restored" role="status">
          {t("projects.draft.versions.restoredBy", { name: restored.name, by: restored.by })} <Link to="?view=versions">{t("studio.views.versions")}</Link>
        </p>
      ) : null}
    </div>
  );
  return (
    <CoeditContext.Provider value={coedit}>
      <EditorHeader project={project} />
      <main id="main" tabIndex={-1} className="studio-main">
        {page}
      </main>
    </CoeditContext.Provider>
  );
}

/**
 * A skip link's jump (ADR 021): to the inspector's first field when it has one (else the inspector itself),
 * to the tree's current entry; without changing the address, so a reload keeps the editor as it was.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const inner =
    id === "studio-tree"
      ? target.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')
      : target.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])");
  (inner ?? target).focus();
}

/** `?select=settings` (the publish tab's link to the game settings) selects them, then leaves the address. */
function useOpenSettings(select: string | null, setSelection: (selection: Selection) => void, setParams: ReturnType<typeof useSearchParams>[1]) {
  useEffect(() => {
    if (select !== "settings") return;
    setSelection({ path: ["settings"] });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("select");
        return next;
      },
      { replace: true },
    );
  }, [select, setSelection, setParams]);
}

/** The selection, kept for this tab (sessionStorage) so a reload opens where the creator was. */
function useStoredSelection(projectId: string): [Selection | null, (selection: Selection | null) => void] {
  const key = `studio:selection:${projectId}`;
  const [selection, setSelection] = useState<Selection | null>(null);
  useEffect(() => {
    try {
      const raw = sessionStorage.getItem(key);
      const parsed = raw ? (JSON.parse(raw) as unknown) : null;
      if (Array.isArray(parsed) && parsed.every((segment) => typeof segment === "string")) setSelection({ path: parsed });
    } catch {
      // Nothing kept, or storage disabled: start with nothing selected.
    }
  }, [key]);
  const select = useCallback(
    (next: Selection | null) => {
      setSelection(next);
      try {
        if (next) sessionStorage.setItem(key, JSON.stringify(next.path));
        else sessionStorage.removeItem(key);
      } catch {
        // Not kept across a reload; the selection still works.
      }
    },
    [key],
  );
  return [selection, select];
}

/**
 * Every file of the project, for the file pickers; reloaded after an upload, and on leaving the files view,
 * where files are uploaded, generated, renamed and deleted without the pickers knowing.
 */
function useAllFiles(projectId: string, view: StudioView) {
  const [files, setFiles] = useState<FileView[] | null>(null);
  const [globalSound, setGlobalSound] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const lastView = useRef(view);
  useEffect(() => {
    if (lastView.current === "files" && view !== "files") setRound((n) => n + 1);
    lastView.current = view;
  }, [view]);
  useEffect(() => {
    let live = true;
    void fetch(`/resources/project-files/${encodeURIComponent(projectId)}?all=1`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ files: FileView[]; globalSound?: string | null }>) : null))
      .then((body) => {
        if (!live || !body) return;
        setFiles(body.files);
        setGlobalSound(body.globalSound ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [projectId, round]);
  const reloadFiles = useCallback(() => setRound((n) => n + 1), []);
  return { files, globalSound, reloadFiles };
}
