import type { BaseLanguage } from "../../i18n/locales";
import type { Action } from "../actions";
import type { GameDefinition, GameType } from "../definition";

/** The real uses a creator starts from; each game type has one template for each. */
export const TEMPLATE_USES = ["revision", "onboarding", "birthday", "mystery", "museum", "language"] as const;
export type TemplateUse = (typeof TEMPLATE_USES)[number];

/** The languages a template is written in: one per dictionary (ch and be take the French one). */
export const TEMPLATE_LANGUAGES = ["fr", "de", "en", "es", "it"] as const satisfies readonly BaseLanguage[];

/** A template's game in one language, with the actions that win it (they may hold answers in that language). */
export type TemplateGame = { definition: GameDefinition; walkthrough: Action[] };

/**
 * A starter made for one use: a small complete game a creator edits into their own. Written in each
 * site language, since a teacher in Munich starts from German texts. Like the demo games, it holds every
 * answer: the server builds it into the new project's draft, the browser only sees its id and title.
 */
export type Template = {
  /** `<type>-<use>`, stored as the project's starter id. */
  id: string;
  type: GameType;
  use: TemplateUse;
  build(language: BaseLanguage): TemplateGame;
};
