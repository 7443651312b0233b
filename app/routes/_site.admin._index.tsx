import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AccountResults, AccountSearchForm } from "~/components/admin/account-search";
import { useT } from "~/i18n/use-t";
import { noFormAction, searchLoader } from "~/lib/admin/admin-page.server";
import type { adminLayoutLoader } from "~/lib/admin/admin-page.server";
import { pageMeta } from "~/lib/meta";
import { staffPageHeaders } from "~/lib/admin/headers";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = searchLoader;
export const action = noFormAction("staff");

/** /admin: find an account by name or mail. */
export default function AdminHome() {
  const { query, found, searched, limit } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof adminLayoutLoader>("routes/_site.admin");
  const { t } = useT();
  return (
    <>
      <h1>{t("admin.title")}</h1>
      {layout ? <p className="muted">{t(`admin.role.${layout.role}`)}</p> : null}
      <p>{t("admin.search.intro")}</p>
      <AccountSearchForm query={query} />
      {searched ? <AccountResults query={query} found={found} limit={limit} /> : null}
    </>
  );
}
