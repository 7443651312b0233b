import * as v from "valibot";
import { DIFFICULTIES, GAME_LANGUAGES, THEMES, type games } from "../../../db/schema";
import type { Meta } from "~/engine/definition/game";
import { planForGrade } from "../plans";
import { MAX_PLAYERS_CAP, SETTING_FIELDS, type PublishSettings, type SettingError, type SettingField } from "./types";

/**
 * The publish form's settings (spec section 3, Game): parsed from the posted form with valibot, each
 * problem a code on its field, so the page words it in the site's language and keeps what was typed.
 */

const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d{1,5}$/, "number"), v.transform(Number), v.minValue(min, "number"), v.maxValue(max, "number"));
const checkbox = v.pipe(v.optional(v.string(), ""), v.transform((value) => value === "on" || value === "true"));
const choice = <T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, "choice");

const SettingsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, "titleEmpty"), v.maxLength(120, "titleTooLong")),
  summary: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(2000, "summaryTooLong")),
  language: choice(GAME_LANGUAGES),
  theme: choice(THEMES),
  difficulty: choice(DIFFICULTIES),
  solo: checkbox,
  multi: checkbox,
  minPlayers: whole(1, MAX_PLAYERS_CAP),
  maxPlayers: whole(1, MAX_PLAYERS_CAP),
  access: choice(["open", "account", "key"] as const),
  accessKey: v.pipe(v.optional(v.string(), ""), v.trim()),
  visibility: choice(["public", "private"] as const),
  recommendedAge: whole(0, 99),
  playMinutes: whole(1, 1440),
  hintRechargeSeconds: whole(0, 3600),
  skillSearch: whole(1, 5),
  skillManipulation: whole(1, 5),
  skillReflection: whole(1, 5),
  allowReuse: checkbox,
  guestReviews: checkbox,
});

export type ParsedSettings = { ok: true; settings: PublishSettings; accessKey: string } | { ok: false; fields: Partial<Record<SettingField, SettingError>> };

/**
 * The settings, or every field's first problem. `hasKey`: a key is already stored, so an empty key field
 * keeps it. `grade`: the creator's, since private sharing is for Pro, Education and Company plans only.
 */
export function parseSettings(form: Record<string, string>, context: { grade: number; hasKey: boolean }): ParsedSettings {
  const fields: Partial<Record<SettingField, SettingError>> = {};
  const input = Object.fromEntries(SETTING_FIELDS.map((name) => [name, form[name] ?? (name === "solo" || name === "multi" || name === "allowReuse" || name === "guestReviews" ? "" : undefined)]));
  const parsed = v.safeParse(SettingsSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const name = issue.path?.[0]?.key as SettingField | undefined;
      if (name && !fields[name]) fields[name] = (issue.message as SettingError) || "choice";
    }
  }
  // The rules across fields run on what parsed, so one wrong field does not hide another's problem.
  const raw = parsed.success ? parsed.output : null;
  const flag = (name: "solo" | "multi") => raw?.[name] ?? (form[name] === "on" || form[name] === "true");
  const count = (name: "minPlayers" | "maxPlayers") => (fields[name] ? null : (raw?.[name] ?? Number(form[name])));
  const [min, max] = [count("minPlayers"), count("maxPlayers")];
  if (!flag("solo") && !flag("multi")) fields.multi = "noMode";
  if (min !== null && max !== null && !fields.maxPlayers) {
    if (min > max) fields.maxPlayers = "playersOrder";
    else if (flag("multi") && max < 2) fields.maxPlayers = "multiNeedsTwo";
  }
  const accessKey = (form.accessKey ?? "").trim();
  if (form.access === "key" && !fields.accessKey) {
    if (!accessKey && !context.hasKey) fields.accessKey = "keyNeeded";
    else if (accessKey && (accessKey.length < 4 || accessKey.length > 64)) fields.accessKey = "keyLength";
  }
  if (form.visibility === "private" && !planForGrade(context.grade).features.includes("privateSharing")) fields.visibility = "privateNeedsPro";
  if (!raw || Object.keys(fields).length) return { ok: false, fields };
  const { accessKey: _typed, ...settings } = raw;
  return { ok: true, settings, accessKey };
}

type GameRow = typeof games.$inferSelect;

/** A published game's settings, as the form shows them. */
export function settingsOfGame(game: GameRow): PublishSettings {
  return {
    title: game.title,
    summary: game.summary,
    language: game.language,
    theme: game.theme,
    difficulty: game.difficulty,
    solo: game.solo,
    multi: game.multi,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    access: game.access,
    visibility: game.visibility === "private" ? "private" : "public",
    recommendedAge: game.recommendedAge,
    playMinutes: game.playMinutes,
    hintRechargeSeconds: game.hintRechargeSeconds,
    skillSearch: game.skillSearch,
    skillManipulation: game.skillManipulation,
    skillReflection: game.skillReflection,
    allowReuse: game.allowReuse,
    guestReviews: game.guestReviews,
  };
}

/** Before the first publish: what the draft's own meta says, or plain defaults around the project's title. */
export function settingsOfDraft(title: string, meta: Meta | null): PublishSettings {
  const language = meta && (GAME_LANGUAGES as readonly string[]).includes(meta.locale) ? (meta.locale as PublishSettings["language"]) : "fr";
  return {
    title: meta?.title ?? title,
    summary: meta?.summary ?? "",
    language,
    theme: meta?.theme ?? "adventure",
    difficulty: meta?.difficulty ?? "medium",
    solo: meta?.solo ?? true,
    multi: meta?.multi ?? false,
    minPlayers: meta?.minPlayers ?? 1,
    maxPlayers: meta?.maxPlayers ?? 6,
    access: "open",
    visibility: "public",
    recommendedAge: meta?.recommendedAge ?? 10,
    playMinutes: meta?.playMinutes ?? 30,
    hintRechargeSeconds: meta?.hintRechargeSeconds ?? 120,
    skillSearch: meta?.skills.search ?? 3,
    skillManipulation: meta?.skills.manipulation ?? 3,
    skillReflection: meta?.skills.reflection ?? 3,
    allowReuse: false,
    guestReviews: true,
  };
}

/** The published definition's meta follows the settings, so the room runs what the game page promises. */
export function metaWithSettings(meta: Meta, settings: PublishSettings): Meta {
  const { summary: _old, ...rest } = meta;
  // A French variant (ch, be) stays when the game is French; any other language is the game's locale.
  const locale = meta.locale.startsWith(settings.language) || (settings.language === "fr" && (meta.locale === "ch" || meta.locale === "be")) ? meta.locale : settings.language;
  return {
    ...rest,
    // The engine wants a summary to say something when there is one.
    ...(settings.summary ? { summary: settings.summary } : {}),
    locale,
    title: settings.title,
    theme: settings.theme,
    difficulty: settings.difficulty,
    solo: settings.solo,
    multi: settings.multi,
    minPlayers: settings.minPlayers,
    maxPlayers: settings.maxPlayers,
    recommendedAge: settings.recommendedAge,
    playMinutes: settings.playMinutes,
    hintRechargeSeconds: settings.hintRechargeSeconds,
    skills: { search: settings.skillSearch, manipulation: settings.skillManipulation, reflection: settings.skillReflection },
  };
}
