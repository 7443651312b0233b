/**
 * Intl formatters, made once per locale and options: building one costs far more than using it, and a page
 * formats a rating or a duration per game card, on the server for every request and again in the browser.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const plurals = new Map<string, Intl.PluralRules>();

function kept<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  const found = cache.get(key);
  if (found) return found;
  const made = make();
  cache.set(key, made);
  return made;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numbers, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}) =>
  kept(plurals, locale, options, () => new Intl.PluralRules(locale, options));
