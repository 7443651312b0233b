import type { BaseLanguage } from "../../i18n/locales";
import { CLASSIC_TEMPLATES } from "./classic";
import { INTERFACE_TEMPLATES } from "./interface";
import { PANORAMA_TEMPLATES } from "./panorama";
import type { Template, TemplateGame } from "./types";

export * from "./types";

/**
 * Every template, by game type then use. Server and tests only: a template's game holds its answers.
 */
export const TEMPLATES: readonly Template[] = [...INTERFACE_TEMPLATES, ...PANORAMA_TEMPLATES, ...CLASSIC_TEMPLATES];

export function templateById(id: string): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

/** The template's game in a language, memoised: a definition is built once per isolate and language. */
const built = new Map<string, TemplateGame>();
export function templateGame(template: Template, language: BaseLanguage): TemplateGame {
  const key = `${template.id}/${language}`;
  let game = built.get(key);
  if (!game) built.set(key, (game = template.build(language)));
  return game;
}
