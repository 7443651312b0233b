import { numberFormat } from "./intl-formats";

/**
 * The decimal separator of each site's locale (app/i18n/locales.ts), as Intl writes it; tests/unit/numbers.test.ts
 * checks the table against Intl for every site. A rating is formatted on every game card, also while a page
 * hydrates, and the browser's first Intl.NumberFormat costs about 20 ms of main thread (it loads the locale's
 * number data): a long task in the middle of the home page's hydration, for one character.
 */
const DECIMAL_SEPARATORS: Record<string, string> = {
  "fr-FR": ",",
  "fr-CH": ",",
  "fr-BE": ",",
  "de-DE": ",",
  "en-GB": ".",
  "es-ES": ",",
  "it-IT": ",",
};

/** A rating out of 5 as the site's locale writes decimals: "4,7" in French, German, Spanish, Italian; "4.7" in English. */
export function formatRating(rating: number, locale: string): string {
  const separator = DECIMAL_SEPARATORS[locale];
  // Ratings are at most 5 and rounded to one decimal (ratingOf): no grouping, and toFixed rounds as Intl does.
  if (separator !== undefined && rating >= 0 && rating < 1000) return rating.toFixed(1).replace(".", separator);
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
