import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { AccountPayments } from "~/lib/admin/payments.server";
import { formatPrice } from "~/lib/plans";
import { useAdminFormat } from "./use-admin-format";

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] extends Date | null ? string | Date | null : T[K] };
type Payments = { subscriptions: Serialized<AccountPayments["subscriptions"][number]>[]; invoices: Serialized<AccountPayments["invoices"][number]>[] };

/** The account's subscriptions (how each stands) and its paid invoices, as the payment webhook recorded them. */
export function PaymentHistory({ name, payments }: { name: string; payments: Payments }) {
  const { t, locale } = useT();
  const format = useAdminFormat();
  const bcp47 = LOCALES[locale].locale;
  if (payments.subscriptions.length === 0 && payments.invoices.length === 0) return <p>{t("admin.account.noPayments")}</p>;
  const state = (row: Payments["subscriptions"][number]) => {
    if (!row.inForce) return t("admin.account.subscriptionStates.ended");
    if (row.status === "past_due") return t("admin.account.subscriptionStates.failing");
    return row.cancelAtPeriodEnd ? t("admin.account.subscriptionStates.ends") : t("admin.account.subscriptionStates.renews");
  };
  return (
    <>
      {payments.subscriptions.length ? (
        <div className="table-wrap">
          <table>
            <caption>{t("admin.account.subscriptionsCaption", { name })}</caption>
            <thead>
              <tr>
                {(["plan", "period", "state", "periodEnd"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.account.subscriptionColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.subscriptions.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{t(`admin.plans.${row.plan}`)}</th>
                  <td>{t(`admin.account.periods.${row.period}`)}</td>
                  <td>{state(row)}</td>
                  <td>{format.day(row.currentPeriodEnd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {payments.invoices.length ? (
        <div className="table-wrap">
          <table>
            <caption>{t("admin.account.invoicesCaption", { name })}</caption>
            <thead>
              <tr>
                {(["date", "number", "amount", "document"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.account.invoiceColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.invoices.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{format.moment(row.paidAt)}</th>
                  <td>{row.number ?? row.id}</td>
                  <td>{formatPrice(row.amountPaid, row.currency === "CHF" ? "CHF" : "EUR", bcp47)}</td>
                  <td>
                    {row.pdfUrl ? (
                      <a href={row.pdfUrl} rel="noreferrer">
                        {t("admin.account.invoicePdf", { number: row.number ?? row.id })}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
