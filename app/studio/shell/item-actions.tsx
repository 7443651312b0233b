import { useT } from "~/i18n/use-t";
import { copyItem, withFreshIds, type ClipboardType } from "../clipboard";
import { itemAt, nameOf } from "../selection";
import { useStudio } from "../studio-context";
import { useDeleteGuard } from "./delete-guard";
import type { EditPath } from "../types";

// The clipboard's name for the items of each list.
const CLIPBOARD_TYPE: Record<string, ClipboardType> = {
  zones: "zone",
  hotspots: "hotspot",
  blocks: "block",
  objects: "object",
  puzzles: "puzzle",
  recipes: "recipe",
  achievements: "achievement",
  hints: "hint",
};

/** The list an item path belongs to, the item's id, and its place in the list. */
export function listOf(path: EditPath): { list: EditPath; id: string } | null {
  if (path.length < 2 || path[0] === "settings") return null;
  return { list: path.slice(0, -1), id: path[path.length - 1] };
}

/**
 * The buttons every selected item has, above its form: move up and down in its list (the order players
 * meet things in, and the alternative to dragging), duplicate, copy (spec: copyEventObj), delete. Undo
 * brings a deleted item back, so deleting what nothing uses asks nothing; deleting what other parts use
 * asks first and says where it is used (delete-guard.tsx).
 */
export function ItemActions({ path }: { path: EditPath }) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const askDelete = useDeleteGuard();
  const place = listOf(path);
  if (!place) return null;
  const siblings = itemAt(draft, place.list);
  const list = Array.isArray(siblings) ? (siblings as { id: string }[]) : [];
  const index = list.findIndex((item) => item.id === place.id);
  const item = list[index];
  if (!item) return null;
  const name = nameOf(item) || t("studio.tree.emptyText");
  const kind = CLIPBOARD_TYPE[place.list[place.list.length - 1]];
  const duplicate = () => {
    const copy = withFreshIds(item, edit.newId, kind ?? "item");
    edit.insert(place.list, copy, index + 1);
    select({ path: [...place.list, copy.id] });
  };
  const remove = () =>
    askDelete(path, () => {
      edit.batch(() => {
        edit.remove(place.list, place.id);
        if (place.list.length === 1 && place.list[0] === "scenes" && draft.rules.startSceneId === place.id) edit.set(["rules", "startSceneId"], "");
      });
      const next = list[index + 1] ?? list[index - 1];
      select(next ? { path: [...place.list, next.id] } : place.list.length > 2 ? { path: place.list.slice(0, -1) } : null);
    });
  return (
    <div className="studio-item-actions" role="group" aria-label={t("studio.actions.label", { name })}>
      <button type="button" className="button button-small" disabled={index <= 0} onClick={() => edit.move(place.list, place.id, index - 1)}>
        {t("studio.actions.up")}
      </button>
      <button type="button" className="button button-small" disabled={index >= list.length - 1} onClick={() => edit.move(place.list, place.id, index + 1)}>
        {t("studio.actions.down")}
      </button>
      <button type="button" className="button button-small" onClick={duplicate}>
        {t("studio.actions.duplicate")}
      </button>
      {kind ? (
        <button type="button" className="button button-small" onClick={() => copyItem(kind, item)}>
          {t("studio.actions.copy")}
        </button>
      ) : null}
      <button type="button" className="button button-small button-danger" onClick={remove}>
        {t("studio.actions.delete")}
      </button>
    </div>
  );
}

export { CLIPBOARD_TYPE };
