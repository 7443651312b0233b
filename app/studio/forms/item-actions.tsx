import { useEffect, useRef, type MouseEvent } from "react";
import { useFormsT } from "./use-forms-t";

/**
 * Move up, move down and remove for one item of a list, named for screen readers ("Monter l'effet 2").
 * After a move the focus follows the item, and after a removal it lands on the next item (or on the
 * list's add button), so a keyboard user never falls back to the top of the page. No confirmation:
 * the editor's undo brings a removed item back.
 */

type Action = "up" | "down" | "remove";

// The focus to give once the list has re-rendered with the change: the draft comes back from the shared
// document a moment after the click, and until then the buttons at the new place belong to another item.
let pending: { list: Element; index: number; actions: Action[]; until: number } | null = null;

export function ItemActions({ noun, index, count, onMove, onRemove, canRemove = true }: {
  // The key of the noun under `nouns` (effect, condition…).
  noun: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  canRemove?: boolean;
}) {
  const t = useFormsT();
  const root = useRef<HTMLDivElement>(null);
  const item = t(`nouns.${noun}`, { n: index + 1 });

  useEffect(() => {
    const list = root.current?.closest(".forms-list");
    if (!pending || !list || pending.list !== list || pending.index !== index) return;
    if (Date.now() > pending.until) return void (pending = null);
    for (const action of pending.actions) {
      const button = root.current?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
      if (button && !button.disabled) {
        pending = null;
        return button.focus();
      }
    }
  });

  const after = (event: MouseEvent<HTMLButtonElement>, target: number, actions: Action[]) => {
    const list = event.currentTarget.closest(".forms-list");
    if (!list) return;
    if (target < 0) {
      // The list is empty now: its add button, which sits beside it, takes the focus.
      pending = null;
      requestAnimationFrame(() => list.parentElement?.querySelector<HTMLButtonElement>(":scope > .forms-add")?.focus());
      return;
    }
    pending = { list, index: target, actions, until: Date.now() + 3000 };
  };

  const button = (action: Action, label: string, text: string, disabled: boolean, run: (event: MouseEvent<HTMLButtonElement>) => void) => (
    <button
      type="button"
      className={`button button-ghost forms-button${action === "remove" ? " forms-remove" : ""}`}
      data-action={action}
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={run}
    >
      {text}
    </button>
  );

  return (
    <div ref={root} className="forms-item-actions">
      {button("up", t("list.up", { item }), "↑", index === 0, (event) => {
        after(event, index - 1, ["up", "down"]);
        onMove(-1);
      })}
      {button("down", t("list.down", { item }), "↓", index === count - 1, (event) => {
        after(event, index + 1, ["down", "up"]);
        onMove(1);
      })}
      {button("remove", t("list.remove", { item }), "✕", !canRemove, (event) => {
        after(event, count > 1 ? Math.min(index, count - 2) : -1, ["remove", "up", "down"]);
        onRemove();
      })}
    </div>
  );
}
