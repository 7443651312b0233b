import { useEffect } from "react";
import type { Selection } from "../types";
import type { CoeditStore } from "./store";

/**
 * Tells the others what this editor has selected, and which inspector field they are typing in: the
 * focused field's `name`, which is its definition key (the same the problems list focuses, ADR 022).
 */
export function useShareSelection(store: CoeditStore, selection: Selection | null) {
  const key = selection ? JSON.stringify(selection.path) : null;
  useEffect(() => {
    store.select(key ? (JSON.parse(key) as string[]) : null);
  }, [store, key]);

  useEffect(() => {
    const fieldOf = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.closest(".studio-inspector") ? target.getAttribute("name") : null;
    const onFocusIn = (event: FocusEvent) => store.field(fieldOf(event.target));
    const onFocusOut = (event: FocusEvent) => {
      if (!fieldOf(event.relatedTarget)) store.field(null);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [store]);
}
