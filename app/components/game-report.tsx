import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { GameCommunity } from "~/lib/community/game-page.server";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, REPORT_REASONS, type CommunityOutcome } from "~/lib/community/types";

/**
 * "Report this game" (spec section 5): a disclosure holding a plain form that posts to the game page,
 * so it works without JavaScript; visitors are sent to log in first.
 */
export function GameReport({ gameId, community }: { gameId: string; community: GameCommunity }) {
  const { t } = useT();
  const answer = useActionData<CommunityOutcome>();
  const outcome = answer?.scope === "report" ? answer : undefined;
  const busy = useNavigation().state === "submitting";
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const errorOf = (field: "reason" | "description") => (failed?.error === field ? `report-${field}-error` : undefined);
  return (
    <section aria-labelledby="report-title">
      <details open={Boolean(outcome)}>
        <summary>
          <h2 id="report-title" className="report-title">
            {t("reports.title")}
          </h2>
        </summary>
        {outcome?.ok ? (
          <p className="notice notice-ok" role="status">
            {t("reports.done")}
          </p>
        ) : null}
        {failed && failed.error !== "reason" && failed.error !== "description" ? (
          <p className="notice" role="alert">
            {t(`reports.errors.${failed.error}`)}
          </p>
        ) : null}
        {!community.loggedIn ? (
          <p>
            <Link to={`/connect?r=${encodeURIComponent(`/escape/${gameId}`)}`}>{t("reports.login")}</Link>
          </p>
        ) : community.report === "open" || outcome?.ok ? (
          outcome?.ok ? null : <p className="muted">{t("reports.errors.open")}</p>
        ) : (
          <Form method="post" preventScrollReset className="form-card">
            {community.report === "handled" ? <p className="notice">{t("reports.handled")}</p> : null}
            <p className="muted">{t("reports.intro")}</p>
            <input type="hidden" name="intent" value="report" />
            <label htmlFor="report-reason">{t("reports.reason")}</label>
            <select id="report-reason" name="reason" required defaultValue={failed?.values.reason ?? ""} aria-invalid={errorOf("reason") ? true : undefined} aria-describedby={errorOf("reason")}>
              <option value="">{t("reports.choose")}</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reports.reasons.${reason}`)}
                </option>
              ))}
            </select>
            {errorOf("reason") ? (
              <p id="report-reason-error" className="field-error">
                {t("reports.errors.reason")}
              </p>
            ) : null}
            <label htmlFor="report-description">{t("reports.description")}</label>
            <textarea
              id="report-description"
              name="description"
              rows={5}
              required
              minLength={DESCRIPTION_MIN}
              maxLength={DESCRIPTION_MAX}
              defaultValue={failed?.values.description ?? ""}
              aria-invalid={errorOf("description") ? true : undefined}
              aria-describedby={["report-description-hint", errorOf("description")].filter(Boolean).join(" ")}
            />
            <p id="report-description-hint" className="muted">
              {t("reports.hint", { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })}
            </p>
            {errorOf("description") ? (
              <p id="report-description-error" className="field-error">
                {t("reports.errors.description", { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                {t("reports.send")}
              </button>
            </div>
          </Form>
        )}
      </details>
    </section>
  );
}
