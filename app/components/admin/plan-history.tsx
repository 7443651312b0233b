import { useT } from "~/i18n/use-t";
import type { grantsOf } from "~/lib/admin/plan-grants.server";
import { PaymentHistory } from "./payment-history";
import { useAdminFormat } from "./use-admin-format";

type Grant = Awaited<ReturnType<typeof grantsOf>>[number];

/**
 * What the account has had as plans: the grants staff made, each with who, why and until when, then what it paid
 * (subscriptions and invoices, ADR 037).
 */
export function PlanHistory({ name, grants, payments }: { name: string; grants: Grant[]; payments: Parameters<typeof PaymentHistory>[0]["payments"] }) {
  const { t } = useT();
  const format = useAdminFormat();
  const end = (grant: Grant) =>
    grant.endedAt
      ? t("admin.account.endedOn", { date: format.moment(grant.endedAt) })
      : grant.endsAt
        ? t("admin.account.runningUntil", { date: format.lastDay(grant.endsAt) })
        : t("admin.account.running");
  return (
    <section aria-labelledby="admin-history">
      <h2 id="admin-history">{t("admin.account.historyTitle")}</h2>
      {grants.length === 0 ? (
        <p>{t("admin.account.noGrants")}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{t("admin.account.grantsCaption", { name })}</caption>
            <thead>
              <tr>
                {(["date", "plan", "by", "reason", "end"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.account.historyColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={grant.id}>
                  <th scope="row">{format.moment(grant.createdAt)}</th>
                  <td>{format.plan(grant.grade)}</td>
                  <td>{grant.grantedBy ?? "—"}</td>
                  <td className="moderation-text">{grant.reason}</td>
                  <td>{end(grant)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PaymentHistory name={name} payments={payments} />
    </section>
  );
}
