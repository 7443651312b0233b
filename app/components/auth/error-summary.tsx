import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { FormMessage, useErrorText } from "./messages";

type Props = {
  /** Prefix of the fields' ids: a field `email` is `#${idPrefix}-email`. */
  idPrefix: string;
  formError?: string;
  fieldErrors: Record<string, string>;
  /** Field names in page order, with their labels. */
  labels: Record<string, string>;
  retryAfterSeconds?: number;
  /** A new value after each failed submission moves focus here (with JavaScript; without, the page reloads at the top). */
  focusKey?: unknown;
};

/** The error summary: what went wrong, with a link to each field that needs fixing. */
export function ErrorSummary({ idPrefix, formError, fieldErrors, labels, retryAfterSeconds, focusKey }: Props) {
  const { t } = useT();
  const errorText = useErrorText();
  const ref = useRef<HTMLDivElement>(null);
  const fields = Object.keys(labels).filter((name) => fieldErrors[name]);
  const shown = Boolean(formError || fields.length);

  useEffect(() => {
    if (focusKey && shown) ref.current?.focus();
  }, [focusKey, shown]);

  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${idPrefix}-summary-title`}>
      <h2 id={`${idPrefix}-summary-title`}>{t("auth.summary.title")}</h2>
      {formError ? (
        <p>
          <FormMessage code={formError} retryAfterSeconds={retryAfterSeconds} />
        </p>
      ) : null}
      {fields.length ? (
        <>
          {formError ? null : <p>{t("auth.summary.fields")}</p>}
          <ul>
            {fields.map((name) => (
              <li key={name}>
                <a href={`#${idPrefix}-${name}`}>
                  {t("auth.summary.item", { label: labels[name], message: errorText(fieldErrors[name], { field: true }) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
