import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountActions } from "~/components/admin/account-actions";
import { AccountFacts, AccountProjects } from "~/components/admin/account-facts";
import { AuditTable } from "~/components/admin/audit-table";
import { PlanHistory } from "~/components/admin/plan-history";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { accountAction, accountLoader, type AccountOutcome } from "~/lib/admin/admin-page.server";
import { pageMeta } from "~/lib/meta";
import { staffPageHeaders } from "~/lib/admin/headers";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = accountLoader;
export const action = accountAction;

/** /admin/accounts/{id}: the account, its plan and projects, and what staff may do to it. */
export default function AdminAccount() {
  const { account, self, admin, grants, payments, audit, token } = useLoaderData<typeof loader>();
  const outcome = useActionData<AccountOutcome>();
  const { t } = useT();
  return (
    <>
      <p>
        <Link to="/admin">{t("admin.account.back")}</Link>
      </p>
      <h1>{t("admin.account.title", { name: account.username })}</h1>
      {outcome ? (
        <FocusedNotice key={outcome.at} ok={outcome.ok}>
          {outcome.ok ? t(`admin.done.${outcome.done}`) : t(`admin.errors.${outcome.error}`)}
        </FocusedNotice>
      ) : null}
      <AccountFacts account={account} />
      <section aria-labelledby="admin-actions">
        <h2 id="admin-actions">{t("admin.account.actionsTitle")}</h2>
        {self ? (
          <p>{t("admin.account.self")}</p>
        ) : account.staffRole ? (
          <p>{t("admin.account.staff")}</p>
        ) : (
          <AccountActions account={account} admin={admin} token={token} formKey={outcome?.ok ? outcome.at : 0} />
        )}
      </section>
      <AccountProjects account={account} />
      {grants && payments ? <PlanHistory name={account.username} grants={grants} payments={payments} /> : null}
      {audit ? (
        <section aria-labelledby="admin-account-audit">
          <h2 id="admin-account-audit">{t("admin.account.auditTitle")}</h2>
          <AuditTable lines={audit} caption={t("admin.audit.accountCaption", { name: account.username })} withAccount={false} />
        </section>
      ) : null}
    </>
  );
}
