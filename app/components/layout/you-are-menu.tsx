import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { YOU_ARE_LINKS } from "./nav-items";

/** A disclosure menu: a button that shows a list of links; Escape and a click outside close it. */
export function YouAreMenu() {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="nav-link menu-button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
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
