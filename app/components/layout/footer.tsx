import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/lib/root-data";

const COLUMNS = [
  {
    heading: "discover",
    links: [
      ["/about", "about"],
      ["/releases", "releases"],
      ["/un-an", "oneYear"],
      ["/affiliation", "affiliation"],
    ],
  },
  {
    heading: "browse",
    links: [
      ["/escape", "catalogue"],
      ["/escape/search", "search"],
      ["/plans", "plans"],
      ["/learn", "learn"],
      ["/letsplay", "letsplay"],
      ["/multi", "multi"],
      ["/qrcode", "qrcode"],
    ],
  },
  {
    heading: "network",
    links: [
      ["/creator", "creator"],
      ["/business", "business"],
      ["/education", "education"],
      ["/blog", "blog"],
      ["/contact", "contact"],
    ],
  },
] as const;

const SOCIAL = [
  { name: "Instagram", href: "https://www.instagram.com/escaplay" },
  { name: "YouTube", href: "https://www.youtube.com/@escaplay" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/escaplay" },
  { name: "Mastodon", href: "https://mastodon.social/@escaplay" },
];

/** "Report a problem" opens a mail draft that carries the page's address (spec section 2). */
function useReportHref(supportEmail: string, site: string) {
  const { t } = useT();
  const location = useLocation();
  const [url, setUrl] = useState(location.pathname);
  useEffect(() => setUrl(window.location.href), [location]);
  const subject = encodeURIComponent(t("common.footer.reportSubject", { site }));
  const body = encodeURIComponent(t("common.footer.reportBody", { url }));
  return `mailto:${supportEmail}?subject=${subject}&body=${body}`;
}

export function Footer() {
  const { t } = useT();
  const root = useRootData();
  const site = root?.siteName ?? "Escaplay";
  const reportHref = useReportHref(root?.supportEmail ?? "support@escaplay.fr", site);
  return (
    <footer className="site-footer" aria-label={t("common.footer.label")}>
      <div className="footer-columns">
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`}>{t(`common.footer.${column.heading}`)}</h2>
            <ul>
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{t(`common.footer.${label}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t("common.footer.social")}</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer me" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav className="footer-legal" aria-labelledby="footer-legal">
        <h2 id="footer-legal" className="visually-hidden">
          {t("common.footer.legal")}
        </h2>
        <ul>
          <li>
            <Link to="/cgu">{t("common.footer.cgu")}</Link>
          </li>
          <li>
            <Link to="/cgv">{t("common.footer.cgv")}</Link>
          </li>
          <li>
            <Link to="/mentions-legales">{t("common.footer.legalNotice")}</Link>
          </li>
          <li>
            <a href={reportHref}>{t("common.footer.reportProblem")}</a>
          </li>
        </ul>
        <p>{t("common.footer.rights", { year: new Date().getFullYear(), site })}</p>
      </nav>
    </footer>
  );
}
