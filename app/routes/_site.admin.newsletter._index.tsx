import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formValues, NewsletterForm } from "~/components/mailings/newsletter-form";
import { NewsletterStatus } from "~/components/mailings/newsletter-status";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import type { BaseLanguage } from "~/i18n/locales";
import { staffPageHeaders } from "~/lib/admin/headers";
import { newsletterListAction, newsletterListLoader, type NewsletterOutcome } from "~/lib/mailings/newsletter-admin.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = newsletterListLoader;
export const action = newsletterListAction;

/** /admin/newsletter (ADR 049): the newsletters written so far, where each stands, and a new one. Admins only. */
export default function AdminNewsletters() {
  const { list, subscribers, token } = useLoaderData<typeof loader>();
  const outcome = useActionData<NewsletterOutcome>();
  const { t } = useT();
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <>
      <h1>{t("mailings.admin.title")}</h1>
      <p>{t("mailings.admin.intro", { n: subscribers })}</p>
      {refused ? (
        <FocusedNotice key={refused.at} ok={false}>
          {t(`mailings.admin.errors.${refused.error}`, { language: refused.language ? t(`mailings.admin.languages.${refused.language}`) : "" })}
        </FocusedNotice>
      ) : null}
      <section aria-labelledby="newsletter-list-title">
        <h2 id="newsletter-list-title">{t("mailings.admin.listTitle")}</h2>
        {list.length === 0 ? (
          <p>{t("mailings.admin.none")}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">{t("mailings.admin.listTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("mailings.admin.columns.subject")}</th>
                  <th scope="col">{t("mailings.admin.columns.status")}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`/admin/newsletter/${item.id}`}>{item.subject}</Link>
                    </th>
                    <td>
                      <NewsletterStatus status={item.status} progress={item.progress} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <NewsletterForm key={refused?.at ?? 0} token={token} intent="create" values={formValues(refused?.values)} invalid={refused?.language as BaseLanguage | undefined} />
    </>
  );
}
