import { useEffect } from "react";
import { copyItem, readClipboard } from "../clipboard";
import { itemAt } from "../selection";
import type { Draft, Selection, StudioEdit } from "../types";
import { CLIPBOARD_TYPE, listOf } from "./item-actions";
import { paste } from "./paste";

const editable = (element: Element | null) =>
  element instanceof HTMLElement && (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName));

/**
 * The editor's keys, on the whole page: Ctrl/⌘+Z undoes this editor's last change (in a text field too:
 * the field's own undo knows nothing of the shared draft), Ctrl/⌘+Shift+Z or Ctrl+Y redoes; outside text
 * fields, Ctrl/⌘+C copies the selected item and Ctrl/⌘+V pastes it (spec: copyEventObj).
 */
export function useShortcuts(options: {
  draft: Draft | null;
  selection: Selection | null;
  select: (selection: Selection) => void;
  edit: StudioEdit;
  undo: () => void;
  redo: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        if (key === "y" || event.shiftKey) options.redo();
        else options.undo();
        return;
      }
      if (editable(document.activeElement) || !options.draft) return;
      if (key === "c" && options.selection) {
        const place = listOf(options.selection.path);
        const type = place ? CLIPBOARD_TYPE[place.list[place.list.length - 1]] : undefined;
        const item = itemAt(options.draft, options.selection.path) as { id: string } | undefined;
        if (type && item) {
          event.preventDefault();
          copyItem(type, item);
        }
      } else if (key === "v") {
        const copied = readClipboard();
        if (!copied) return;
        const path = paste(options.draft, options.selection, copied, options.edit);
        if (path) {
          event.preventDefault();
          options.select({ path });
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [options]);
}
