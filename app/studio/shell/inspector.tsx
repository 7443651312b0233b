import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { InspectorPeers } from "../coedit/inspector-peers";
import { itemAt, nameOf } from "../selection";
import { useStudio } from "../studio-context";
import { ItemActions } from "./item-actions";
import { FormFor } from "./forms";

import { fieldToFocus } from "./focus-field";

export { FIRST_FIELD } from "../selection";

/**
 * The inspector: the selected item's name, its actions and its form. When a problem selected the item,
 * the field it points at gets the focus (or the closest one there is: focus-field.ts); after an add action (`field: FIRST_FIELD`) the new item's first
 * text field (its name) does, so the creator types its name at once; otherwise focus stays where the
 * creator is. The section is the skip link's target (`#studio-inspector`).
 */
export function Inspector() {
  const { t } = useT();
  const { draft, selection, readOnly } = useStudio();
  const ref = useRef<HTMLElement>(null);
  const field = selection?.field;
  useEffect(() => {
    if (!field || !ref.current) return;
    fieldToFocus(ref.current, document.querySelector(".studio-stage"), field)?.focus();
  }, [selection, field]);

  if (!selection) {
    return (
      <section ref={ref} id="studio-inspector" tabIndex={-1} className="studio-inspector" aria-labelledby="inspector-title">
        <h2 id="inspector-title">{t("studio.inspector.title")}</h2>
        <p className="muted">{t("studio.inspector.nothing")}</p>
      </section>
    );
  }
  const item = selection.path[0] === "settings" ? draft.meta : itemAt(draft, selection.path);
  return (
    <section ref={ref} id="studio-inspector" tabIndex={-1} className="studio-inspector" aria-labelledby="inspector-title">
      <h2 id="inspector-title">{selection.path[0] === "settings" ? t("studio.tree.settings") : nameOf(item) || t(item === undefined ? "studio.inspector.title" : "studio.tree.emptyText")}</h2>
      {item === undefined ? (
        <p className="notice">{t("studio.inspector.gone")}</p>
      ) : (
        <>
          <InspectorPeers path={selection.path} formRef={ref} />
          {/* One switch for a viewer: a disabled fieldset disables every control of the form inside it. */}
          <fieldset className="studio-readonly-fields" disabled={readOnly}>
            <ItemActions path={selection.path} />
            <FormFor path={selection.path} />
          </fieldset>
        </>
      )}
    </section>
  );
}
