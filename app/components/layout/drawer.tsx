import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { showsUpgradePrompt } from "~/lib/grades";
import { useRootData } from "~/lib/root-data";
import { GoProLink, GradeBadge, profilePath } from "./account-menu";
import { LanguageLinks } from "./language-links";
import { MAIN_LINKS, SECONDARY_LINKS, YOU_ARE_LINKS } from "./nav-items";
import { LogoutForm } from "~/components/auth/logout-form";
import { canHostEvents } from "~/lib/events/hosting";

/**
 * The small-screen side drawer: a modal <dialog>, so focus stays inside while it is open, Escape
 * closes it, and focus returns to the menu button. Its links are rendered only once it opens: the
 * server does not render the navigation twice on every page.
 */
export function Drawer() {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    dialog.current?.close();
  }, [location.pathname]);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button type="button" className="drawer-button" aria-haspopup="dialog" aria-label={t("common.nav.openMenu")} onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="burger" />
      </button>
      <dialog ref={dialog} className="drawer" aria-label={t("common.nav.main")} onClose={() => setOpen(false)}>
        {open ? <DrawerContent onClose={() => dialog.current?.close()} /> : null}
      </dialog>
    </>
  );
}

function DrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const user = useRootData()?.user;
  const groups = [MAIN_LINKS, YOU_ARE_LINKS, SECONDARY_LINKS];
  return (
    <>
      <button type="button" className="drawer-close" onClick={onClose} aria-label={t("common.nav.closeMenu")}>
        <span aria-hidden="true">×</span>
      </button>
      <nav aria-label={t("common.nav.main")}>
        {groups.map((links, i) => (
          <div key={i}>
            {links === YOU_ARE_LINKS ? <p className="drawer-heading">{t("common.nav.youAre")}</p> : null}
            <ul className="drawer-list">
              {links.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to}>{t(link.label)}</NavLink>
                </li>
              ))}
              {links === SECONDARY_LINKS ? (
                <>
                  <li>
                    <NavLink to="/code">{t("common.nav.enterCode")}</NavLink>
                  </li>
                  {user ? null : (
                    <>
                      <li>
                        <NavLink to="/connect">{t("common.nav.login")}</NavLink>
                      </li>
                      <li>
                        <NavLink to="/join">{t("common.nav.register")}</NavLink>
                      </li>
                    </>
                  )}
                </>
              ) : null}
            </ul>
          </div>
        ))}
        {user ? (
          <div className="drawer-account">
            <p className="drawer-heading">
              {t("auth.menu.signedIn", { name: user.username })} <GradeBadge user={user} />
            </p>
            <ul className="drawer-list">
              <li>
                <NavLink to="/account" end>{t("auth.menu.account")}</NavLink>
              </li>
              <li>
                <NavLink to="/project" end>{t("auth.menu.projects")}</NavLink>
              </li>
              {canHostEvents(user.grade) ? (
                <li>
                  <NavLink to="/events">{t("auth.menu.events")}</NavLink>
                </li>
              ) : null}
              <li>
                <NavLink to={profilePath(user)}>{t("auth.menu.profile")}</NavLink>
              </li>
              {user.staff ? (
                <li>
                  <NavLink to="/admin">{t("auth.menu.backOffice")}</NavLink>
                </li>
              ) : null}
              {showsUpgradePrompt(user.grade) ? (
                <li>
                  <GoProLink user={user} />
                </li>
              ) : null}
              <li>
                <LogoutForm label={t("auth.menu.logout")} className="drawer-logout" />
              </li>
            </ul>
          </div>
        ) : null}
      </nav>
      <LanguageLinks className="language-links drawer-languages" />
    </>
  );
}
