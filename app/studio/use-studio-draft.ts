import { useEffect, useMemo, useRef, useState } from "react";
import type * as Y from "yjs";
import type { DefinitionIssue } from "~/engine";
import type { LiveStatus, RestoredNotice } from "~/lib/drafts/live-draft.client";
import { freshId } from "./clipboard";
import type { CoeditStore } from "./coedit/store";
import { asDraft, idsOf } from "./draft-shape";
import type { Draft, SaveState, StudioEdit } from "./types";

/** After the last change, this long before the draft is checked again: typing stays smooth. */
const CHECK_DEBOUNCE_MS = 400;
/** Room or ticket refusals after which this person may no longer open the project (removed by its owner). */
export const LOCKED_OUT: ReadonlySet<string> = new Set(["removed", "not-yours", "not-found"]);

/** Keystrokes closer than this are one step of the undo history. */
const UNDO_CAPTURE_MS = 600;

export type DraftCheck = { issues: DefinitionIssue[]; source: unknown } | null;

type Undo = { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };

/**
 * The editor's copy of a project's draft (ADR 021): the shared document synced with the project room,
 * also kept in this browser (IndexedDB) so a reload or a lost connection never loses an edit; the draft
 * as JSON for the editors; the edits, each one transaction with this editor's origin, undone and redone
 * by this editor's own undo manager (another editor's changes are never undone by it); and whether the
 * room has stored every change ("saved") — the room answers a ping sent after them on the same socket.
 */
export function useStudioDraft(projectId: string, userId: string, { coedit, readOnly }: { coedit: CoeditStore; readOnly: boolean }) {
  const [status, setStatus] = useState<LiveStatus>({ kind: "connecting" });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [check, setCheck] = useState<DraftCheck>(null);
  const [restored, setRestored] = useState<RestoredNotice | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [undo, setUndo] = useState<Undo>({ undo: () => undefined, redo: () => undefined, canUndo: false, canRedo: false });
  const docRef = useRef<{ doc: Y.Doc; origin: object; edits: typeof import("~/lib/drafts/edits") } | null>(null);
  const idsRef = useRef<{ json: unknown; ids: Set<string> | null }>({ json: null, ids: null });
  // A viewer's edits are dropped here too, not only hidden (the room refuses them anyway).
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void Promise.all([
      import("~/lib/drafts/live-draft.client"),
      import("~/lib/drafts/document"),
      import("~/lib/drafts/edits"),
      import("~/engine"),
      import("yjs"),
      import("y-indexeddb"),
      import("./coedit/overwrites"),
    ]).then(([client, document, edits, engine, Yjs, idb, overwrites]) => {
      if (cancelled) return;
      const origin = { editor: projectId };
      let changes = 0;
      let confirmed = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let forgetLocalCopy = () => {};
      const live = client.connectDraft(projectId, {
        onStatus: (next) => {
          setStatus(next);
          // After a (re)connection the provider sends what the room lacks: ask it to confirm that too.
          if (next.kind === "live") requestConfirmation();
          // No longer let in: the copy this browser kept of the draft goes too.
          if (next.kind === "error" && LOCKED_OUT.has(next.code)) forgetLocalCopy();
        },
        onRestored: setRestored,
        onEditors: coedit.setEditors,
        onAware: coedit.setAware,
        onPong: (id) => {
          confirmed = Math.max(confirmed, id);
          if (confirmed >= changes) {
            setUnconfirmed(false);
            performance.mark("studio:stored");
          }
        },
      });
      const doc = live.doc;
      const local = new idb.IndexeddbPersistence(`escaplay:draft:${userId}:${projectId}`, doc);
      forgetLocalCopy = () => void local.clearData();
      const manager = new Yjs.UndoManager(doc.getMap(document.ROOT), { trackedOrigins: new Set([origin]), captureTimeout: UNDO_CAPTURE_MS });
      const undoState = () =>
        setUndo({
          undo: () => void (readOnlyRef.current || manager.undo()),
          redo: () => void (readOnlyRef.current || manager.redo()),
          canUndo: manager.canUndo(),
          canRedo: manager.canRedo(),
        });
      manager.on("stack-item-added", undoState);
      manager.on("stack-item-popped", undoState);
      manager.on("stack-cleared", undoState);

      function requestConfirmation() {
        changes += 1;
        const id = changes;
        // After the transaction's other listeners: the provider has sent the update by then. Queued before
        // any state is set: React renders in a microtask queued by the first setState, and the ping must not
        // wait for that render (a key press is stored sooner).
        queueMicrotask(() => live.ping(id));
        setUnconfirmed(true);
      }

      const read = () => {
        const json = document.readDefinition(doc);
        setDraft(asDraft(json));
        idsRef.current = { json, ids: null };
        return json;
      };
      const onUpdate = (_update: Uint8Array, from: unknown) => {
        // The ping first (see requestConfirmation), then the JSON and the render.
        if (from === origin || from === manager) requestConfirmation();
        const json = read();
        clearTimeout(timer);
        timer = setTimeout(() => {
          const parsed = engine.parseDefinition(json);
          const issues = parsed.ok ? [] : parsed.issues;
          // The solvability walk's advice joins the list after the definition's own problems.
          setCheck({ issues: [...issues, ...engine.draftSolvability(json, issues)], source: json });
        }, CHECK_DEBOUNCE_MS);
      };
      doc.on("update", onUpdate);
      void local.whenSynced.then(() => {
        if (!cancelled && !document.isEmptyDefinition(doc)) read();
      });
      docRef.current = { doc, origin, edits };
      undoState();
      const detach = coedit.attach(live.aware, doc.clientID);
      const unwatch = overwrites.watchOverwrites(doc, new Set([origin, manager]), coedit.overwritten);
      cleanup = () => {
        unwatch();
        detach();
        clearTimeout(timer);
        doc.off("update", onUpdate);
        manager.destroy();
        docRef.current = null;
        void local.destroy();
        live.close();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [projectId, userId, coedit]);

  const edit = useMemo<StudioEdit>(() => {
    const run = (write: (doc: Y.Doc, origin: object, edits: typeof import("~/lib/drafts/edits")) => void) => {
      const current = docRef.current;
      if (current && !readOnlyRef.current) write(current.doc, current.origin, current.edits);
    };
    return {
      set: (path, value) => run((doc, origin, edits) => edits.setAt(doc, path, value, origin)),
      insert: (listPath, item, index) => run((doc, origin, edits) => edits.insertAt(doc, listPath, item, origin, index)),
      remove: (listPath, id) => run((doc, origin, edits) => edits.removeAt(doc, listPath, id, origin)),
      move: (listPath, id, toIndex) => run((doc, origin, edits) => edits.moveAt(doc, listPath, id, toIndex, origin)),
      batch: (changes) => run((doc, origin) => doc.transact(changes, origin)),
      newId: (prefix) => {
        const known = idsRef.current;
        known.ids ??= idsOf(known.json);
        const id = freshId(prefix.replace(/[^A-Za-z0-9_-]/g, "") || "item", (candidate) => known.ids!.has(candidate));
        known.ids.add(id);
        return id;
      },
    };
  }, []);

  const saveState: SaveState =
    status.kind === "error" ? "error"
    : status.kind === "offline" ? "offline"
    : status.kind === "connecting" ? "connecting"
    : unconfirmed ? "saving"
    : "saved";

  return { status, draft, check, restored, edit, undo, saveState };
}
