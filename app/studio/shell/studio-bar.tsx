import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { LiveStatus } from "~/lib/drafts/live-draft.client";
import { testPlayPath } from "~/play/screens/test-play-screens";
import { PresenceBar } from "../coedit/presence-bar";
import type { SaveState } from "../types";
import type { StudioProject, StudioView } from "./editor-shell";
import { SaveStateBadge } from "./save-state";

const VIEWS: StudioView[] = ["edit", "map", "files", "versions", "publish", "people"];

/**
 * The editor's tool bar, under its header (editor-header.tsx): whether the work is stored, who else is
 * here, undo and redo, the views, test-play. One line on a laptop's screen.
 */
export function StudioBar({ project, view, saveState, status, undo, problems, userId, readOnly }: {
  project: StudioProject;
  view: StudioView;
  saveState: SaveState;
  status: LiveStatus;
  undo: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
  problems: number | null;
  userId: string;
  // A viewer has nothing to undo.
  readOnly: boolean;
}) {
  const { t } = useT();
  return (
    <div className="studio-bar" data-testid="studio-bar">
      <SaveStateBadge state={saveState} status={status} />
      <PresenceBar userId={userId} />
      <div className="studio-bar-actions" role="group" aria-label={t("studio.history")} hidden={readOnly}>
        <button type="button" className="button button-small" onClick={undo.undo} disabled={!undo.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          {t("studio.undo")}
        </button>
        <button type="button" className="button button-small" onClick={undo.redo} disabled={!undo.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z">
          {t("studio.redo")}
        </button>
      </div>
      <nav className="studio-views" aria-label={t("studio.views.label")}>
        {VIEWS.map((name) => (
          <Link key={name} to={name === "edit" ? "?" : `?view=${name}`} aria-current={view === name ? "page" : undefined} className="studio-view-link">
            {t(`studio.views.${name}`)}
            {name === "edit" && problems ? <span className="studio-count" aria-label={t("studio.problems.count", { n: problems })}>{problems}</span> : null}
          </Link>
        ))}
      </nav>
      <Link className="button studio-test-play" to={testPlayPath(project.type, project.id)}>
        {t("studio.testPlay")}
      </Link>
    </div>
  );
}
