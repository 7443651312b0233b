import { Link, NavLink, useLocation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { StaffRole } from "~/lib/admin/roles";

/** The back office's sections (ADR 038): the queue of ADR 028 keeps its address, the blog is every staff member's (ADR 051), the Education requests and the audit log are the admin's. */
export function BackOfficeNav({ role }: { role: StaffRole }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const accountsActive = pathname.replace(/\/+$/, "") === "/admin" || pathname.startsWith("/admin/accounts/");
  return (
    <nav className="back-office-nav" aria-label={t("admin.nav.label")}>
      <ul>
        <li>
          {/* An account's page belongs to the accounts section, which is /admin itself. */}
          <Link to="/admin" aria-current={accountsActive ? "page" : undefined}>
            {t("admin.nav.accounts")}
          </Link>
        </li>
        <li>
          <NavLink to="/moderation">{t("admin.nav.moderation")}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/blog">{t("admin.nav.blog")}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/activity">{t("admin.nav.activity")}</NavLink>
        </li>
        {role === "admin" ? (
          <>
            <li>
              <NavLink to="/admin/education">{t("admin.nav.education")}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/audit">{t("admin.nav.audit")}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/newsletter">{t("admin.nav.newsletter")}</NavLink>
            </li>
          </>
        ) : null}
        {role === "admin" ? (
          <li>
            <NavLink to="/admin/affiliation">{t("admin.nav.affiliation")}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
