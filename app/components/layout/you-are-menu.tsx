import { NavLink } from "@remix-run/react";
import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { useDisclosure } from "./use-disclosure";
import { YOU_ARE_LINKS } from "./nav-items";

/** A disclosure menu: a button that shows a list of links; Escape and a click outside close it. */
export function YouAreMenu() {
  const { t } = useT();
  const id = useId();
  const { open, toggle, root, button } = useDisclosure();

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="nav-link menu-button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={toggle}
      >
        {t("common.nav.youAre")}
        <span aria-hidden="true" className="chevron" />
      </button>
      <ul id={`${id}-list`} className="menu-list" hidden={!open}>
        {YOU_ARE_LINKS.map((link) => (
          <li key={link.to + link.label}>
            <NavLink to={link.to} className="menu-item">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
