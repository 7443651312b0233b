import { useEffect, useState } from "react";
import type { DefinitionIssue } from "~/engine";
import type { LiveStatus, RestoredNotice } from "~/lib/drafts/live-draft.client";

/** After the last change, this long before the draft is checked again: typing stays smooth. */
export const CHECK_DEBOUNCE_MS = 400;

export type DraftCheck = { issues: DefinitionIssue[]; source: unknown } | null;

/**
 * The project's draft, live from its room: the connection's status, the engine's problems with the
 * definition (checked a moment after each change, from the JSON derived from the shared document), and
 * the last restore any editor made. Yjs, the provider and the engine's schema load after the page shows:
 * the workspace, which shares this page's module, never needs them.
 */
export function useLiveDraft(projectId: string) {
  const [status, setStatus] = useState<LiveStatus>({ kind: "connecting" });
  const [check, setCheck] = useState<DraftCheck>(null);
  const [restored, setRestored] = useState<RestoredNotice | null>(null);

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void Promise.all([import("~/lib/drafts/live-draft.client"), import("~/lib/drafts/document"), import("~/engine")]).then(([client, document, engine]) => {
      if (cancelled) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const live = client.connectDraft(projectId, { onStatus: setStatus, onRestored: setRestored });
      const onUpdate = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const source = document.readDefinition(live.doc);
          const parsed = engine.parseDefinition(source);
          setCheck({ issues: parsed.ok ? [] : parsed.issues, source });
        }, CHECK_DEBOUNCE_MS);
      };
      live.doc.on("update", onUpdate);
      cleanup = () => {
        clearTimeout(timer);
        live.doc.off("update", onUpdate);
        live.close();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [projectId]);

  return { status, check, restored };
}
