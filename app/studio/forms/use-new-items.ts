import type { PuzzleKind, Recipe } from "~/engine";
import { useStudio } from "../studio-context";
import { newAchievement, newHint, newObject, newPuzzle, newRecipe, newRoom } from "./factories";
import { puzzleDefaults } from "./puzzle-defaults";
import { useFormsT } from "./use-forms-t";

/**
 * The factories bound to the draft and the creator's language, for the tree's and the editors' "add"
 * buttons: each returns a new item (not yet inserted) with a fresh id and localized default texts.
 */
export function useNewItems() {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  return {
    room: () => newRoom(edit.newId, t("defaults.room")),
    object: () => newObject(edit.newId, t("defaults.object")),
    puzzle: (kind: PuzzleKind = "code") => newPuzzle(edit.newId, kind, t("defaults.puzzle"), puzzleDefaults(draft, t)),
    hint: (puzzleId?: string) => newHint(edit.newId, puzzleId),
    recipe: (kind: Recipe["kind"], objectId = draft.objects?.[0]?.id ?? "") =>
      newRecipe(edit.newId, kind, {
        objectId,
        otherObjectId: draft.objects?.find((object) => object.id !== objectId)?.id ?? "",
        resultId: "",
        message: t("defaults.recipeMessage"),
      }),
    achievement: () => newAchievement(edit.newId, t("defaults.achievement"), t("defaults.achievementDescription")),
  };
}
