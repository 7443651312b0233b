import { useNewItems } from "../forms/use-new-items";
import { useStudio } from "../studio-context";
import { FIRST_FIELD } from "./inspector";

/**
 * What each list's "Add" button in the tree makes (ADR 021): a new item with a fresh id and default texts
 * in the creator's language, selected at once with the focus in its first field (its name), so the creator
 * types its name at once. A scene needs its
 * picture first, so "add a scene" opens the stage's own form for it.
 */
export function useAddActions() {
  const { edit, select, setAddingScene } = useStudio();
  const make = useNewItems();
  const added = (list: string, item: { id: string; [field: string]: unknown }) => {
    edit.insert([list], item);
    select({ path: [list, item.id], field: FIRST_FIELD });
  };
  return {
    room: () => added("rooms", make.room()),
    scene: () => setAddingScene(true),
    object: () => added("objects", make.object()),
    puzzle: () => added("puzzles", make.puzzle()),
    hint: () => added("hints", make.hint()),
    recipe: () => added("recipes", make.recipe("assemble")),
    achievement: () => added("achievements", make.achievement()),
  };
}
