/**
 * The seven sites of spec section 1. A site is picked from the host name alone (no URL prefix),
 * so this module stays pure: the worker, the tests and the client all share it.
 */
export const LOCALE_CODES = ["fr", "de", "ch", "be", "en", "es", "it"] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
/** The dictionaries that exist; ch and be are French with their own overrides. */
export type BaseLanguage = "fr" | "de" | "en" | "es" | "it";

export type Locale = {
  code: LocaleCode;
  /** `<html lang>` and Intl formatting. */
  lang: string;
  /** Dictionary language. */
  language: BaseLanguage;
  /** BCP 47 locale with region, for currencies and dates. */
  locale: string;
  host: string;
  siteName: string;
  currency: "EUR" | "CHF";
};

export const DEFAULT_LOCALE: LocaleCode = "fr";

export const LOCALES: Record<LocaleCode, Locale> = {
  fr: { code: "fr", lang: "fr", language: "fr", locale: "fr-FR", host: "escaplay.fr", siteName: "Escaplay", currency: "EUR" },
  de: { code: "de", lang: "de", language: "de", locale: "de-DE", host: "escaplay.de", siteName: "Escaplay Deutschland", currency: "EUR" },
  ch: { code: "ch", lang: "fr-CH", language: "fr", locale: "fr-CH", host: "escaplay.ch", siteName: "Escaplay Suisse", currency: "CHF" },
  be: { code: "be", lang: "fr-BE", language: "fr", locale: "fr-BE", host: "escaplay.be", siteName: "Escaplay Belgique", currency: "EUR" },
  en: { code: "en", lang: "en", language: "en", locale: "en-GB", host: "escaplay.eu", siteName: "Escaplay", currency: "EUR" },
  es: { code: "es", lang: "es", language: "es", locale: "es-ES", host: "escaplay.es", siteName: "Escaplay España", currency: "EUR" },
  it: { code: "it", lang: "it", language: "it", locale: "it-IT", host: "escaplay.it", siteName: "Escaplay Italia", currency: "EUR" },
};

const SUFFIX_LOCALES: Record<string, LocaleCode> = { ch: "ch", be: "be", de: "de", es: "es", it: "it", eu: "en" };
/** Country suffixes whose sites speak English; `en.` as the first label also marks an English host. */
const ENGLISH_SUFFIXES = new Set(["uk", "us", "ie", "au", "nz"]);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * The locale a host name names, or null when the host says nothing (then fr, or the visitor's cookie,
 * decides). Only the suffix counts, as spec section 1 requires: .eu and English hosts give en.
 */
export function localeNamedByHost(host: string): LocaleCode | null {
  const name = hostName(host);
  const labels = name.split(".");
  if (labels.length < 2) return null;
  const suffix = labels[labels.length - 1];
  if (SUFFIX_LOCALES[suffix]) return SUFFIX_LOCALES[suffix];
  if (ENGLISH_SUFFIXES.has(suffix) || labels[0] === "en") return "en";
  return null;
}

export function localeFromHost(host: string): LocaleCode {
  return localeNamedByHost(host) ?? DEFAULT_LOCALE;
}

/** The host decides; a host that names no locale (a .fr, .com or local host) honours the remembered choice. */
export function resolveLocale(host: string, cookieLocale: string | null | undefined): LocaleCode {
  const named = localeNamedByHost(host);
  if (named) return named;
  return isLocaleCode(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
}

/** `SITE_HOSTS` ("de=escaplay.de,en=escaplay.eu") overrides the built-in hosts per deployment. */
export function siteHosts(config: string | undefined): Record<LocaleCode, string> {
  const hosts = Object.fromEntries(LOCALE_CODES.map((c) => [c, LOCALES[c].host])) as Record<LocaleCode, string>;
  for (const pair of (config ?? "").split(",")) {
    const [code, host] = pair.split("=").map((s) => s.trim());
    if (isLocaleCode(code) && host) hosts[code] = host;
  }
  return hosts;
}
