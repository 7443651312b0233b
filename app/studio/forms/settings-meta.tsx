import { DIFFICULTIES, THEMES, type Meta } from "~/engine";
import { LOCALE_CODES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { CheckField, FieldGroup, NumberField, SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { CoverField } from "./cover-field";
import { useFormsT } from "./use-forms-t";

/**
 * The game's description for players and the catalogue: everything of `meta` but its type, fixed per project,
 * and its catalogue cover. The only place these are set: the publish tab shows them and publishes them as they are.
 */
export function SettingsMeta() {
  const t = useFormsT();
  // The same words as the catalogue and the publish tab: one name per theme, difficulty and language.
  const { t: words } = useT();
  const { draft, edit } = useStudio();
  const meta = draft.meta;
  const set = <K extends keyof Meta>(key: K, value: Meta[K] | undefined) => edit.set(["meta", key], value);
  const skill = (key: keyof Meta["skills"]) => (
    <NumberField name={key} label={t(`settings.${key}`)} min={0} max={5} value={meta.skills?.[key]} onChange={(value) => edit.set(["meta", "skills", key], value)} />
  );
  const playersError = meta.minPlayers > meta.maxPlayers ? t("settings.playersRange") : null;
  return (
    <>
      <FieldGroup legend={t("settings.game")}>
        <TextField name="title" label={t("settings.title")} required maxLength={120} value={meta.title ?? ""} onChange={(value) => set("title", value)} />
        <TextField
          name="summary"
          label={t("settings.summary")}
          multiline
          maxLength={2000}
          value={meta.summary ?? ""}
          onChange={(value) => set("summary", value.trim() === "" ? undefined : value)}
        />
        <SelectField
          name="theme"
          label={t("settings.theme")}
          value={meta.theme}
          options={THEMES.map((theme) => ({ value: theme, label: words(`common.themes.${theme}`) }))}
          onChange={(value) => set("theme", value as Meta["theme"])}
        />
        <CoverField />
        <SelectField
          name="difficulty"
          label={t("settings.difficulty")}
          value={meta.difficulty}
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: words(`common.difficulties.${difficulty}`) }))}
          onChange={(value) => set("difficulty", value as Meta["difficulty"])}
        />
        <SelectField
          name="locale"
          label={t("settings.locale")}
          value={meta.locale}
          options={LOCALE_CODES.map((code) => ({ value: code, label: words(`common.gameLanguages.${code}`) }))}
          onChange={(value) => set("locale", value as Meta["locale"])}
        />
        <NumberField name="recommendedAge" label={t("settings.recommendedAge")} min={0} max={99} value={meta.recommendedAge} onChange={(value) => set("recommendedAge", value)} />
        <NumberField name="playMinutes" label={t("settings.playMinutes")} min={1} max={1440} value={meta.playMinutes} onChange={(value) => set("playMinutes", value)} />
        <NumberField
          name="hintRechargeSeconds"
          label={t("settings.hintRecharge")}
          min={0}
          max={3600}
          value={meta.hintRechargeSeconds}
          onChange={(value) => set("hintRechargeSeconds", value)}
        />
      </FieldGroup>
      <FieldGroup legend={t("settings.players")}>
        <CheckField name="solo" label={t("settings.solo")} checked={meta.solo === true} onChange={(value) => set("solo", value)} />
        <CheckField name="multi" label={t("settings.multi")} checked={meta.multi === true} onChange={(value) => set("multi", value)} />
        {!meta.solo && !meta.multi ? (
          <p className="field-error" role="alert">
            {t("settings.noPlayMode")}
          </p>
        ) : null}
        <NumberField name="minPlayers" label={t("settings.minPlayers")} min={1} max={50} value={meta.minPlayers} onChange={(value) => set("minPlayers", value)} error={playersError} />
        <NumberField name="maxPlayers" label={t("settings.maxPlayers")} min={1} max={50} value={meta.maxPlayers} onChange={(value) => set("maxPlayers", value)} error={playersError} />
      </FieldGroup>
      <FieldGroup legend={t("settings.skills")}>
        {skill("search")}
        {skill("manipulation")}
        {skill("reflection")}
      </FieldGroup>
    </>
  );
}
