import type { GameType } from "~/engine";
import { LOCALE_CODES, type LocaleCode } from "~/i18n/locales";

/**
 * The first definition of a project started blank: the game's settings filled with the workspace's
 * usual values, and no room or scene yet. It is not a valid game on purpose: the draft's problems
 * ("at least one scene", "the start scene") are the creator's first to-do list.
 */
export function blankDefinition(type: GameType, title: string, locale: string) {
  const code: LocaleCode = (LOCALE_CODES as readonly string[]).includes(locale) ? (locale as LocaleCode) : "fr";
  return {
    version: 1,
    meta: {
      title,
      theme: "adventure",
      difficulty: "medium",
      type,
      solo: true,
      multi: false,
      minPlayers: 1,
      maxPlayers: 6,
      recommendedAge: 10,
      playMinutes: 30,
      hintRechargeSeconds: 120,
      skills: { search: 3, manipulation: 3, reflection: 3 },
      locale: code,
    },
    rooms: [],
    scenes: [],
    objects: [],
    recipes: [],
    puzzles: [],
    hints: [],
    rules: { startSceneId: "", penaltySeconds: 0, winWhen: [], loseWhen: [] },
    achievements: [],
  };
}
