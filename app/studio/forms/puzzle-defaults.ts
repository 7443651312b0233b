import type { Draft } from "../types";
import type { PuzzleDefaults } from "./factories";
import { targetOptions } from "./references";

/** What a new or switched puzzle is filled with: localized texts and the game's first target and object. */
export function puzzleDefaults(draft: Draft, t: (key: string) => string): PuzzleDefaults {
  return {
    solved: t("defaults.solved"),
    answer: t("defaults.answer"),
    login: t("defaults.login"),
    password: t("defaults.password"),
    targetId: targetOptions(draft)[0]?.value ?? "",
    objectId: draft.objects?.[0]?.id ?? "",
  };
}
