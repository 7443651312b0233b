import type { LocaleCode } from "~/i18n/locales";
import { LOCALES } from "~/i18n/locales";

/** "Alice", "Alice et Bob", "Alice, Bob et Chloé" in the site's language. */
export function listNames(names: readonly string[], locale: LocaleCode): string {
  return new Intl.ListFormat(LOCALES[locale].locale, { type: "conjunction" }).format(names);
}
