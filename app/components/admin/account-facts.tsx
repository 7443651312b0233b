import { useT } from "~/i18n/use-t";
import type { AccountDetail } from "~/lib/admin/accounts.server";
import { formatStorage } from "~/lib/plans";
import { LOCALES } from "~/i18n/locales";
import { useAdminFormat } from "./use-admin-format";

/** Who the account is, its plan and grade, its state and storage. */
export function AccountFacts({ account }: { account: AccountDetail }) {
  const { t, locale } = useT();
  const format = useAdminFormat();
  const intl = LOCALES[locale].locale;
  return (
    <section aria-labelledby="admin-facts">
      <h2 id="admin-facts">{t("admin.account.factsTitle")}</h2>
      <dl className="admin-facts">
        <dt>{t("admin.account.email")}</dt>
        <dd>{account.email}</dd>
        <dt>{t("admin.account.type")}</dt>
        <dd>{t(`admin.account.types.${account.accountType}`)}</dd>
        <dt>{t("admin.account.created")}</dt>
        <dd>{format.day(account.createdAt)}</dd>
        <dt>{t("admin.account.plan")}</dt>
        <dd>
          {t("admin.account.grade", { plan: format.plan(account.grade), grade: account.grade })}
          {account.grantEndsAt ? (
            <>
              <br />
              {t("admin.account.grantEnds", { date: format.lastDay(account.grantEndsAt) })}
            </>
          ) : null}
        </dd>
        <dt>{t("admin.account.state")}</dt>
        <dd>
          {account.bannedAt
            ? t("admin.account.bannedSince", { date: format.moment(account.bannedAt), reason: account.banReason ?? "" })
            : format.state(account)}
        </dd>
        <dt>{t("admin.account.role")}</dt>
        <dd>{account.staffRole ? t(`admin.roles.${account.staffRole}`) : t("admin.account.noRole")}</dd>
        <dt>{t("admin.account.storage")}</dt>
        <dd>{t("admin.account.storageValue", { used: formatStorage(account.storageBytes, intl), limit: formatStorage(account.storageLimit, intl) })}</dd>
      </dl>
    </section>
  );
}

export function AccountProjects({ account }: { account: AccountDetail }) {
  const { t } = useT();
  const format = useAdminFormat();
  return (
    <section aria-labelledby="admin-projects">
      <h2 id="admin-projects">{t("admin.account.projectsTitle", { n: account.liveProjects })}</h2>
      {account.projects.length === 0 ? (
        <p>{t("admin.account.noProjects")}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{t("admin.account.projectsCaption", { name: account.username })}</caption>
            <thead>
              <tr>
                {(["title", "type", "updated", "state"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.account.projectColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {account.projects.map((project) => (
                <tr key={project.id}>
                  <th scope="row">{project.title}</th>
                  <td>{t(`admin.account.projectTypes.${project.type}`)}</td>
                  <td>{format.moment(project.updatedAt)}</td>
                  <td>{t(`admin.account.projectStates.${project.deletedAt ? "deleted" : "live"}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
