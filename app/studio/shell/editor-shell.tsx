import "./studio.css";
import { Link, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ProjectFiles } from "~/components/projects/files/project-files";
import { PeoplePanel } from "~/components/projects/people/people-panel";
import { PublishPanel } from "~/components/projects/publish/publish-panel";
import { VersionsPanel } from "~/components/projects/draft/versions-panel";
import { useT } from "~/i18n/use-t";
import type { GameType } from "~/engine";
import type { FileView } from "~/lib/projects/files/view";
import { StudioContext, type StudioContextValue } from "../studio-context";
import type { Selection } from "../types";
import { useStudioDraft } from "../use-studio-draft";
import { Inspector } from "./inspector";
import { ProblemsList } from "./problems";
import { Stage } from "./stage";
import { StudioBar } from "./studio-bar";
import { ProjectTree } from "./tree";
import { useShortcuts } from "./use-shortcuts";

export type StudioProject = { id: string; title: string; type: GameType; updatedAt: number };
export const STUDIO_VIEWS = ["edit", "files", "versions", "publish", "people"] as const;
export type StudioView = (typeof STUDIO_VIEWS)[number];

/**
 * The editor shell the three editors share (ADR 021): the bar (save state, undo and redo, views,
 * test-play), then either the editing view (the project's tree and problems, the type's own stage, the
 * inspector) or the project's files, versions or publishing. The selection survives a reload.
 */
export function EditorShell({ project, userId }: { project: StudioProject; userId: string }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const view: StudioView = (STUDIO_VIEWS as readonly string[]).includes(params.get("view") ?? "") ? (params.get("view") as StudioView) : "edit";
  const { status, draft, check, restored, edit, undo, saveState } = useStudioDraft(project.id, userId);
  const [selection, setSelection] = useStoredSelection(project.id);
  const { files, reloadFiles } = useAllFiles(project.id);
  const [addingScene, setAddingScene] = useState(false);
  const context = useMemo<StudioContextValue | null>(
    () => (draft ? { projectId: project.id, type: project.type, draft, edit, selection, select: setSelection, files, reloadFiles, addingScene, setAddingScene } : null),
    [draft, edit, selection, setSelection, files, reloadFiles, project.id, project.type, addingScene],
  );
  const shortcuts = useMemo(() => ({ draft, selection, select: setSelection, edit, undo: undo.undo, redo: undo.redo }), [draft, selection, setSelection, edit, undo]);
  useShortcuts(shortcuts);

  return (
    <div className={`studio studio-${project.type}`}>
      <StudioBar project={project} view={view} saveState={saveState} status={status} undo={undo} problems={check?.issues.length ?? null} />
      {view === "files" ? (
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
          <div className="studio-body">
            <div className="studio-side">
              <ProjectTree />
              <ProblemsList check={check} />
            </div>
            <section className="studio-stage" aria-label={t("studio.stage")}>
              <Stage />
            </section>
            <Inspector />
          </div>
        </StudioContext.Provider>
      )}
      {restored && view !== "versions" ? (
        <p className="notice studio-restored" role="status">
          {t("projects.draft.versions.restoredBy", { name: restored.name, by: restored.by })} <Link to="?view=versions">{t("studio.views.versions")}</Link>
        </p>
      ) : null}
    </div>
  );
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

/** Every file of the project, for the file pickers; reloaded after an upload. */
function useAllFiles(projectId: string) {
  const [files, setFiles] = useState<FileView[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void fetch(`/resources/project-files/${encodeURIComponent(projectId)}?all=1`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ files: FileView[] }>) : null))
      .then((body) => {
        if (live && body) setFiles(body.files);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [projectId, round]);
  const reloadFiles = useCallback(() => setRound((n) => n + 1), []);
  return { files, reloadFiles };
}
