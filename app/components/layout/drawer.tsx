import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { LanguageLinks } from "./language-links";
import { MAIN_LINKS, SECONDARY_LINKS, YOU_ARE_LINKS } from "./nav-items";

/**
 * The small-screen side drawer: a modal <dialog>, so focus stays inside while it is open, Escape
 * closes it, and focus returns to the menu button.
 */
export function Drawer() {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    dialog.current?.close();
  }, [location.pathname]);

  return (
    <>
      <button
        type="button"
        className="drawer-button"
        aria-haspopup="dialog"
        aria-label={t("common.nav.openMenu")}
        onClick={() => dialog.current?.showModal()}
      >
        <span aria-hidden="true" className="burger" />
      </button>
      <dialog ref={dialog} className="drawer" aria-label={t("common.nav.main")}>
        <button type="button" className="drawer-close" onClick={() => dialog.current?.close()} aria-label={t("common.nav.closeMenu")}>
          <span aria-hidden="true">×</span>
        </button>
        <nav aria-label={t("common.nav.main")}>
          <ul className="drawer-list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(link.label)}</NavLink>
              </li>
            ))}
          </ul>
          <p className="drawer-heading">{t("common.nav.youAre")}</p>
          <ul className="drawer-list">
            {YOU_ARE_LINKS.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to}>{t(link.label)}</NavLink>
              </li>
            ))}
          </ul>
          <ul className="drawer-list">
            {SECONDARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(link.label)}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/code">{t("common.nav.enterCode")}</NavLink>
            </li>
            <li>
              <NavLink to="/connect">{t("common.nav.login")}</NavLink>
            </li>
            <li>
              <NavLink to="/join">{t("common.nav.register")}</NavLink>
            </li>
          </ul>
        </nav>
        <LanguageLinks className="language-links drawer-languages" />
      </dialog>
    </>
  );
}
