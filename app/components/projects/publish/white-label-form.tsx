import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { WHITE_LABEL_INTENT, type WhiteLabelOutcome, type WhiteLabelSection } from "~/lib/brand/company";

function isOutcome(value: unknown): value is WhiteLabelOutcome {
  return typeof value === "object" && value !== null && (value as { scope?: unknown }).scope === "whiteLabel";
}

/**
 * The publish tab's white label (ADR 041): the game's pages in the company's brand, and whether it stays in the
 * public catalogue. Below the Company plan it says what the plan brings instead of a form.
 */
export function WhiteLabelForm({ projectId, section }: { projectId: string; section: WhiteLabelSection }) {
  const { t } = useT();
  const answer = useActionData<unknown>();
  const outcome = isOutcome(answer) ? answer : null;
  const busy = useNavigation().state === "submitting";
  const saved = outcome?.ok ? outcome : null;
  const [whiteLabel, setWhiteLabel] = useState(saved?.whiteLabel ?? section.whiteLabel);
  return (
    <section className="publish-white-label" aria-labelledby="white-label-title">
      <h3 id="white-label-title">{t("publish.whiteLabel.title")}</h3>
      {!section.allowed ? (
        <p>
          {t("publish.whiteLabel.needsCompany")} <Link to="/business">{t("publish.whiteLabel.upgrade")}</Link>
        </p>
      ) : (
        <Form method="post" noValidate>
          <input type="hidden" name="id" value={projectId} />
          <p className="muted">
            {t("publish.whiteLabel.intro")} <Link to="/account/brand">{t("publish.whiteLabel.brandLink")}</Link>
          </p>
          <div className="publish-check">
            <input type="checkbox" id="white-label" name="whiteLabel" checked={whiteLabel} onChange={(event) => setWhiteLabel(event.target.checked)} />
            <label htmlFor="white-label">{t("publish.whiteLabel.flag")}</label>
          </div>
          {whiteLabel ? (
            <div className="publish-check">
              <input type="checkbox" id="white-label-listed" name="listed" defaultChecked={saved?.listed ?? section.listed} aria-describedby="white-label-listed-hint" />
              <label htmlFor="white-label-listed">{t("publish.whiteLabel.listed")}</label>
              <p id="white-label-listed-hint" className="muted">
                {t("publish.whiteLabel.listedHint")}
              </p>
            </div>
          ) : null}
          {outcome ? (
            <p className={outcome.ok ? "notice notice-ok" : "notice projects-error"} role={outcome.ok ? "status" : "alert"}>
              {outcome.ok ? t(outcome.whiteLabel ? "publish.whiteLabel.savedOn" : "publish.whiteLabel.savedOff") : t(`publish.whiteLabel.errors.${outcome.error}`)}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-secondary" name="intent" value={WHITE_LABEL_INTENT} disabled={busy}>
              {t("publish.whiteLabel.save")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
