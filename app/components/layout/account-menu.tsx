import { Link, NavLink } from "@remix-run/react";
import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { useDisclosure } from "./use-disclosure";
import { showsUpgradePrompt } from "~/lib/grades";
import type { RootUser } from "~/lib/root-data";
import { LogoutForm } from "~/components/auth/logout-form";
import { canHostEvents } from "~/lib/events/hosting";

export function profilePath(user: RootUser): string {
  return `/c/${encodeURIComponent(user.username)}`;
}

/** Spec section 2: the badge by grade (3 and 5 pro, 4 education, 6 company), next to the name. */
export function GradeBadge({ user }: { user: RootUser }) {
  const { t } = useT();
  return user.badge ? <span className="badge badge-grade">{t(`auth.badges.${user.badge}`)}</span> : null;
}

/** The Go-Pro prompt, shown below grade 3. */
export function GoProLink({ user, className }: { user: RootUser; className?: string }) {
  const { t } = useT();
  if (!showsUpgradePrompt(user.grade)) return null;
  return (
    <Link to="/account?tab=subscription" className={className}>
      {t("auth.menu.goPro")}
    </Link>
  );
}

/**
 * The signed-in account menu (account, profile, logout): a disclosure like the "You are" menu; Escape
 * and a click outside close it. Logout is a plain form post (ADR 034), so the whole page reloads without the session.
 */
export function AccountMenu({ user }: { user: RootUser }) {
  const { t } = useT();
  const id = useId();
  const { open, toggle, root, button } = useDisclosure();

  return (
    <div className="menu account-menu" ref={root}>
      <button ref={button} type="button" className="nav-link menu-button account-button" aria-expanded={open} aria-controls={`${id}-list`}
        onClick={toggle}>
        <img className="avatar" src={user.avatar} alt="" width={32} height={32} />
        <span className="account-name">{user.username}</span>
        <GradeBadge user={user} />
        <span className="visually-hidden">, {t("auth.menu.label")}</span>
        <span aria-hidden="true" className="chevron" />
      </button>
      <ul id={`${id}-list`} className="menu-list account-menu-list" hidden={!open}>
        <li>
          <NavLink to="/account" end className="menu-item">
            {t("auth.menu.account")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/project" end className="menu-item">
            {t("auth.menu.projects")}
          </NavLink>
        </li>
        {canHostEvents(user.grade) ? (
          <li>
            <NavLink to="/events" className="menu-item">
              {t("auth.menu.events")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={profilePath(user)} className="menu-item">
            {t("auth.menu.profile")}
          </NavLink>
        </li>
        {user.staff ? (
          <li>
            <NavLink to="/admin" className="menu-item">
              {t("auth.menu.backOffice")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <LogoutForm label={t("auth.menu.logout")} className="menu-item" />
        </li>
      </ul>
    </div>
  );
}
