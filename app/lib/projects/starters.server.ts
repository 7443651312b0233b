import { DEMO_GAME_IDS, type DemoGameId } from "~/engine/demo-games";
import type { GameDefinition, GameType } from "~/engine";
import { TEMPLATES, templateById, templateGame } from "~/engine/templates";
import { LOCALES, type LocaleCode } from "~/i18n/locales";
import type { StarterChoice } from "./types";

/**
 * What a project can begin from: a template made for a use (written in the site's language) or one of
 * the seeded demo games. Both hold every answer, which is fine in the creator's own draft, but this module
 * stays on the server: the page only receives ids, types, titles and summaries.
 */
export function startersFor(locale: LocaleCode, type: GameType | null): StarterChoice[] {
  const language = LOCALES[locale].language;
  const templates: StarterChoice[] = TEMPLATES.filter((template) => !type || template.type === type).map((template) => {
    const { meta } = templateGame(template, language).definition;
    return { kind: "template", id: template.id, type: template.type, use: template.use, title: meta.title, summary: meta.summary ?? "" };
  });
  const demos: StarterChoice[] = (Object.keys(DEMO_GAME_IDS) as DemoGameId[])
    .filter((id) => !type || DEMO_GAME_IDS[id].definition.meta.type === type)
    .map((id) => ({ kind: "demo", id, type: DEMO_GAME_IDS[id].definition.meta.type, title: DEMO_GAME_IDS[id].definition.meta.title }));
  return [...templates, ...demos];
}

/** The starter's definition, in the site's language for a template; null for an id that is neither. */
function starterDefinition(id: string, locale: LocaleCode): GameDefinition | null {
  if (Object.hasOwn(DEMO_GAME_IDS, id)) return DEMO_GAME_IDS[id as DemoGameId].definition;
  const template = templateById(id);
  if (!template) return null;
  const definition = templateGame(template, LOCALES[locale].language).definition;
  // A Swiss or Belgian creator's game is listed on their own site, though its texts are the French ones.
  return { ...definition, meta: { ...definition.meta, locale } };
}

/** The starter's definition as the draft's first JSON, renamed after the new project; null for an unknown id. */
export function starterDraft(id: string, title: string, locale: LocaleCode): { type: GameType; json: string } | null {
  const definition = starterDefinition(id, locale);
  if (!definition) return null;
  return { type: definition.meta.type, json: JSON.stringify({ ...definition, meta: { ...definition.meta, title } }) };
}
