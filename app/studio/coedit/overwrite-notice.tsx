import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useStudio } from "../studio-context";
import type { Overwrite } from "./overwrites";
import { editorOfClient } from "./presence";
import { useCoedit } from "./use-presence";

/** How long the notice stays up after the last overwrite. */
const SHOWN_MS = 8_000;

/** The form's own label for a field of the selected item, or null when that item's form is not shown. */
function labelOf(overwrite: Overwrite, selected: readonly string[] | undefined): string | null {
  const item = overwrite.path.slice(0, -1);
  const key = overwrite.path[overwrite.path.length - 1];
  // The settings' form edits both `meta` and `rules`.
  const inView = selected?.[0] === "settings" ? item.length === 1 && (item[0] === "meta" || item[0] === "rules") : !!selected && selected.every((segment, i) => item[i] === segment);
  if (!inView || !key) return null;
  const field = document.querySelector<HTMLInputElement>(`.studio-inspector [name="${CSS.escape(key)}"]`);
  const text = field?.labels?.[0]?.textContent ?? field?.closest("fieldset")?.querySelector("legend")?.textContent;
  return text?.trim() || null;
}

/**
 * "Alice replaced your change to “Title”": said politely, and shown for a few seconds, when another
 * editor's change replaced a value this editor wrote moments ago (coedit/overwrites.ts).
 */
export function OverwriteNotice() {
  const { t } = useT();
  const store = useCoedit();
  const { selection } = useStudio();
  const [text, setText] = useState("");
  const selected = selection?.path;

  useEffect(
    () =>
      store.onOverwrite((overwrite) => {
        const name = editorOfClient(store.live.editors, overwrite.by)?.name ?? t("studio-coedit.overwrite.someone");
        const field = labelOf(overwrite, selected);
        setText(field ? t("studio-coedit.overwrite.field", { name, field }) : t("studio-coedit.overwrite.noField", { name }));
      }),
    [store, selected, t],
  );
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setText(""), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="coedit-overwrite" data-shown={text ? "" : undefined}>
      <p role="status" aria-live="polite" data-testid="overwrite-notice">
        {text}
      </p>
      {text ? (
        <button type="button" className="button button-small button-ghost" onClick={() => setText("")}>
          {t("studio-coedit.overwrite.dismiss")}
        </button>
      ) : null}
    </div>
  );
}
