import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useStudio } from "../studio-context";
import type { Overwrite } from "./overwrites";
import { editorOfClient } from "./presence";
import { useCoedit } from "./use-presence";

/** How long the confirmation stays up once the value is back; the notice itself stays until it is answered. */
const RESTORED_SHOWN_MS = 8_000;

/** The inspector's field for the overwritten key, when the overwritten item's form is the one shown. */
function fieldOf(overwrite: Overwrite, selected: readonly string[] | undefined): HTMLElement | null {
  const item = overwrite.path.slice(0, -1);
  const key = overwrite.path[overwrite.path.length - 1];
  // The settings' form edits both `meta` and `rules`.
  const inView = selected?.[0] === "settings" ? item.length === 1 && (item[0] === "meta" || item[0] === "rules") : !!selected && selected.every((segment, i) => item[i] === segment);
  if (!inView || !key) return null;
  return document.querySelector<HTMLElement>(`.studio-inspector [name="${CSS.escape(key)}"]`);
}

/** The form's own label for the field, or null when it is not shown. */
function labelOf(field: HTMLElement | null): string | null {
  const labels = field && "labels" in field ? (field as HTMLInputElement).labels : null;
  const text = labels?.[0]?.textContent ?? field?.closest("fieldset")?.querySelector("legend")?.textContent;
  return text?.trim() || null;
}

type Shown = { text: string; overwrite: Overwrite | null };

/**
 * "Alice replaced your change to “Title”", said politely when another editor's change replaced a value this
 * editor wrote moments ago (coedit/overwrites.ts), with "Put my value back": one edit of this editor's own,
 * so it reaches the others and "Undo" takes it back. The notice stays until answered or closed (a control
 * that vanished on a timer could not be reached in time by everyone); the confirmation goes by itself.
 */
export function OverwriteNotice() {
  const { t } = useT();
  const store = useCoedit();
  const { selection, edit, readOnly } = useStudio();
  const [shown, setShown] = useState<Shown | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const selected = selection?.path;

  useEffect(
    () =>
      store.onOverwrite((overwrite) => {
        const name = editorOfClient(store.live.editors, overwrite.by)?.name ?? t("studio-coedit.overwrite.someone");
        const field = labelOf(fieldOf(overwrite, selected));
        setShown({ text: field ? t("studio-coedit.overwrite.field", { name, field }) : t("studio-coedit.overwrite.noField", { name }), overwrite });
      }),
    [store, selected, t],
  );

  // Closing a notice that holds the focus hands it to the editor's main area, not to the page's top.
  const close = () => {
    if (root.current?.contains(document.activeElement)) document.getElementById("main")?.focus();
    setShown(null);
  };

  const restored = shown !== null && shown.overwrite === null;
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(close, RESTORED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [restored, shown]);

  const restore = () => {
    const overwrite = shown?.overwrite;
    if (!overwrite) return;
    const field = fieldOf(overwrite, selected);
    edit.set(overwrite.path, overwrite.mine);
    setShown({ text: t("studio-coedit.overwrite.restored"), overwrite: null });
    // Back to the field the value belongs in, when it is on screen; else the focus stays in the notice.
    if (field) field.focus();
    else queueMicrotask(() => root.current?.querySelector<HTMLButtonElement>("button")?.focus());
  };

  return (
    <div ref={root} className="coedit-overwrite" data-shown={shown ? "" : undefined} data-testid="overwrite">
      <p role="status" aria-live="polite" data-testid="overwrite-notice">
        {shown?.text ?? ""}
      </p>
      {shown?.overwrite && !readOnly ? (
        <button type="button" className="button button-small" onClick={restore}>
          {t("studio-coedit.overwrite.restore")}
        </button>
      ) : null}
      {shown ? (
        <button type="button" className="button button-small button-ghost" onClick={close}>
          {t("studio-coedit.overwrite.dismiss")}
        </button>
      ) : null}
    </div>
  );
}
