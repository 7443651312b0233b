import * as v from "valibot";
import { GAME_LANGUAGES, type games } from "../../../db/schema";
import type { Meta } from "~/engine/definition/game";
import { planForGrade } from "../plans";
import { ACCESS_CHOICES, SETTING_FIELDS, type GameSettings, type PublishSettings, type SettingError, type SettingField } from "./types";

/**
 * The publish form's settings: only how the game is published (access, its key, visibility, reuse,
 * guests' reviews), parsed with valibot, each problem a code on its field so the page words it in the
 * site's language. What the game is comes from the draft's meta (`gameSettingsOf`): one place to set it.
 */

const checkbox = v.pipe(v.optional(v.string(), ""), v.transform((value) => value === "on" || value === "true"));
const choice = <T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, "choice");

const SettingsSchema = v.object({
  access: choice(ACCESS_CHOICES),
  visibility: choice(["public", "private"] as const),
  allowReuse: checkbox,
  guestReviews: checkbox,
});

export type ParsedSettings = { ok: true; settings: PublishSettings; accessKey: string } | { ok: false; fields: Partial<Record<SettingField, SettingError>> };

/**
 * The settings, or every field's first problem. `hasKey`: a key is already stored, so an empty key field
 * keeps it. The key is only looked at when access asks for one: a key left in a hidden field is ignored.
 * `grade`: the owner's, since private sharing is for Pro, Education and Company plans only.
 */
export function parseSettings(form: Record<string, string>, context: { grade: number; hasKey: boolean }): ParsedSettings {
  const fields: Partial<Record<SettingField, SettingError>> = {};
  const input = Object.fromEntries(SETTING_FIELDS.map((name) => [name, form[name] ?? (name === "allowReuse" || name === "guestReviews" ? "" : undefined)]));
  const parsed = v.safeParse(SettingsSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const name = issue.path?.[0]?.key as SettingField | undefined;
      if (name && !fields[name]) fields[name] = (issue.message as SettingError) || "choice";
    }
  }
  const accessKey = (form.accessKey ?? "").trim();
  if (form.access === "key") {
    if (!accessKey && !context.hasKey) fields.accessKey = "keyNeeded";
    else if (accessKey && (accessKey.length < 4 || accessKey.length > 64)) fields.accessKey = "keyLength";
  }
  if (form.visibility === "private" && !planForGrade(context.grade).features.includes("privateSharing")) fields.visibility = "privateNeedsPro";
  if (!parsed.success || Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, settings: parsed.output, accessKey: parsed.output.access === "key" ? accessKey : "" };
}

type GameRow = typeof games.$inferSelect;

/** A published game's publishing settings, as the form shows them. */
export function settingsOfGame(game: GameRow): PublishSettings {
  return {
    access: game.access,
    visibility: game.visibility === "private" ? "private" : "public",
    allowReuse: game.allowReuse,
    guestReviews: game.guestReviews,
  };
}

/** What the published game says it is (the catalogue's columns), to show what the next publish changes. */
export function gameSettingsOfGame(game: GameRow): GameSettings {
  return {
    title: game.title,
    summary: game.summary,
    locale: game.language,
    language: game.language,
    theme: game.theme,
    difficulty: game.difficulty,
    solo: game.solo,
    multi: game.multi,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    recommendedAge: game.recommendedAge,
    playMinutes: game.playMinutes,
    hintRechargeSeconds: game.hintRechargeSeconds,
    skillSearch: game.skillSearch,
    skillManipulation: game.skillManipulation,
    skillReflection: game.skillReflection,
  };
}

/** Before the first publish: open to all, in the catalogue, not reusable, guests may review. */
export const FIRST_SETTINGS: PublishSettings = { access: "open", visibility: "public", allowReuse: false, guestReviews: true };

/** The catalogue's language of a draft locale: ch and be are French sites, so their games are French. */
export function languageOfLocale(locale: string): GameSettings["language"] {
  const base = locale === "ch" || locale === "be" ? "fr" : locale;
  return (GAME_LANGUAGES as readonly string[]).includes(base) ? (base as GameSettings["language"]) : "fr";
}

/** What the draft's meta says the game is, in the catalogue's columns. */
export function gameSettingsOf(meta: Meta): GameSettings {
  return {
    title: meta.title,
    summary: meta.summary ?? "",
    locale: meta.locale,
    language: languageOfLocale(meta.locale),
    theme: meta.theme,
    difficulty: meta.difficulty,
    solo: meta.solo,
    multi: meta.multi,
    minPlayers: meta.minPlayers,
    maxPlayers: meta.maxPlayers,
    recommendedAge: meta.recommendedAge,
    playMinutes: meta.playMinutes,
    hintRechargeSeconds: meta.hintRechargeSeconds,
    skillSearch: meta.skills.search,
    skillManipulation: meta.skills.manipulation,
    skillReflection: meta.skills.reflection,
  };
}
