import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { ACCESS_CHOICES, type Access, type SettingError, type SettingField } from "~/lib/publish/types";
import { CheckboxRow, SettingFieldRow } from "./setting-field";

type Props = {
  value: (name: SettingField) => string;
  checked: (name: SettingField) => boolean;
  errors: Partial<Record<SettingField, SettingError>>;
  hasKey: boolean;
  canSharePrivately: boolean;
};

const ACCESS_LABEL: Record<Access, string> = { open: "publish.fields.accessOpen", account: "publish.fields.accessAccount", key: "publish.fields.accessKey" };

/**
 * How the game is published (spec section 4, Game access): who may play, the activation key when access
 * asks for one, the visibility, reuse and guests' reviews. What the game is lives in the editor's settings.
 */
export function PublishSettingsFields({ value, checked, errors, hasKey, canSharePrivately }: Props) {
  const { t } = useT();
  const [access, setAccess] = useState(value("access") || "open");
  // Kept while the field is away, so choosing "key" again gives back what was typed.
  const [key, setKey] = useState("");
  return (
    <>
      <SettingFieldRow name="access" label={t("publish.fields.access")} error={errors.access}>
        {(aria) => (
          <select {...aria} value={access} onChange={(event) => setAccess(event.target.value)}>
            {ACCESS_CHOICES.map((option) => (
              <option key={option} value={option}>
                {t(ACCESS_LABEL[option])}
              </option>
            ))}
          </select>
        )}
      </SettingFieldRow>
      {access === "key" ? (
        <SettingFieldRow name="accessKey" label={t("publish.fields.key")} error={errors.accessKey} hint={`${t("publish.fields.keyHint")}${hasKey ? ` ${t("publish.fields.keyKept")}` : ""}`}>
          {(aria) => <input {...aria} type="password" autoComplete="new-password" maxLength={64} value={key} onChange={(event) => setKey(event.target.value)} />}
        </SettingFieldRow>
      ) : null}
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
      <CheckboxRow name="allowReuse" label={t("publish.fields.allowReuse")} checked={checked("allowReuse")} error={errors.allowReuse} />
      <CheckboxRow name="guestReviews" label={t("publish.fields.guestReviews")} checked={checked("guestReviews")} error={errors.guestReviews} />
    </>
  );
}
