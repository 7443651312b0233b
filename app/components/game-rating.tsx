import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { pluralRules } from "~/lib/intl-formats";
import { formatRating } from "~/lib/numbers";

/** "4,7 sur 5 (3 avis)", "4.7 out of 5 (3 reviews)": the site's decimals and plural, the same on cards and game pages. */
export function useRatingText() {
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const plural = pluralRules(bcp);
  return (rating: number, count: number) => {
    // Every site's language has a singular and a plural form here; rarer CLDR categories fall back to the plural.
    const form = plural.select(count) === "one" ? "one" : "other";
    const reviews = t(`common.reviewCount.${form}`, { n: count });
    return `${t("common.rating", { rating: formatRating(rating, bcp) })} (${reviews})`;
  };
}

/** A game's rating with a star that is decoration only: the words say it. */
export function GameRating({ rating, count }: { rating: number; count: number }) {
  const ratingText = useRatingText();
  return (
    <span className="game-rating">
      <span aria-hidden="true">★ </span>
      {ratingText(rating, count)}
    </span>
  );
}
