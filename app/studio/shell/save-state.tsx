import { useT } from "~/i18n/use-t";
import type { LiveStatus } from "~/lib/drafts/live-draft.client";
import type { SaveState } from "../types";

const ROOM_ERRORS = ["project_unavailable", "draft_too_large", "backend_unavailable", "invalid_ticket", "offline", "removed", "read_only", "update_refused", "rate_limited"];

/** "Saved", "Saving…", "Offline: changes kept": announced politely, so a screen reader user hears it too. */
export function SaveStateBadge({ state, status }: { state: SaveState; status: LiveStatus }) {
  const { t } = useT();
  let text = t(`studio.save.${state}`);
  if (status.kind === "error") text = status.message || t(`projects.draft.roomErrors.${ROOM_ERRORS.includes(status.code) ? status.code : "generic"}`);
  return (
    <p className={`studio-save studio-save-${state}`} role="status" aria-live="polite" data-state={state}>
      {text}
    </p>
  );
}
