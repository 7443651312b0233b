import { Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { PASSWORD_MIN, USERNAME_MAX } from "~/lib/accounts/schemas";
import { useRootData } from "~/lib/root-data";

/**
 * Renders a text whose `{{slot}}` markers become elements (a link inside a sentence). Rosetta fills
 * unknown params with "", so each marker is passed through as its own value and split afterwards.
 */
export function RichText({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  const parts = text.split(/(\{\{\w+\}\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name && name in slots ? slots[name] : part}</Fragment>;
      })}
    </>
  );
}

export function markers(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, `{{${n}}}`]));
}

/** The server's error keys (`auth.errors.*`) as text; a field left empty reads "this field is required". */
export function useErrorText() {
  const { t } = useT();
  return (key: string, options: { field?: boolean; retryAfterSeconds?: number } = {}) => {
    if (options.field && key === "incomplete") return t("auth.errors.required");
    if (key === "rateLimited" && options.retryAfterSeconds) {
      return t("auth.errors.rateLimitedFor", { minutes: Math.max(1, Math.ceil(options.retryAfterSeconds / 60)) });
    }
    const text = t(`auth.errors.${key}`, { min: PASSWORD_MIN, max: USERNAME_MAX });
    // A key the texts do not know must never reach the page as "auth.errors.…".
    return text.startsWith("auth.errors.") ? t(options.field ? "auth.errors.required" : "auth.errors.error") : text;
  };
}

/** A form-level message, with its links: the support mail for a banned account, recovery after failed logins. */
export function FormMessage({ code, retryAfterSeconds }: { code: string; retryAfterSeconds?: number }) {
  const { t } = useT();
  const errorText = useErrorText();
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  if (code === "banned") {
    return <RichText text={t("auth.errors.banned", markers("mail"))} slots={{ mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }} />;
  }
  if (code === "credentialsHint") {
    return <RichText text={t("auth.errors.credentialsHint", markers("link"))} slots={{ link: <Link to="/reset">{t("auth.errors.credentialsLink")}</Link> }} />;
  }
  return <>{errorText(code, { retryAfterSeconds })}</>;
}
