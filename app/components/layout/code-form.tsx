import { Form, useNavigate } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useT } from "~/i18n/use-t";
import { codeErrorKey, lookUpCode } from "~/lib/code-play";
import { useRootData } from "~/lib/root-data";

/**
 * The numeric game-code field. With JavaScript it asks the game socket host directly; without, the
 * form posts to /code, whose action asks the same host from the server.
 */
export function CodeForm({ onCancel, autoFocus, serverError }: { onCancel?: () => void; autoFocus?: boolean; serverError?: string }) {
  const { t } = useT();
  const root = useRootData();
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | undefined>(serverError);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!root) return;
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    setError(undefined);
    const result = await lookUpCode(root.gameSocketHost, code);
    setBusy(false);
    if (result.ok) navigate(result.path);
    else setError(t(codeErrorKey(result.reason)));
  }

  return (
    <Form method="post" action="/code" className="code-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-code`}>{t("common.code.label")}</label>
      <input
        id={`${id}-code`}
        name="code"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} className="field-error" role="alert">
        {error ?? ""}
      </p>
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t("common.code.cancel")}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("common.code.checking") : t("common.code.submit")}
        </button>
      </div>
    </Form>
  );
}
