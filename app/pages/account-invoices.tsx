import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { invoicesOf } from "~/lib/billing/invoices.server";
import { requireUser } from "~/lib/guards.server";
import { dateFormat } from "~/lib/intl-formats";
import { formatPrice } from "~/lib/plans";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * Stripe's invoices for the account (ADR 037), with Stripe's own page and PDF for each; an account that never paid
 * is told so rather than shown an empty table. Dates and amounts are formatted here, so server and browser agree.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const bcp47 = LOCALES[context.locale].locale;
  const dates = dateFormat(bcp47, { dateStyle: "long", timeZone: "UTC" });
  const rows = await invoicesOf(context.db, user.id);
  return {
    ...pageTexts(context, ["account"], {
      title: "account.invoices.title",
      description: "account.invoices.description",
    }),
    invoices: rows.map((row) => ({
      id: row.id,
      number: row.number ?? row.id,
      date: dates.format(row.paidAt),
      dateTime: row.paidAt.toISOString(),
      amount: formatPrice(row.amountPaid, row.currency === "CHF" ? "CHF" : "EUR", bcp47),
      hostedUrl: row.hostedUrl,
      pdfUrl: row.pdfUrl,
    })),
  };
}

export default function AccountInvoices() {
  const { invoices } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("account.invoices.title")} current="invoices" />
      {invoices.length > 0 ? (
        <div className="account-card results-card">
          <div className="results-scroll" role="region" aria-labelledby="invoices-caption" tabIndex={0}>
            <table className="results-table">
              <caption id="invoices-caption">{t("account.invoices.listTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("account.invoices.date")}</th>
                  <th scope="col">{t("account.invoices.number")}</th>
                  <th scope="col">{t("account.invoices.amount")}</th>
                  <th scope="col">{t("account.invoices.document")}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>
                      <time dateTime={invoice.dateTime}>{invoice.date}</time>
                    </td>
                    <td>{invoice.number}</td>
                    <td>{invoice.amount}</td>
                    <td>
                      {invoice.pdfUrl ? (
                        <a href={invoice.pdfUrl} rel="noreferrer">
                          {t("account.invoices.pdf", { number: invoice.number })}
                        </a>
                      ) : invoice.hostedUrl ? (
                        <a href={invoice.hostedUrl} rel="noreferrer">
                          {t("account.invoices.view", { number: invoice.number })}
                        </a>
                      ) : (
                        t("account.invoices.noDocument")
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">
            {t("account.invoices.question")} <Link to="/contact?topic=support">{t("account.invoices.contact")}</Link>
          </p>
        </div>
      ) : (
        <div className="account-card account-empty">
          <img src="/images/account/invoices.svg" alt="" width={160} height={120} />
          <h2>{t("account.invoices.emptyTitle")}</h2>
          <p>{t("account.invoices.emptyText")}</p>
          <p>
            <Link to="/plans" className="button">
              {t("account.invoices.plans")}
            </Link>
          </p>
          <p className="muted">
            {t("account.invoices.question")} <Link to="/contact?topic=support">{t("account.invoices.contact")}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
