import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { targetsKey } from "~/engine/definition/walk";
import { PeersTag } from "../coedit/peers-tag";
import { useReadOnly } from "../coedit/read-only";
import { nameOf, samePath } from "../selection";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";
import { useAddActions } from "./parts";

/**
 * The project's tree (ADR 021): the settings, the rooms with their scenes and what is in each scene, then
 * the game-wide lists. Every entry is a button that selects the item; adding is a button per list. A
 * keyboard user tabs through it in reading order; the inspector shows what is selected.
 */
export function ProjectTree() {
  const { t } = useT();
  const { draft, type } = useStudio();
  const add = useAddActions();
  const readOnly = useReadOnly();
  const roomIds = new Set(draft.rooms.map((room) => room.id));
  const orphans = draft.scenes.filter((scene) => !roomIds.has(scene.roomId));
  const sceneWord = t(`studio.tree.scene.${type}`);
  return (
    <nav className="studio-tree" aria-label={t("studio.tree.label")}>
      <ul>
        <Entry path={["settings"]} label={t("studio.tree.settings")} />
      </ul>
      <Group title={t("studio.tree.rooms")} onAdd={add.room} addLabel={t("studio.tree.addRoom")}>
        {draft.rooms.map((room) => (
          <Entry key={room.id} path={["rooms", room.id]} label={nameOf(room)} detail={room.locked ? t("studio.tree.locked") : undefined}>
            <ScenesOf scenes={draft.scenes.filter((scene) => scene.roomId === room.id)} />
          </Entry>
        ))}
        {orphans.length ? (
          <li>
            <span className="studio-tree-note">{t("studio.tree.noRoom")}</span>
            <ScenesOf scenes={orphans} />
          </li>
        ) : null}
        <li hidden={readOnly}>
          <button type="button" className="studio-tree-add" onClick={add.scene}>
            {t("studio.tree.addScene", { scene: sceneWord })}
          </button>
        </li>
      </Group>
      <Group title={t("studio.tree.objects")} onAdd={add.object} addLabel={t("studio.tree.addObject")}>
        {draft.objects.map((item) => <Entry key={item.id} path={["objects", item.id]} label={nameOf(item)} />)}
      </Group>
      <Group title={t("studio.tree.puzzles")} onAdd={add.puzzle} addLabel={t("studio.tree.addPuzzle")}>
        {draft.puzzles.map((item) => (
          <Entry key={item.id} path={["puzzles", item.id]} label={nameOf(item)} detail={t(`studio.tree.puzzleKinds.${item.kind}`)} />
        ))}
      </Group>
      <Group title={t("studio.tree.hints")} onAdd={add.hint} addLabel={t("studio.tree.addHint")}>
        {draft.hints.map((item, i) => (
          <Entry key={item.id} path={["hints", item.id]} label={t("studio.tree.hint", { n: i + 1, text: nameOf(item) || t("studio.tree.emptyText") })} />
        ))}
      </Group>
      <Group title={t("studio.tree.recipes")} onAdd={add.recipe} addLabel={t("studio.tree.addRecipe")}>
        {draft.recipes.map((item) => (
          <Entry key={item.id} path={["recipes", item.id]} label={recipeName(item, draft.objects, t)} />
        ))}
      </Group>
      <Group title={t("studio.tree.achievements")} onAdd={add.achievement} addLabel={t("studio.tree.addAchievement")}>
        {draft.achievements.map((item) => <Entry key={item.id} path={["achievements", item.id]} label={nameOf(item)} />)}
      </Group>
    </nav>
  );
}

type Recipe = ReturnType<typeof useStudio>["draft"]["recipes"][number];
type GameObject = ReturnType<typeof useStudio>["draft"]["objects"][number];

function recipeName(recipe: Recipe, objects: GameObject[], t: (key: string, params?: Record<string, unknown>) => string): string {
  const name = (id: string) => nameOf(objects.find((object) => object.id === id)) || id;
  if (recipe.kind === "inspect") return t("studio.tree.inspectRecipe", { object: name(recipe.objectId) });
  return t("studio.tree.assembleRecipe", { a: name(recipe.inputs?.[0] ?? ""), b: name(recipe.inputs?.[1] ?? "") });
}

function ScenesOf({ scenes }: { scenes: ReturnType<typeof useStudio>["draft"]["scenes"] }) {
  const { t } = useT();
  if (!scenes.length) return null;
  return (
    <>
      {scenes.map((scene) => {
        const key = targetsKey(scene.kind);
        const targets = (scene as unknown as Record<string, { id: string }[]>)[key] ?? [];
        return (
          <Entry key={scene.id} path={["scenes", scene.id]} label={nameOf(scene)}>
            {targets.map((target) => (
              <Entry key={target.id} path={["scenes", scene.id, key, target.id]} label={nameOf(target) || t("studio.tree.emptyText")} />
            ))}
          </Entry>
        );
      })}
    </>
  );
}

function Group({ title, onAdd, addLabel, children }: { title: string; onAdd: () => void; addLabel: string; children: ReactNode }) {
  const readOnly = useReadOnly();
  return (
    <section className="studio-tree-group">
      <h3>{title}</h3>
      <ul>{children}</ul>
      <button type="button" className="studio-tree-add" onClick={onAdd} hidden={readOnly}>
        {addLabel}
      </button>
    </section>
  );
}

function Entry({ path, label, detail, children }: { path: EditPath; label: string; detail?: string; children?: ReactNode }) {
  const { selection, select } = useStudio();
  const current = samePath(selection?.path, path);
  return (
    <li>
      <button type="button" className="studio-tree-item" aria-current={current ? "true" : undefined} data-path={path.join("/")} onClick={() => select({ path })}>
        {label}
        {detail ? <span className="studio-tree-detail"> · {detail}</span> : null}
        <PeersTag path={path} />
      </button>
      {children ? <ul>{children}</ul> : null}
    </li>
  );
}
