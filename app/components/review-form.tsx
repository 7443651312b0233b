import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { GameCommunity } from "~/lib/community/game-page.server";
import { COMMENT_MAX, type CommunityOutcome } from "~/lib/community/types";

/**
 * The viewer's review: its status (sent, published, refused with the moderator's reason), the form to
 * write or edit it, and its deletion; or why they cannot write one yet. Posts to the game page itself.
 */
export function ReviewForm({ gameId, community }: { gameId: string; community: GameCommunity }) {
  const { t } = useT();
  const answer = useActionData<CommunityOutcome>();
  const outcome = answer?.scope === "review" ? answer : undefined;
  const busy = useNavigation().state === "submitting";
  const { mine, canReview, refusal, loggedIn } = community;
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const rating = failed?.values.rating ?? (mine ? String(mine.rating) : "");
  const comment = failed?.values.comment ?? mine?.comment ?? "";
  const back = `/connect?r=${encodeURIComponent(`/escape/${gameId}`)}`;
  return (
    <section className="form-card review-form" aria-labelledby="my-review-title">
      <h2 id="my-review-title">{t(mine ? "reviews.mine" : "reviews.write")}</h2>
      {outcome?.ok ? (
        <p className="notice notice-ok" role="status">
          {t(`reviews.done.${outcome.done}`)}
        </p>
      ) : null}
      {mine ? (
        <div data-testid="my-review-status">
          <p>
            <strong>{t(`reviews.status.${mine.status}`)}</strong>
            {mine.edited ? ` · ${t("game.edited")}` : ""}
          </p>
          {mine.status === "rejected" && mine.rejectionReason ? <p className="notice">{t("reviews.rejectedBecause", { reason: mine.rejectionReason })}</p> : null}
        </div>
      ) : null}
      {failed ? (
        <p className="notice" role="alert" id="review-error">
          {t(`reviews.errors.${failed.error}`)}
        </p>
      ) : null}
      {mine || canReview ? (
        <Form method="post" preventScrollReset aria-describedby={failed ? "review-error" : undefined}>
          <input type="hidden" name="intent" value="review" />
          <fieldset className="review-stars">
            <legend>{t("reviews.form.rating")}</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="review-star">
                <input type="radio" name="rating" value={n} defaultChecked={rating === String(n)} required />
                {t("reviews.form.stars", { n })}
              </label>
            ))}
          </fieldset>
          <label htmlFor="review-comment">{t("reviews.form.comment")}</label>
          <textarea id="review-comment" name="comment" rows={4} maxLength={COMMENT_MAX} defaultValue={comment} aria-describedby="review-comment-hint" />
          <p id="review-comment-hint" className="muted">
            {t("reviews.form.hint", { max: COMMENT_MAX })} {loggedIn ? t("reviews.form.bonus") : t("reviews.form.guest")}
          </p>
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              {t(mine ? "reviews.form.update" : "reviews.form.send")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="muted">
          {t(`reviews.errors.${refusal ?? "notPlayed"}`)}{" "}
          {!loggedIn && refusal === "guestsOff" ? <Link to={back}>{t("reviews.login")}</Link> : null}
        </p>
      )}
      {mine ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="deleteReview" />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("reviews.form.delete")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
