import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { GameCommunity } from "~/lib/community/game-page.server";
import { formatDuration } from "~/lib/durations";
import { useRatingText } from "./game-rating";
import { GameReport } from "./game-report";
import { ReviewForm } from "./review-form";
import { dateFormat } from "~/lib/intl-formats";

type PageData = { game: { id: string; rating: number | null; ratingCount: number }; community: GameCommunity };

/**
 * Approved reviews only, newest first and ten a page with plain links (no script needed), under the
 * rating the triggers keep from exactly these; a visitor's review shows the guest label (spec section 6).
 * Then the viewer's own review and the report form.
 */
export function GameReviews() {
  const { game, community } = useLoaderData<PageData>();
  const { t, locale } = useT();
  const ratingText = useRatingText();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
  const { reviews, page, hasNext } = community;
  const pageLink = (n: number) => (n > 1 ? `?reviews=${n}#reviews-title` : "#reviews-title");
  return (
    <>
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
                {review.comment ? <p className="review-comment">{review.comment}</p> : null}
                {review.playSeconds !== null && review.hintsUsed !== null ? (
                  <p className="muted">{t("game.reviewMeta", { time: formatDuration(review.playSeconds, LOCALES[locale].locale), hints: review.hintsUsed })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {page > 1 || hasNext ? (
          <nav aria-label={t("reviews.pager.label")} className="reviews-pager">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} rel="prev" preventScrollReset>
                {t("reviews.pager.newer")}
              </Link>
            ) : null}{" "}
            <span className="muted">{t("reviews.pager.page", { n: page })}</span>{" "}
            {hasNext ? (
              <Link to={pageLink(page + 1)} rel="next" preventScrollReset>
                {t("reviews.pager.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <ReviewForm gameId={game.id} community={community} />
      <GameReport gameId={game.id} community={community} />
    </>
  );
}
