import { useT } from "~/i18n/use-t";
import type { LiveStatus } from "~/lib/drafts/live-draft.client";
import { DraftProblems } from "./draft-problems";
import { useLiveDraft } from "./use-live-draft";
import { VersionsPanel } from "./versions-panel";

/**
 * The project page's "Draft" section: the live connection to the project room, the draft's problems as
 * the engine sees them, and its named versions.
 */
export function DraftSection({ projectId }: { projectId: string }) {
  const { t } = useT();
  const { status, check, restored } = useLiveDraft(projectId);
  return (
    <section className="draft-section" aria-labelledby="draft-title">
      <h2 id="draft-title">{t("projects.draft.title")}</h2>
      <p className={`draft-status draft-status-${status.kind}`} role="status" aria-live="polite">
        {statusText(status, t)}
      </p>
      <DraftProblems check={check} live={status.kind === "live"} />
      <VersionsPanel projectId={projectId} restored={restored} />
    </section>
  );
}

function statusText(status: LiveStatus, t: (key: string) => string): string {
  if (status.kind !== "error") return t(`projects.draft.status.${status.kind}`);
  // The ticket endpoint words its refusals itself; the room's codes have texts of their own.
  if (status.message) return status.message;
  const known = ["project_unavailable", "draft_too_large", "backend_unavailable", "invalid_ticket", "offline"];
  return t(`projects.draft.roomErrors.${known.includes(status.code) ? status.code : "generic"}`);
}
