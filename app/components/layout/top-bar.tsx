import { Link, NavLink } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/lib/root-data";
import { AccountMenu, GoProLink } from "./account-menu";
import { CodeDialogButton } from "./code-dialog";
import { Drawer } from "./drawer";
import { LanguageLinks } from "./language-links";
import { MAIN_LINKS, SECONDARY_LINKS } from "./nav-items";
import { YouAreMenu } from "./you-are-menu";

export function TopBar() {
  const { t } = useT();
  const root = useRootData();
  return (
    <header className="top-bar">
      <a className="skip-link" href="#main">
        {t("common.nav.skip")}
      </a>
      <Link to="/" className="logo" aria-label={`${root?.siteName ?? "Escaplay"}, ${t("common.nav.home")}`}>
        <img src="/logo.svg" alt="" width={36} height={36} />
        <span>{root?.siteName ?? "Escaplay"}</span>
      </Link>
      <nav className="top-nav" aria-label={t("common.nav.main")}>
        <ul>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="nav-link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <YouAreMenu />
          </li>
          {SECONDARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="nav-link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="top-actions">
        <CodeDialogButton className="button button-ghost" />
        {root?.user ? (
          <>
            <GoProLink user={root.user} className="button button-secondary" />
            <AccountMenu user={root.user} />
          </>
        ) : (
          <>
            <Link to="/connect" className="nav-link">
              {t("common.nav.login")}
            </Link>
            <Link to="/join" className="button">
              {t("common.nav.register")}
            </Link>
          </>
        )}
      </div>
      <LanguageLinks className="language-links top-languages" />
      <Drawer />
    </header>
  );
}
