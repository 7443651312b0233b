import { useT } from "~/i18n/use-t";
import { MAX_PLAYERS_CAP, type SettingError, type SettingField } from "~/lib/publish/types";
import { CheckboxRow, SettingFieldRow } from "./setting-field";

const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;
const THEMES = ["adventure", "fantastic", "horror", "investigation"] as const;
const DIFFICULTIES = ["easy", "medium", "hard"] as const;

type Props = {
  value: (name: SettingField) => string;
  checked: (name: SettingField) => boolean;
  errors: Partial<Record<SettingField, SettingError>>;
  hasKey: boolean;
  canSharePrivately: boolean;
};

/** The game's settings (spec section 3, Game) as form fields; the values are the last ones typed or saved. */
export function PublishSettingsFields({ value, checked, errors, hasKey, canSharePrivately }: Props) {
  const { t } = useT();
  const number = (name: SettingField, min: number, max: number) => (
    <SettingFieldRow name={name} label={t(`publish.fields.${name}`)} error={errors[name]}>
      {(aria) => <input {...aria} type="number" inputMode="numeric" min={min} max={max} step={1} required defaultValue={value(name)} />}
    </SettingFieldRow>
  );
  const select = (name: SettingField, options: readonly string[], label: (option: string) => string) => (
    <SettingFieldRow name={name} label={t(`publish.fields.${name}`)} error={errors[name]}>
      {(aria) => (
        <select {...aria} defaultValue={value(name)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </SettingFieldRow>
  );
  return (
    <>
      <SettingFieldRow name="title" label={t("publish.fields.title")} error={errors.title}>
        {(aria) => <input {...aria} required maxLength={120} defaultValue={value("title")} />}
      </SettingFieldRow>
      <SettingFieldRow name="summary" label={t("publish.fields.summary")} error={errors.summary}>
        {(aria) => <textarea {...aria} rows={3} maxLength={2000} defaultValue={value("summary")} />}
      </SettingFieldRow>
      {select("language", LANGUAGES, (option) => t(`common.languages.${option}`))}
      {select("theme", THEMES, (option) => t(`common.themes.${option}`))}
      {select("difficulty", DIFFICULTIES, (option) => t(`common.difficulties.${option}`))}
      <fieldset className="publish-group">
        <legend>{t("publish.fields.modes")}</legend>
        <CheckboxRow name="solo" label={t("publish.fields.solo")} checked={checked("solo")} error={errors.solo} />
        <CheckboxRow name="multi" label={t("publish.fields.multi")} checked={checked("multi")} error={errors.multi} />
      </fieldset>
      {number("minPlayers", 1, MAX_PLAYERS_CAP)}
      {number("maxPlayers", 1, MAX_PLAYERS_CAP)}
      {select("access", ["open", "account", "key"], (option) => t(`publish.fields.access${option[0].toUpperCase()}${option.slice(1)}`))}
      <SettingFieldRow name="accessKey" label={t("publish.fields.key")} error={errors.accessKey} hint={`${t("publish.fields.keyHint")}${hasKey ? ` ${t("publish.fields.keyKept")}` : ""}`}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" maxLength={64} defaultValue="" />}
      </SettingFieldRow>
      <fieldset className="publish-group">
        <legend>{t("publish.fields.visibility")}</legend>
        {(["public", "private"] as const).map((option) => (
          <div className="publish-check" key={option}>
            <input
              type="radio"
              id={`publish-visibility-${option}`}
              name="visibility"
              value={option}
              defaultChecked={value("visibility") === option}
              aria-describedby={option === "private" && errors.visibility ? "publish-visibility-error" : undefined}
            />
            <label htmlFor={`publish-visibility-${option}`}>{t(option === "public" ? "publish.fields.public" : "publish.fields.privateOption")}</label>
          </div>
        ))}
        {errors.visibility ? (
          <p id="publish-visibility-error" className="field-error">
            {t(`publish.fieldErrors.${errors.visibility}`)}{" "}
            {canSharePrivately ? null : <a href="/account?tab=subscription">{t("publish.upgrade")}</a>}
          </p>
        ) : null}
      </fieldset>
      {number("recommendedAge", 0, 99)}
      {number("playMinutes", 1, 1440)}
      {number("hintRechargeSeconds", 0, 3600)}
      <fieldset className="publish-group">
        <legend>{t("publish.fields.skills")}</legend>
        {number("skillSearch", 1, 5)}
        {number("skillManipulation", 1, 5)}
        {number("skillReflection", 1, 5)}
      </fieldset>
      <CheckboxRow name="allowReuse" label={t("publish.fields.allowReuse")} checked={checked("allowReuse")} error={errors.allowReuse} />
      <CheckboxRow name="guestReviews" label={t("publish.fields.guestReviews")} checked={checked("guestReviews")} error={errors.guestReviews} />
      <p className="muted">{t("publish.fields.cover")}</p>
    </>
  );
}
