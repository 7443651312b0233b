import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { itemAt, nameOf } from "../selection";
import { useStudio } from "../studio-context";
import type { Draft, EditPath } from "../types";
import { usagesOf, type Usage } from "../usages";
import { recipeName } from "./tree";

/**
 * Deleting an item other parts of the game use asks first (issue 24): a modal dialog names every place
 * that uses it ("Zone « Tiroir » (scène « Bureau »)"), with Cancel (the default, and Escape) and Delete.
 * An item nothing uses is deleted at once, as before: undo brings it back. Every way to delete (the
 * inspector's button, the Delete key on a zone or a hotspot) goes through `useDeleteGuard()`. The focus
 * starts on Cancel and goes back to where the creator was when the dialog closes.
 */

type Ask = (path: EditPath, run: () => void) => void;
type Pending = { path: EditPath; usages: Usage[]; run: () => void; opener: HTMLElement | null };

const DeleteGuardContext = createContext<Ask>((_path, run) => run());

/** `ask(path, run)`: runs the deletion of the item at `path` now, or once the creator confirms it. */
export const useDeleteGuard = () => useContext(DeleteGuardContext);

export function DeleteGuard({ children }: { children: ReactNode }) {
  const { draft } = useStudio();
  const [pending, setPending] = useState<Pending | null>(null);
  // The draft as it is when the deletion is asked for, without making `ask` change with every edit.
  const current = useRef(draft);
  current.current = draft;
  const ask = useCallback<Ask>((path, run) => {
    const usages = usagesOf(current.current, path);
    if (usages.length === 0) return run();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending({ path, usages, run, opener });
  }, []);
  return (
    <DeleteGuardContext.Provider value={ask}>
      {children}
      {pending ? <DeleteDialog key={pending.path.join("/")} pending={pending} onDone={() => setPending(null)} /> : null}
    </DeleteGuardContext.Provider>
  );
}

function DeleteDialog({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const { t } = useT();
  const { draft, type } = useStudio();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const latest = useRef({ pending, onDone });
  latest.current = { pending, onDone };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape, Cancel and Delete all end here: the focus goes back first, then the deletion runs (which
    // may move it on, to the next zone say).
    const onClose = () => {
      const { pending: asked, onDone: done } = latest.current;
      done();
      if (asked.opener?.isConnected) asked.opener.focus();
      if (confirmed.current) asked.run();
    };
    dialog.addEventListener("close", onClose);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLButtonElement>("[data-cancel]")?.focus();
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  const list = pending.path[pending.path.length - 2] ?? pending.path[0];
  const item = itemAt(draft, pending.path);
  const classic = type === "classic";
  const usedBy = list === "scenes" && classic ? "pages" : list;
  return (
    <dialog ref={ref} className="modal studio-delete-dialog" aria-labelledby="studio-delete-title" aria-describedby="studio-delete-used">
      <h2 id="studio-delete-title">{t("studio.deleteDialog.title", { name: nameOf(item) || t("studio.tree.emptyText") })}</h2>
      <p id="studio-delete-used">{t(`studio.deleteDialog.usedBy.${usedBy}`)}</p>
      <ul className="studio-delete-uses">
        {pending.usages.map((usage) => (
          <li key={usage.path.join("/")}>{usageText(usage, draft, classic, t)}</li>
        ))}
      </ul>
      <p className="muted">{t("studio.deleteDialog.after")}</p>
      <div className="studio-delete-actions">
        <button type="button" className="button button-secondary" data-cancel onClick={() => ref.current?.close()}>
          {t("studio.deleteDialog.cancel")}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
          }}
        >
          {t("studio.deleteDialog.confirm")}
        </button>
      </div>
    </dialog>
  );
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** "Zone « Tiroir » (scène « Bureau »)", "Recette : assembler A et B", "Réglages du jeu". */
function usageText(usage: Usage, draft: Draft, classic: boolean, t: T): string {
  if (usage.list === "settings") return t("studio.tree.settings");
  if (usage.list === "recipes") return recipeName(usage.item as Draft["recipes"][number], draft.objects ?? [], t);
  if (usage.list === "hints") {
    const index = (draft.hints ?? []).findIndex((hint) => hint.id === usage.path[1]);
    return t("studio.tree.hint", { n: index + 1, text: nameOf(usage.item) || t("studio.tree.emptyText") });
  }
  const what = t(classic && usage.list === "scenes" ? "engine.classic.places.scenes" : `engine.places.${usage.list}`);
  const named = t("engine.places.named", { what, name: nameOf(usage.item) || t("studio.tree.emptyText") });
  if (!usage.sceneId) return named;
  const scene = (draft.scenes ?? []).find((candidate) => candidate.id === usage.sceneId);
  const sceneName = t(classic ? "studio.deleteDialog.page" : "studio.deleteDialog.scene", { name: nameOf(scene) || t("studio.tree.emptyText") });
  return t("studio.deleteDialog.inScene", { item: named, scene: sceneName });
}
