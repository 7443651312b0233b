import type { InputHTMLAttributes } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "aria-invalid" | "aria-describedby"> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  // Shown under the field until there is an error, which then takes its place and is announced.
  help: string;
  error: string | null;
  // Off where a form announces its problems once for all its fields.
  announceError?: boolean;
  className?: string;
};

/** A player's text field (a key, a nickname): label, input, and one line of help or error tied to it. */
export function TextField({ id, label, value, onChange, help, error, announceError = true, className = "play-key", ...input }: TextFieldProps) {
  const helpId = `${id}-help`;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="play-field-error" id={helpId} role={error && announceError ? "alert" : undefined}>
        {error ?? help}
      </p>
    </div>
  );
}
