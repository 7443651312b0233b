import type { MouseEvent } from "react";
import { useFormsT } from "./use-forms-t";

/**
 * Move up, move down and remove for one item of a list, named for screen readers ("Move effect 2 up").
 * After a move the focus follows the item, and after a removal it lands on the next item (or on the
 * list's add button), so a keyboard user never falls back to the top of the page. No confirmation:
 * the editor's undo brings a removed item back.
 */
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
  const item = t(`nouns.${noun}`, { n: index + 1 });
  const refocus = (event: MouseEvent<HTMLButtonElement>, wanted: string[]) => {
    const list = event.currentTarget.closest(".forms-list");
    requestAnimationFrame(() => {
      for (const selector of wanted) {
        // The list's add button sits beside the list, not in it.
        const scope = selector === "add" ? list?.parentElement : list;
        const target = scope?.querySelector<HTMLButtonElement>(selector === "add" ? ":scope > .forms-add" : selector);
        if (target && !target.disabled) return target.focus();
      }
    });
  };
  const at = (action: string, i: number) => `:scope > li > .forms-item-actions [data-action="${action}"][data-index="${i}"]`;
  return (
    <div className="forms-item-actions">
      <button
        type="button"
        className="button button-ghost forms-button"
        data-action="up"
        data-index={index}
        disabled={index === 0}
        aria-label={t("list.up", { item })}
        title={t("list.up", { item })}
        onClick={(event) => {
          onMove(-1);
          refocus(event, [at("up", index - 1), at("down", index - 1)]);
        }}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-ghost forms-button"
        data-action="down"
        data-index={index}
        disabled={index === count - 1}
        aria-label={t("list.down", { item })}
        title={t("list.down", { item })}
        onClick={(event) => {
          onMove(1);
          refocus(event, [at("down", index + 1), at("up", index + 1)]);
        }}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button-ghost forms-button forms-remove"
        data-action="remove"
        data-index={index}
        disabled={!canRemove}
        aria-label={t("list.remove", { item })}
        title={t("list.remove", { item })}
        onClick={(event) => {
          onRemove();
          refocus(event, [at("remove", index), at("remove", index - 1), "add"]);
        }}
      >
        ✕
      </button>
    </div>
  );
}
