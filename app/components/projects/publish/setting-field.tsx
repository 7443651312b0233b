import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import type { SettingError, SettingField } from "~/lib/publish/types";

type FieldProps = { name: SettingField; error?: SettingError; hint?: string; children: (aria: AriaProps) => ReactNode; label: string };
export type AriaProps = { id: string; name: SettingField; "aria-invalid"?: true; "aria-describedby"?: string };

/** One setting with its label, hint and error, the error tied to the control for screen readers. */
export function SettingFieldRow({ name, error, hint, label, children }: FieldProps) {
  const { t } = useT();
  const id = `publish-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="projects-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(`publish.fieldErrors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox whose label follows it; its error, if any, below. */
export function CheckboxRow({ name, label, checked, error }: { name: SettingField; label: string; checked: boolean; error?: SettingError }) {
  const { t } = useT();
  const id = `publish-${name}`;
  return (
    <div className="publish-check">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(`publish.fieldErrors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
