import { numberFormat } from "./intl-formats";

/** A rating out of 5 as the site's locale writes decimals: "4,7" in French, German, Spanish, Italian; "4.7" in English. */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
