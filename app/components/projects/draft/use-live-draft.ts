import { useEffect, useState } from "react";
import type * as Y from "yjs";
import { parseDefinition, type DefinitionIssue } from "~/engine";
import { readDefinition } from "~/lib/drafts/document";
import { connectDraft, type LiveStatus, type RestoredNotice } from "~/lib/drafts/live-draft.client";

/** After the last change, this long before the draft is checked again: typing stays smooth. */
export const CHECK_DEBOUNCE_MS = 400;

export type DraftCheck = { issues: DefinitionIssue[]; source: unknown } | null;

/**
 * The project's draft, live from its room: the connection's status, the engine's problems with the
 * definition (checked a moment after each change, from the JSON derived from the shared document), and
 * the last restore any editor made.
 */
export function useLiveDraft(projectId: string) {
  const [status, setStatus] = useState<LiveStatus>({ kind: "connecting" });
  const [check, setCheck] = useState<DraftCheck>(null);
  const [restored, setRestored] = useState<RestoredNotice | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const live = connectDraft(projectId, { onStatus: setStatus, onRestored: setRestored });
    const recheck = (doc: Y.Doc) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const source = readDefinition(doc);
        const parsed = parseDefinition(source);
        setCheck({ issues: parsed.ok ? [] : parsed.issues, source });
      }, CHECK_DEBOUNCE_MS);
    };
    const onUpdate = () => recheck(live.doc);
    live.doc.on("update", onUpdate);
    return () => {
      clearTimeout(timer);
      live.doc.off("update", onUpdate);
      live.close();
    };
  }, [projectId]);

  return { status, check, restored };
}
