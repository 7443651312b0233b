import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formValues, NewsletterForm, NewsletterPreview } from "~/components/mailings/newsletter-form";
import { NewsletterStatus } from "~/components/mailings/newsletter-status";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import type { BaseLanguage } from "~/i18n/locales";
import { staffPageHeaders } from "~/lib/admin/headers";
import { newsletterAction, newsletterLoader, type NewsletterOutcome } from "~/lib/mailings/newsletter-admin.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = newsletterLoader;
export const action = newsletterAction;

/** /admin/newsletter/{id} (ADR 049): a draft's preview, its words and the send button; once sent, its progress. */
export default function AdminNewsletter() {
  const { newsletter, progress, subscribers, started, token } = useLoaderData<typeof loader>();
  const outcome = useActionData<NewsletterOutcome>();
  const busy = useNavigation().state === "submitting";
  const { t } = useT();
  const refused = outcome && !outcome.ok ? outcome : null;
  const draft = newsletter.status === "draft";
  return (
    <>
      <p>
        <Link to="/admin/newsletter">{t("mailings.admin.back")}</Link>
      </p>
      <h1>{t("mailings.admin.editTitle", { subject: newsletter.content.fr.subject })}</h1>
      {outcome ? (
        <FocusedNotice key={outcome.at} ok={outcome.ok}>
          {outcome.ok
            ? t("mailings.admin.saved")
            : t(`mailings.admin.errors.${outcome.error}`, { language: outcome.language ? t(`mailings.admin.languages.${outcome.language}`) : "" })}
        </FocusedNotice>
      ) : started ? (
        <FocusedNotice ok>{t("mailings.admin.started")}</FocusedNotice>
      ) : null}
      <section aria-labelledby="newsletter-progress-title">
        <h2 id="newsletter-progress-title">{t("mailings.admin.progressTitle")}</h2>
        <p className="newsletter-progress">
          <NewsletterStatus status={newsletter.status} progress={draft ? null : progress} />
        </p>
        {newsletter.status === "sending" ? (
          <p>
            <Link to={`/admin/newsletter/${newsletter.id}`} reloadDocument>
              {t("mailings.admin.refresh")}
            </Link>
          </p>
        ) : null}
      </section>
      <NewsletterPreview content={newsletter.content} />
      {draft ? (
        <>
          <Form method="post" className="card admin-action" aria-labelledby="newsletter-send-title">
            <h2 id="newsletter-send-title">{t("mailings.admin.sendTitle")}</h2>
            <p>{t("mailings.admin.sendHint", { n: subscribers })}</p>
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button" disabled={busy}>
              {t("mailings.admin.send", { n: subscribers })}
            </button>
          </Form>
          <NewsletterForm
            key={refused?.at ?? 0}
            token={token}
            intent="save"
            values={refused ? formValues(refused.values) : newsletter.content}
            invalid={refused?.language as BaseLanguage | undefined}
          />
        </>
      ) : null}
    </>
  );
}
