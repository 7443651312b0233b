import { Form, Link, useNavigation } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { moderationQueue } from "~/lib/community/moderation.server";
import { REJECTION_MAX } from "~/lib/community/types";
import { dateFormat } from "~/lib/intl-formats";

type Queue = Awaited<ReturnType<typeof moderationQueue>>;

function useDate() {
  const { locale } = useT();
  return dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

/** Pending reviews, oldest first: approve, or reject with a reason the author will read. */
export function ModerationReviews({ reviews }: { reviews: Queue["reviews"] }) {
  const { t } = useT();
  const date = useDate();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="moderation-reviews">
      <h2 id="moderation-reviews">{t("moderation.reviewsTitle", { n: reviews.length })}</h2>
      {reviews.length === 0 ? <p className="muted">{t("moderation.noReviews")}</p> : null}
      <ul className="moderation-list">
        {reviews.map((review) => (
          <li key={review.id} className="card" aria-labelledby={`review-${review.id}`}>
            <h3 id={`review-${review.id}`}>
              <Link to={`/escape/${encodeURIComponent(review.gameId)}`}>{review.gameTitle}</Link>
            </h3>
            <p>
              <strong>{review.author ?? t("moderation.guest")}</strong> · {t("moderation.rating", { n: review.rating })} ·{" "}
              <span className="muted">
                {date.format(review.createdAt)}
                {review.edited ? ` · ${t("moderation.edited")}` : ""}
              </span>
            </p>
            {review.comment ? <p className="moderation-text">{review.comment}</p> : <p className="muted">{t("moderation.noComment")}</p>}
            {review.own ? (
              <p className="muted">{t("moderation.own")}</p>
            ) : (
              <div className="moderation-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <button type="submit" className="button" disabled={busy}>
                    {t("moderation.approve")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <label htmlFor={`reason-${review.id}`}>{t("moderation.rejectReason")}</label>
                  <input id={`reason-${review.id}`} name="reason" required maxLength={REJECTION_MAX} list="rejection-reasons" aria-describedby="rejection-hint" />
                  <button type="submit" className="button button-secondary" disabled={busy}>
                    {t("moderation.reject")}
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
      <p id="rejection-hint" className="muted">
        {t("moderation.rejectHint")}
      </p>
      <datalist id="rejection-reasons">
        {(["offTopic", "abusive", "personal", "spoiler", "advertising"] as const).map((key) => (
          <option key={key} value={t(`moderation.reasons.${key}`)} />
        ))}
      </datalist>
    </section>
  );
}

/** Open reports grouped by game: hide the game (with a note for its creator) or dismiss them. */
export function ModerationReports({ games }: { games: Queue["games"] }) {
  const { t } = useT();
  const date = useDate();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="moderation-reports">
      <h2 id="moderation-reports">{t("moderation.reportsTitle", { n: games.length })}</h2>
      {games.length === 0 ? <p className="muted">{t("moderation.noReports")}</p> : null}
      <ul className="moderation-list">
        {games.map((game) => (
          <li key={game.gameId} className="card" aria-labelledby={`reported-${game.gameId}`}>
            <h3 id={`reported-${game.gameId}`}>
              <Link to={`/escape/${encodeURIComponent(game.gameId)}`}>{game.gameTitle}</Link>
            </h3>
            <ul>
              {game.reports.map((report) => (
                <li key={report.id}>
                  <p>
                    <strong>{t(`reports.reasons.${report.reason}`)}</strong> · {report.reporter} · <span className="muted">{date.format(report.createdAt)}</span>
                  </p>
                  <p className="moderation-text">{report.description}</p>
                </li>
              ))}
            </ul>
            {game.own ? (
              <p className="muted">{t("moderation.ownGame")}</p>
            ) : (
              <div className="moderation-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value="hide" />
                  <input type="hidden" name="gameId" value={game.gameId} />
                  <label htmlFor={`note-${game.gameId}`}>{t("moderation.hideNote")}</label>
                  <input id={`note-${game.gameId}`} name="note" required maxLength={REJECTION_MAX} />
                  <button type="submit" className="button" disabled={busy}>
                    {t("moderation.hide")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="dismiss" />
                  <input type="hidden" name="gameId" value={game.gameId} />
                  <button type="submit" className="button button-secondary" disabled={busy}>
                    {t("moderation.dismiss")}
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
