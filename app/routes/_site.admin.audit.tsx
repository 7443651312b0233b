import { useLoaderData } from "@remix-run/react";
import { AuditTable } from "~/components/admin/audit-table";
import { useT } from "~/i18n/use-t";
import { noFormAction, auditLoader } from "~/lib/admin/admin-page.server";
import { pageMeta } from "~/lib/meta";
import { staffPageHeaders } from "~/lib/admin/headers";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = auditLoader;
export const action = noFormAction("admin");

/** /admin/audit: every staff action, newest first (admins only; a 404 for moderators and everyone else). */
export default function AdminAudit() {
  const { lines } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("admin.audit.title")}</h1>
      <p>{t("admin.audit.intro")}</p>
      <AuditTable lines={lines} caption={t("admin.audit.caption", { n: lines.length })} withAccount />
    </>
  );
}
