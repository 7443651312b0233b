import { useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { GameDetail } from "~/lib/game-detail.server";
import { formatDuration } from "~/lib/durations";
import { useRatingText } from "./game-rating";

/**
 * Published reviews only, all of them, under the rating computed from exactly these; a review from a
 * visitor shows its guest label (spec section 6).
 */
export function GameReviews() {
  const { game, reviews } = useLoaderData<GameDetail>();
  const { t, locale } = useT();
  const ratingText = useRatingText();
  const date = new Intl.DateTimeFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("game.reviews")}</h2>
      {game.rating !== null ? <p data-testid="rating-summary">{ratingText(game.rating, game.ratingCount)}</p> : null}
      {reviews.length === 0 ? (
        <p className="muted">{t("game.noReviews")}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((review) => (
            <li key={review.id} className="card">
              <p>
                <strong>{review.author ?? review.guestLabel ?? t("game.guest")}</strong>{" "}
                <span role="img" aria-label={t("game.skillValue", { n: review.rating })}>{"★".repeat(review.rating)}</span>{" "}
                <span className="muted">
                  {date.format(review.createdAt)}
                  {review.edited ? ` · ${t("game.edited")}` : ""}
                </span>
              </p>
              <p>{review.comment}</p>
              {review.playSeconds !== null && review.hintsUsed !== null ? (
                <p className="muted">{t("game.reviewMeta", { time: formatDuration(review.playSeconds, LOCALES[locale].locale), hints: review.hintsUsed })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
