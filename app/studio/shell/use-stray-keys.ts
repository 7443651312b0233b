import { useEffect, useState } from "react";

// How long after a character typed outside a text field the keys that follow still count as typing.
const BURST_MS = 1500;
// The keys a control acts on: pressing a button or a box, choosing in a list, nudging a zone, deleting it.
const ACTING_KEYS = new Set([" ", "Enter", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown", "Delete", "Backspace"]);
const TEXT_INPUTS = new Set(["text", "search", "email", "url", "tel", "password", "number"]);

/** Where typed characters are text: a text field, a text area, an editable element, a spin button (a lock's dial takes digits). */
export function takesText(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.tagName === "TEXTAREA" || element.getAttribute("role") === "spinbutton") return true;
  return element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type);
}

/**
 * Typing while the focus sits on a button, a box or a list never changes the game (issue 24). A creator
 * who thinks the focus is in a name field types "Clé rouge": without this, the space pressed the focused
 * button ("Monter" reordered a zone, "Ajouter une condition" added one), the arrows nudged a zone, and
 * the letters chose an option of a closed list by type-ahead (a door's unlock condition) — all saved.
 *
 * So: a character typed outside a text field starts a burst of typing; while it lasts (1.5 s after the
 * last key), the keys a control acts on (Space, Enter, the arrows, Home/End, Delete) are swallowed and a
 * polite notice says nothing was changed. A closed list never chooses by type-ahead in the studio: it is
 * chosen with the arrow keys, or opened (Alt+↓, Space) and chosen in the open list. A key pressed on its
 * own, outside a burst, does what it always did: Space or Enter on a button is a deliberate press.
 * Shortcuts with Ctrl, ⌘ or Alt are never touched.
 */
export function useStrayKeys(root: () => HTMLElement | null): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let typingUntil = 0;
    let swallowedKeyUp: string | null = null;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const warn = () => {
      setNotice("strayKeys");
      clearTimeout(clear);
      clear = setTimeout(() => setNotice(null), 4000);
    };
    const swallow = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      swallowedKeyUp = event.key;
      warn();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const target = event.target;
      const area = root();
      if (!(target instanceof HTMLElement) || !area || !area.contains(target) || takesText(target)) {
        typingUntil = 0;
        return;
      }
      // Moving in the tree changes nothing: its letters and arrows are the tree's own (ADR 021).
      if (target.getAttribute("role") === "treeitem") return;
      const now = performance.now();
      const character = event.key.length === 1 && event.key !== " ";
      if (character) {
        typingUntil = now + BURST_MS;
        // A closed list's type-ahead would choose an option: not in the studio.
        if (target instanceof HTMLSelectElement) swallow(event);
        else if (target.closest("button, select, input, [role=button], [role=treeitem], [tabindex]")) warn();
        return;
      }
      if (now < typingUntil && ACTING_KEYS.has(event.key)) {
        typingUntil = now + BURST_MS;
        swallow(event);
      }
    };
    // A button pressed with Space clicks on the key's release: a swallowed press releases nothing.
    const onKeyUp = (event: KeyboardEvent) => {
      if (swallowedKeyUp !== null && event.key === swallowedKeyUp) {
        swallowedKeyUp = null;
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("keyup", onKeyUp, true);
    return () => {
      clearTimeout(clear);
      window.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("keyup", onKeyUp, true);
    };
  }, [root]);
  return notice;
}
