import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { targetsKey } from "~/engine/definition/walk";
import { PeersTag } from "../coedit/peers-tag";
import { useReadOnly } from "../coedit/read-only";
import { nameOf, samePath } from "../selection";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";
import { useAddActions } from "./parts";

/**
 * The project's tree (ADR 021), a WAI-ARIA tree: the settings, the rooms with their scenes and what is in
 * each scene, then the game-wide lists, each list a branch. One tab stop (roving tabindex: the item last
 * focused, else the selected one); ↑/↓ move, → opens a branch or goes to its first child, ← closes it or
 * goes to the parent, Home/End, a letter goes to the next item starting with it; Enter or Space (or a
 * click) selects the item and the inspector shows it. Moving in the tree changes nothing in the game.
 * The add buttons sit above the tree, outside it (a tree holds items only).
 */
export function ProjectTree() {
  const { t } = useT();
  const { draft, type, selection, select } = useStudio();
  const add = useAddActions();
  const readOnly = useReadOnly();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [active, setActive] = useState<string | null>(null);
  const ref = useRef<HTMLUListElement>(null);
  const roomIds = new Set(draft.rooms.map((room) => room.id));
  const orphans = draft.scenes.filter((scene) => !roomIds.has(scene.roomId));
  const sceneWord = t(`studio.tree.scene.${type}`);
  const selectedKey = selection ? selection.path.join("/") : null;

  // The tab stop follows the selection (an item added, a zone clicked on the stage)…
  useEffect(() => {
    if (selectedKey) setActive(selectedKey);
  }, [selectedKey]);
  // …and is always on an item that is there (not deleted, not inside a closed branch).
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const items = [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    if (!items.length) return;
    const there = (key: string | null) => key !== null && items.some((item) => item.dataset.key === key);
    const next = there(active) ? active : there(selectedKey) ? selectedKey : items[0]!.dataset.key!;
    for (const item of items) item.tabIndex = item.dataset.key === next ? 0 : -1;
  });

  const toggle = (key: string, open?: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (open ?? next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const root = ref.current;
    if (!item || !root) return;
    const items = [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    const index = items.indexOf(item);
    const key = item.dataset.key!;
    const expanded = item.getAttribute("aria-expanded");
    const go = (target: HTMLElement | undefined) => {
      if (!target) return;
      setActive(target.dataset.key!);
      target.focus();
    };
    let handled = true;
    switch (event.key) {
      case "ArrowDown": go(items[index + 1]); break;
      case "ArrowUp": go(items[index - 1]); break;
      case "Home": go(items[0]); break;
      case "End": go(items[items.length - 1]); break;
      case "ArrowRight":
        if (expanded === "false") toggle(key, true);
        else if (expanded === "true") go(item.querySelector<HTMLElement>('[role="group"] [role="treeitem"]') ?? undefined);
        break;
      case "ArrowLeft":
        if (expanded === "true") toggle(key, false);
        else go(item.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined);
        break;
      case "Enter":
      case " ":
        if (item.dataset.path) select({ path: item.dataset.path.split("/") });
        else toggle(key);
        break;
      default:
        // Type-ahead: the next item whose name starts with the letter.
        if (event.key.length === 1 && event.key !== " ") {
          const letter = event.key.toLocaleLowerCase();
          const after = [...items.slice(index + 1), ...items.slice(0, index + 1)];
          go(after.find((candidate) => labelOf(candidate).toLocaleLowerCase().startsWith(letter)));
        } else handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const branch = (key: string, title: string, children: ReactNode) => (
    <Item itemKey={key} label={title} expanded={!collapsed.has(key)} onToggle={() => toggle(key)} branch>
      {children}
    </Item>
  );
  const entry = (path: EditPath, label: string, detail?: string, children?: ReactNode) => {
    const key = path.join("/");
    const has = Boolean(children);
    return (
      <Item key={key} itemKey={key} path={path} label={label} detail={detail} selected={samePath(selection?.path, path)} expanded={has ? !collapsed.has(key) : undefined} onToggle={() => toggle(key)} onSelect={() => select({ path })}>
        {children}
      </Item>
    );
  };
  const scenesOf = (scenes: typeof draft.scenes) =>
    scenes.map((scene) => {
      const key = targetsKey(scene.kind);
      const targets = (scene as unknown as Record<string, { id: string; label?: string }[]>)[key] ?? [];
      const inside = targets.length ? targets.map((target) => entry(["scenes", scene.id, key, target.id], nameOf(target) || t("studio.tree.emptyText"))) : undefined;
      return entry(["scenes", scene.id], nameOf(scene), undefined, inside);
    });

  return (
    <nav className="studio-tree" id="studio-tree" aria-label={t("studio.tree.label")}>
      <div className="studio-tree-adds" role="group" aria-label={t("studio.tree.add")} hidden={readOnly}>
        <button type="button" className="studio-tree-add" onClick={add.room}>{t("studio.tree.addRoom")}</button>
        <button type="button" className="studio-tree-add" onClick={add.scene}>{t("studio.tree.addScene", { scene: sceneWord })}</button>
        <button type="button" className="studio-tree-add" onClick={add.object}>{t("studio.tree.addObject")}</button>
        <button type="button" className="studio-tree-add" onClick={add.puzzle}>{t("studio.tree.addPuzzle")}</button>
        <button type="button" className="studio-tree-add" onClick={add.hint}>{t("studio.tree.addHint")}</button>
        <button type="button" className="studio-tree-add" onClick={add.recipe}>{t("studio.tree.addRecipe")}</button>
        <button type="button" className="studio-tree-add" onClick={add.achievement}>{t("studio.tree.addAchievement")}</button>
      </div>
      <ul ref={ref} role="tree" aria-label={t("studio.tree.label")} onKeyDown={onKeyDown} onFocus={(event) => {
        const key = (event.target as HTMLElement).dataset?.key;
        if (key) setActive(key);
      }}>
        {entry(["settings"], t("studio.tree.settings"))}
        {branch(
          "group:rooms",
          t(`studio.tree.rooms.${type}`),
          <>
            {draft.rooms.map((room) => {
              const scenes = scenesOf(draft.scenes.filter((scene) => scene.roomId === room.id));
              return entry(["rooms", room.id], nameOf(room), room.locked ? t("studio.tree.locked") : undefined, scenes.length ? scenes : undefined);
            })}
            {orphans.length ? branch("group:orphans", t("studio.tree.noRoom"), scenesOf(orphans)) : null}
          </>,
        )}
        {branch("group:objects", t("studio.tree.objects"), draft.objects.map((item) => entry(["objects", item.id], nameOf(item))))}
        {branch(
          "group:puzzles",
          t("studio.tree.puzzles"),
          draft.puzzles.map((item) => entry(["puzzles", item.id], nameOf(item), t(`studio.tree.puzzleKinds.${item.kind}`))),
        )}
        {branch(
          "group:hints",
          t("studio.tree.hints"),
          draft.hints.map((item, i) => entry(["hints", item.id], t("studio.tree.hint", { n: i + 1, text: nameOf(item) || t("studio.tree.emptyText") }))),
        )}
        {branch("group:recipes", t("studio.tree.recipes"), draft.recipes.map((item) => entry(["recipes", item.id], recipeName(item, draft.objects, t))))}
        {branch("group:achievements", t("studio.tree.achievements"), draft.achievements.map((item) => entry(["achievements", item.id], nameOf(item))))}
      </ul>
    </nav>
  );
}

/** An item's name as the tree says it (its label, without what is inside it). */
const labelOf = (item: HTMLElement) => (item.querySelector(":scope > span")?.textContent ?? "").replace(/^[▾▸]/, "");

type Recipe = ReturnType<typeof useStudio>["draft"]["recipes"][number];
type GameObject = ReturnType<typeof useStudio>["draft"]["objects"][number];

export function recipeName(recipe: Recipe, objects: GameObject[], t: (key: string, params?: Record<string, unknown>) => string): string {
  const name = (id: string) => nameOf(objects.find((object) => object.id === id)) || id;
  if (recipe.kind === "inspect") return t("studio.tree.inspectRecipe", { object: name(recipe.objectId) });
  return t("studio.tree.assembleRecipe", { a: name(recipe.inputs?.[0] ?? ""), b: name(recipe.inputs?.[1] ?? "") });
}

/**
 * One item: its name (and detail) is its accessible name, what it holds is its group. A branch (a list's
 * heading) opens and closes; an entry selects its item. The tab stop is set by the tree.
 */
function Item({ itemKey, path, label, detail, selected, expanded, branch, onToggle, onSelect, children }: {
  itemKey: string;
  path?: EditPath;
  label: string;
  detail?: string;
  selected?: boolean;
  expanded?: boolean;
  branch?: boolean;
  onToggle: () => void;
  onSelect?: () => void;
  children?: ReactNode;
}) {
  const labelId = `tree-${itemKey.replace(/[^\w-]/g, "_")}`;
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('[role="treeitem"]') !== event.currentTarget) return;
    if (onSelect) onSelect();
    else onToggle();
  };
  return (
    <li
      role="treeitem"
      tabIndex={-1}
      data-key={itemKey}
      data-path={path?.join("/")}
      aria-labelledby={labelId}
      aria-selected={branch ? undefined : selected === true}
      aria-expanded={expanded}
      className={branch ? "studio-tree-branch" : undefined}
      onClick={onClick}
    >
      <span id={labelId} className={branch ? "studio-tree-heading" : "studio-tree-item"} aria-current={selected ? "true" : undefined}>
        {expanded !== undefined ? <span className="studio-tree-twisty" aria-hidden="true" onClick={(event) => { event.stopPropagation(); onToggle(); }}>{expanded ? "▾" : "▸"}</span> : null}
        {label}
        {detail ? <span className="studio-tree-detail"> · {detail}</span> : null}
        {path ? <PeersTag path={path} /> : null}
      </span>
      {children && expanded ? <ul role="group">{children}</ul> : null}
    </li>
  );
}
