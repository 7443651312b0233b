import { formatPath, parsePath } from "~/engine";
import { FIRST_FIELD } from "../selection";

/**
 * The control to focus for a field path inside the selected item (`interactions[0].effects[1].objectId`,
 * app/studio/selection.ts). The inspector's fields carry their path as `data-path` (fields/field-path.tsx),
 * so the field itself is found; when it is not there (a list's row holds no field of that name, a
 * problem is about a whole list) the closest group up the path is, and its first control takes the focus.
 * A Classic page's puzzles sit on the stage, so the stage is searched after the inspector. Then, for a
 * path no field carries, a field named after it, and last the item's first text field.
 */

// A new item's first field: the first text a creator can type into (its name), before any list or box.
const FIRST_TEXT_FIELD = "input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([disabled]), textarea:not([disabled])";
const CONTROL = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

export function fieldToFocus(inspector: HTMLElement, stage: Element | null, field: string): HTMLElement | null {
  if (field !== FIRST_FIELD) {
    const keys = parsePath(field);
    for (let length = keys.length; length > 0; length--) {
      const selector = `[data-path="${CSS.escape(formatPath(keys.slice(0, length)))}"]`;
      for (const root of [inspector, stage]) {
        const found = root?.querySelector<HTMLElement>(selector);
        const control = found ? controlIn(found) : null;
        if (control) return control;
      }
    }
    const names = keys.filter((key): key is string => typeof key === "string");
    for (const name of [names.at(-1), names[0]]) {
      const named = name ? inspector.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([disabled])`) : null;
      if (named) return named;
    }
  }
  return inspector.querySelector<HTMLElement>(FIRST_TEXT_FIELD) ?? inspector.querySelector<HTMLElement>(CONTROL);
}

function controlIn(element: HTMLElement): HTMLElement | null {
  return element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL);
}
