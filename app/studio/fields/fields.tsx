import { useEffect, useId, useState, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { useFieldPath } from "./field-path";

/**
 * The inspector's inputs. Each is labelled, shows its hint and error under it (tied by aria-describedby),
 * and reports a value only when it is one the definition accepts: a half-typed number stays in the field,
 * marked, and never reaches the shared draft.
 */

// `at` is the field's key in the item when it has no `name` of its own (a row's `objectId`): see field-path.tsx.
type Base = { label: string; hint?: string; error?: string | null; disabled?: boolean; name?: string; at?: string | number | readonly (string | number)[] };

function Described({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint ? <span id={`${id}-hint`} className="studio-hint">{hint}</span> : null}
      <span id={`${id}-error`} className="field-error" aria-live="polite">{error ?? ""}</span>
    </>
  );
}

const describedBy = (id: string, hint?: string) => [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(" ");

export function TextField({ label, hint, error, disabled, name, at, value, onChange, multiline, maxLength, required, list, inputMode, placeholder }: Base & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  // What to write, shown while the field is empty: a helper sentence is never stored as the text itself.
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  // The id of a <datalist> of suggestions (the flags a game already uses).
  list?: string;
  inputMode?: "text" | "numeric";
}) {
  const id = useId();
  const { t } = useT();
  const missing = required && value.trim() === "" ? t("studio.fields.required") : null;
  const props = {
    id,
    name,
    "data-path": useFieldPath(at ?? name),
    value,
    disabled,
    maxLength,
    placeholder,
    "aria-invalid": Boolean(error ?? missing) || undefined,
    "aria-describedby": describedBy(id, hint),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...props} /> : <input type="text" list={list} inputMode={inputMode} {...props} />}
      <Described id={id} hint={hint} error={error ?? missing} />
    </div>
  );
}

export function NumberField({ label, hint, error, disabled, name, at, value, onChange, min, max, step = 1, integer = true, optional }: Base & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min: number;
  max: number;
  step?: number;
  integer?: boolean;
  // An empty field means "not set" (a time limit the game does not have).
  optional?: boolean;
}) {
  const id = useId();
  const { t } = useT();
  const path = useFieldPath(at ?? name);
  const shown = value === undefined ? "" : String(value);
  const [text, setText] = useState(shown);
  // Another editor's change (or an undo) replaces what is shown, unless it is what this field holds.
  useEffect(() => {
    setText((current) => (Number(current) === value && current.trim() !== "" ? current : shown));
  }, [shown, value]);
  const problem = numberProblem(text, { min, max, integer, optional });
  const message = problem ? t(`studio.fields.${problem}`, { min, max }) : null;
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        data-path={path}
        type="number"
        inputMode={integer ? "numeric" : "decimal"}
        min={min}
        max={max}
        step={step}
        value={text}
        disabled={disabled}
        aria-invalid={Boolean(error ?? message) || undefined}
        aria-describedby={describedBy(id, hint)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (numberProblem(next, { min, max, integer, optional })) return;
          onChange(next.trim() === "" ? undefined : Number(next));
        }}
      />
      <Described id={id} hint={hint} error={error ?? message} />
    </div>
  );
}

export function numberProblem(text: string, rule: { min: number; max: number; integer: boolean; optional?: boolean }): string | null {
  if (text.trim() === "") return rule.optional ? null : "required";
  const n = Number(text);
  if (!Number.isFinite(n)) return "notNumber";
  if (rule.integer && !Number.isInteger(n)) return "wholeNumber";
  if (n < rule.min || n > rule.max) return "range";
  return null;
}

export type Option = { value: string; label: string };

export function SelectField({ label, hint, error, disabled, name, at, value, onChange, options, empty }: Base & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  // The choice meaning "none" (no object here), shown first; absent when a choice is required.
  empty?: string;
}) {
  const id = useId();
  const { t } = useT();
  const path = useFieldPath(at ?? name);
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} data-path={path} value={value} disabled={disabled} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(id, hint)} onChange={(event) => onChange(event.target.value)}>
        {empty !== undefined || value === "" ? <option value="">{empty ?? "—"}</option> : null}
        {/* A reference to something deleted meanwhile stays visible (by what it is, not its id), so the creator sees what to fix. */}
        {known ? null : <option value={value}>{t("studio.fields.deleted")}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckField({ label, hint, disabled, name, at, checked, onChange }: Omit<Base, "error"> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const path = useFieldPath(at ?? name);
  return (
    <div className="studio-field studio-check">
      <input id={id} name={name} data-path={path} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={`${id}-hint`} className="studio-hint">{hint}</span> : null}
    </div>
  );
}

/**
 * A titled group of fields (a fieldset, so the legend names every field in it for screen readers); `at`
 * is the key of the list it edits, so a problem with the whole list focuses its first control.
 */
export function FieldGroup({ legend, children, className, at }: { legend: string; children: ReactNode; className?: string; at?: string }) {
  return (
    <fieldset className={`studio-group ${className ?? ""}`} data-path={useFieldPath(at)}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
