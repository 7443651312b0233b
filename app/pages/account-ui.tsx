import { Link } from "@remix-run/react";
import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";

export type AccountSection = "profile" | "subscription" | "mail" | "newsletter" | "invoices" | "referral" | "brand" | "domain" | "team";

const SECTIONS: [AccountSection, string][] = [
  ["profile", "/account"],
  ["subscription", "/account?tab=subscription"],
  ["mail", "/account/mail"],
  ["newsletter", "/account/newsletter"],
  ["invoices", "/account/invoices"],
  ["referral", "/account/referral"],
  ["brand", "/account/brand"],
  ["domain", "/account/domain"],
  ["team", "/account/team"],
];

/** The account area's tabs: plain links, so they work before (or without) JavaScript. */
export function AccountNav({ current }: { current: AccountSection }) {
  const { t } = useT();
  return (
    <nav aria-label={t("account.nav.label")} className="tabs account-tabs">
      {SECTIONS.map(([section, to]) => (
        <Link key={section} to={to} aria-current={section === current ? "page" : undefined} className={section === current ? "active" : undefined}>
          {t(`account.nav.${section}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A success notice, focused on arrival so screen readers announce what was saved; `plain` for an outcome that is
 * no success (a check that found nothing yet), without the success colour.
 */
export function SavedNotice({ text, plain = false }: { text: string; plain?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={plain ? "notice account-notice" : "notice notice-ok account-notice"} role="status" tabIndex={-1} ref={ref}>
      <p>{text}</p>
    </div>
  );
}

/**
 * The error summary at the top of a form: each field's message links to the field. Focused when it
 * appears, so the person who submitted hears what went wrong and can jump to it.
 */
export function ErrorSummary({ messages }: { messages: { field?: string; text: string }[] }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (!messages.length) return null;
  return (
    <div className="notice account-errors" role="alert" tabIndex={-1} ref={ref}>
      <p>{t("account.errorSummary")}</p>
      <ul>
        {messages.map((m) => (
          <li key={`${m.field ?? "form"}-${m.text}`}>{m.field ? <a href={`#${m.field}`}>{m.text}</a> : m.text}</li>
        ))}
      </ul>
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; error?: string };

/** A labelled input with its hint and error tied to it (aria-describedby), and aria-invalid when wrong. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ id, label, hint, error, ...input }, ref) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="muted account-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export function AccountHeader({ title, current, children }: { title: string; current?: AccountSection; children?: ReactNode }) {
  return (
    <>
      <h1 id="account-title">{title}</h1>
      {children}
      {current ? <AccountNav current={current} /> : null}
    </>
  );
}
