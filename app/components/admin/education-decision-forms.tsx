import { Form, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { REASON_MAX } from "~/lib/admin/schemas";

type Props = { requestId: string; name: string; token: string };

/** Approve (with an optional free grant until a date, and an optional note) or refuse (a reason): POSTs with the session's token. */
export function EducationDecisionForms({ requestId, name, token }: Props) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const id = `edu-${requestId}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="request" value={requestId} />
      <input type="hidden" name="token" value={token} />
    </>
  );
  return (
    <div className="admin-actions edu-decisions">
      <Form method="post" className="card admin-action" aria-labelledby={`${id}-approve-title`}>
        <h4 id={`${id}-approve-title`}>{t("admin.education.approveTitle", { name })}</h4>
        {hidden("approve")}
        <p className="muted">{t("admin.education.approveHint")}</p>
        <div className="admin-check">
          <input id={`${id}-grant`} name="grant" type="checkbox" value="on" aria-describedby={`${id}-grant-hint`} />
          <label htmlFor={`${id}-grant`}>{t("admin.education.grant")}</label>
        </div>
        <p id={`${id}-grant-hint`} className="muted">
          {t("admin.education.grantHint")}
        </p>
        <label htmlFor={`${id}-ends-on`}>{t("admin.education.endsOn")}</label>
        <input id={`${id}-ends-on`} name="endsOn" type="date" />
        <label htmlFor={`${id}-note`}>{t("admin.education.note")}</label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={REASON_MAX} aria-describedby={`${id}-note-hint`} />
        <p id={`${id}-note-hint`} className="muted">
          {t("admin.education.noteHint")}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t("admin.education.approve")}
        </button>
      </Form>
      <Form method="post" className="card admin-action" aria-labelledby={`${id}-refuse-title`}>
        <h4 id={`${id}-refuse-title`}>{t("admin.education.refuseTitle", { name })}</h4>
        {hidden("refuse")}
        <label htmlFor={`${id}-reason`}>{t("admin.education.reason")}</label>
        <textarea id={`${id}-reason`} name="reason" rows={2} required minLength={3} maxLength={REASON_MAX} aria-describedby={`${id}-reason-hint`} />
        <p id={`${id}-reason-hint`} className="muted">
          {t("admin.education.reasonHint")}
        </p>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t("admin.education.refuse")}
        </button>
      </Form>
    </div>
  );
}
