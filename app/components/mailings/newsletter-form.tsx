import { Form, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { BaseLanguage } from "~/i18n/locales";
import { BODY_MAX, NEWSLETTER_LANGUAGES, SUBJECT_MAX } from "~/lib/mailings/limits";

type Edition = { subject: string; body: string };

/** Values a refused form sent back, so nothing typed is lost. */
export function formValues(values: Record<string, string> | undefined) {
  return Object.fromEntries(NEWSLETTER_LANGUAGES.map((l) => [l, { subject: values?.[`subject_${l}`] ?? "", body: values?.[`body_${l}`] ?? "" }])) as Record<
    BaseLanguage,
    { subject: string; body: string }
  >;
}


/**
 * A newsletter's words (ADR 049): a subject and a plain-text body per language, French required, each other
 * language whole or left empty (its readers then get the French one). POSTs with the session's staff token.
 */
export function NewsletterForm({ token, intent, values, invalid }: { token: string; intent: "create" | "save"; values: Record<BaseLanguage, Edition>; invalid?: BaseLanguage }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card admin-action newsletter-form" aria-labelledby="newsletter-form-title">
      <h2 id="newsletter-form-title">{t(intent === "create" ? "mailings.admin.newTitle" : "mailings.admin.editWords")}</h2>
      <p className="muted">{t("mailings.admin.formHint")}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      {NEWSLETTER_LANGUAGES.map((language) => (
        <fieldset key={language}>
          <legend>{t(`mailings.admin.languages.${language}`)}</legend>
          <label htmlFor={`subject-${language}`}>{t("mailings.admin.subject")}</label>
          <input id={`subject-${language}`} name={`subject_${language}`} defaultValue={values[language].subject} maxLength={SUBJECT_MAX} required={language === "fr"} />
          <label htmlFor={`body-${language}`}>{t("mailings.admin.body")}</label>
          <textarea id={`body-${language}`} name={`body_${language}`} defaultValue={values[language].body} rows={8} maxLength={BODY_MAX} required={language === "fr"} aria-describedby="newsletter-body-hint" />
        </fieldset>
      ))}
      <p id="newsletter-body-hint" className="muted">
        {t("mailings.admin.bodyHint")}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {t(intent === "create" ? "mailings.admin.create" : "mailings.admin.save")}
      </button>
    </Form>
  );
}

/** What each language's readers will get: its own words, or the French ones when it has none. */
export function NewsletterPreview({ content }: { content: Record<BaseLanguage, Edition> }) {
  const { t } = useT();
  return (
    <section aria-labelledby="newsletter-preview-title">
      <h2 id="newsletter-preview-title">{t("mailings.admin.preview")}</h2>
      {NEWSLETTER_LANGUAGES.map((language) => {
        const own = Boolean(content[language].subject && content[language].body);
        const edition = own ? content[language] : content.fr;
        return (
          <article key={language} className="card newsletter-preview" aria-labelledby={`preview-${language}`}>
            <h3 id={`preview-${language}`}>{t(`mailings.admin.languages.${language}`)}</h3>
            {own ? null : <p className="muted">{t("mailings.admin.fallback")}</p>}
            <p className="newsletter-subject">{t("mailings.admin.subjectLine", { subject: edition.subject })}</p>
            {edition.body
              .split(/\n\s*\n/)
              .map((p) => p.trim())
              .filter(Boolean)
              .map((paragraph, i) => (
                <p key={i} className="newsletter-paragraph">
                  {paragraph}
                </p>
              ))}
          </article>
        );
      })}
    </section>
  );
}
