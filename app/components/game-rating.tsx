import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatRating } from "~/lib/numbers";

/** "4,7 sur 5 (3 avis)", "4.7 out of 5 (3 reviews)": the site's decimals and plural, the same on cards and game pages. */
export function useRatingText() {
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const plural = new Intl.PluralRules(bcp);
  return (rating: number, count: number) =>
    `${t("common.rating", { rating: formatRating(rating, bcp) })} (${t(`common.reviewCount.${plural.select(count) === "one" ? "one" : "other"}`, { n: count })})`;
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
