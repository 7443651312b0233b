import { useEffect, type RefObject } from "react";
import { useT } from "~/i18n/use-t";
import type { EditPath } from "../types";
import { listNames } from "./names";
import { peerColour } from "./palette";
import { editorsAt, othersOf } from "./presence";
import { usePresence } from "./use-presence";

/**
 * In the inspector: a note when other editors are in the same item ("Alice is also editing this item"),
 * and the field each one is typing in outlined in their colour with their name. The outline is set on the
 * field's wrapper as data and CSS custom properties, so the forms themselves know nothing of it.
 */
export function InspectorPeers({ path, formRef }: { path: EditPath; formRef: RefObject<HTMLElement> }) {
  const { t, locale } = useT();
  const here = editorsAt(othersOf(usePresence()), path);
  const names = [...new Set(here.map((editor) => editor.name))];
  const typing = here.flatMap((editor) => (editor.state?.selection?.field ? [{ field: editor.state.selection.field, name: editor.name, colour: editor.colour }] : []));
  const typingKey = JSON.stringify(typing);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const marked: HTMLElement[] = [];
    for (const { field, name, colour } of typing) {
      const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
      const wrapper = input?.closest<HTMLElement>(".studio-field, fieldset") ?? input;
      if (!wrapper || marked.includes(wrapper)) continue;
      wrapper.dataset.peerTyping = t("studio-coedit.inspector.typing", { name });
      wrapper.style.setProperty("--peer", peerColour(colour));
      marked.push(wrapper);
    }
    return () => {
      for (const wrapper of marked) {
        delete wrapper.dataset.peerTyping;
        wrapper.style.removeProperty("--peer");
      }
    };
    // The fields to mark change with `typingKey`; the form re-renders do not remove the data set here.
  }, [typingKey, formRef, t]);

  if (!names.length) return null;
  return (
    <p className="notice coedit-also-here" data-testid="peer-also-editing">
      {t(names.length > 1 ? "studio-coedit.inspector.alsoHereMany" : "studio-coedit.inspector.alsoHereOne", { names: listNames(names, locale) })}
    </p>
  );
}
