import { NavLink } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { StaffRole } from "~/lib/admin/roles";

/** The back office's sections (ADR 038): the queue of ADR 028 keeps its address, the audit log is the admin's. */
export function BackOfficeNav({ role }: { role: StaffRole }) {
  const { t } = useT();
  return (
    <nav className="back-office-nav" aria-label={t("admin.nav.label")}>
      <ul>
        <li>
          <NavLink to="/admin" end>
            {t("admin.nav.accounts")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/moderation">{t("admin.nav.moderation")}</NavLink>
        </li>
        {role === "admin" ? (
          <li>
            <NavLink to="/admin/audit">{t("admin.nav.audit")}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
