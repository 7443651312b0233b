import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import type { ReferrerLedger } from "~/lib/admin/commissions.server";
import { REASON_MAX } from "~/lib/admin/schemas";
import type { CommissionStatus } from "~/lib/affiliation/rules";
import { useAdminFormat } from "./use-admin-format";

type Ledger = Omit<ReferrerLedger, "lines"> & { lines: (Omit<ReferrerLedger["lines"][number], "paidOn"> & { paidOn: string | Date })[] };

/** A payout form (ADR 040): the session's form token, the intent, and the reference or reason the audit log keeps. */
function PayoutForm({ id, intent, title, label, submit, token, children }: { id: string; intent: string; title: string; label: string; submit: string; token: string; children?: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card admin-action" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      {children}
      <label htmlFor={`${id}-reason`}>{label}</label>
      <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={REASON_MAX} />
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

/** One referrer: totals per currency, the commissions, and what an admin may do about them. */
export function ReferrerLedgerSection({ ledger, token }: { ledger: Ledger; token: string }) {
  const { t } = useT();
  const format = useAdminFormat();
  const { referrer, totals, lines } = ledger;
  const id = `referrer-${referrer.id}`;
  const status = (value: CommissionStatus) => t(`admin.affiliation.status.${value}`);
  const open = lines.filter((line) => line.status === "pending" || line.status === "payable");
  return (
    <section aria-labelledby={id} className="admin-referrer">
      <h2 id={id}>
        <Link to={`/admin/accounts/${encodeURIComponent(referrer.id)}`}>{referrer.username}</Link>
      </h2>
      <ul>
        {Object.entries(totals).map(([currency, sums]) => (
          <li key={currency}>
            {t("admin.affiliation.totals", {
              payable: format.money(sums.payable, currency),
              pending: format.money(sums.pending, currency),
              paid: format.money(sums.paid, currency),
            })}
          </li>
        ))}
      </ul>
      <div className="table-wrap">
        <table>
          <caption>{t("admin.affiliation.caption", { name: referrer.username })}</caption>
          <thead>
            <tr>
              {["date", "customer", "invoice", "amount", "status", "reference"].map((column) => (
                <th key={column} scope="col">
                  {t(`admin.affiliation.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{format.day(line.paidOn)}</th>
                <td>
                  <Link to={`/admin/accounts/${encodeURIComponent(line.customer.id)}`}>{line.customer.username}</Link>
                </td>
                <td>{line.invoiceId}</td>
                <td>{format.money(line.amount, line.currency)}</td>
                <td>{status(line.status)}</td>
                <td className="moderation-text">{line.payoutRef ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        {Object.entries(totals)
          .filter(([, sums]) => sums.payable > 0)
          .map(([currency, sums]) => (
            <PayoutForm
              key={currency}
              id={`${id}-pay-${currency}`}
              intent="markPaid"
              title={t("admin.affiliation.payTitle", { amount: format.money(sums.payable, currency) })}
              label={t("admin.affiliation.reference")}
              submit={t("admin.affiliation.pay")}
              token={token}
            >
              <input type="hidden" name="referrerId" value={referrer.id} />
              <input type="hidden" name="currency" value={currency} />
            </PayoutForm>
          ))}
        {open.length > 0 ? (
          <PayoutForm id={`${id}-cancel`} intent="cancel" title={t("admin.affiliation.cancelTitle")} label={t("admin.affiliation.cancelReason")} submit={t("admin.affiliation.cancel")} token={token}>
            <label htmlFor={`${id}-commission`}>{t("admin.affiliation.commission")}</label>
            <select id={`${id}-commission`} name="commissionId" required>
              {open.map((line) => (
                <option key={line.id} value={line.id}>
                  {`${format.day(line.paidOn)} · ${line.customer.username} · ${format.money(line.amount, line.currency)}`}
                </option>
              ))}
            </select>
          </PayoutForm>
        ) : null}
      </div>
    </section>
  );
}
