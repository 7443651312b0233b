import { useLocation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { LOCALE_CODES, LOCALES, type LocaleCode } from "~/i18n/locales";
import { useRootData, type RootData } from "~/lib/root-data";

export function languageHref(root: Pick<RootData, "languageSwitch" | "hosts">, code: LocaleCode, path: string): string {
  if (root.languageSwitch === "host") return `https://${root.hosts[code]}${path}`;
  return `/resources/locale?to=${code}&r=${encodeURIComponent(path)}`;
}

/** One link per site; each is named in its own language so a lost visitor can find theirs. */
export function LanguageLinks({ className }: { className?: string }) {
  const { t, locale } = useT();
  const root = useRootData();
  const location = useLocation();
  if (!root) return null;
  const path = `${location.pathname}${location.search}`;
  return (
    <nav className={className} aria-label={t("common.nav.languages")}>
      <ul>
        {LOCALE_CODES.map((code) => (
          <li key={code}>
            <a
              href={languageHref(root, code, path)}
              hrefLang={LOCALES[code].lang}
              lang={LOCALES[code].lang}
              aria-current={code === locale ? "true" : undefined}
            >
              {t(`common.languages.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
