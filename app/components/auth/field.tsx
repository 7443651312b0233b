import { useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { useErrorText } from "./messages";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** An `auth.errors` key. */
  error?: string;
  /** Other elements that describe the input (the anti-robot text). */
  describedBy?: string;
};

/** A labelled input with its hint and its error, tied together for screen readers. */
export function Field({ id, label, hint, error, describedBy, ...input }: FieldProps) {
  const errorText = useErrorText();
  const ids = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="auth-hint">
          {hint}
        </p>
      ) : null}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={ids || undefined} {...input} />
      <p id={`${id}-error`} className="field-error">
        {error ? errorText(error, { field: true }) : ""}
      </p>
    </div>
  );
}

/** `value` of a text field when the form comes back with errors (never a password). */
export function textValue(values: Record<string, unknown> | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * A key that changes with each answer from the server: remounting the form resets its inputs to their
 * default values, so passwords are emptied after a failed attempt with JavaScript as without.
 */
export function useRemountKey(answer: unknown): number {
  const seen = useRef({ answer, count: 0 });
  if (seen.current.answer !== answer) seen.current = { answer, count: seen.current.count + 1 };
  return seen.current.count;
}
