import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import type { AccountDetail } from "~/lib/admin/accounts.server";
import { GRANTABLE_PLANS, REASON_MAX } from "~/lib/admin/schemas";

type Props = { account: AccountDetail; admin: boolean; token: string; formKey: number };

/** One staff form: a POST with the session's form token (ADR 038), the intent, and a required reason. */
function StaffForm({ intent, title, hint, submit, token, children }: { intent: string; title: string; hint?: string; submit: string; token: string; children?: ReactNode }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const id = `admin-${intent}`;
  return (
    <Form method="post" className="card admin-action" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {hint ? (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      {children}
      <label htmlFor={`${id}-reason`}>{t("admin.actions.reason")}</label>
      <input id={`${id}-reason`} name="reason" required minLength={3} maxLength={REASON_MAX} aria-describedby={hint ? `${id}-reason-hint ${id}-hint` : `${id}-reason-hint`} />
      <p id={`${id}-reason-hint`} className="muted">
        {t("admin.actions.reasonHint")}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

/** What staff may do to the account: moderators ban and unban; admins also grant and end plans. */
export function AccountActions({ account, admin, token, formKey }: Props) {
  const { t } = useT();
  const paid = account.grade >= 3;
  return (
    <div className="admin-actions" key={formKey}>
      {account.bannedAt ? (
        <StaffForm intent="unban" title={t("admin.actions.unbanTitle")} submit={t("admin.actions.unban")} token={token} />
      ) : (
        <StaffForm intent="ban" title={t("admin.actions.banTitle")} hint={t("admin.actions.banHint")} submit={t("admin.actions.ban")} token={token} />
      )}
      {admin && !account.bannedAt && account.grade >= 1 ? (
        <StaffForm intent="grantPlan" title={t("admin.actions.grantTitle")} hint={t("admin.actions.grantHint")} submit={t("admin.actions.grant")} token={token}>
          <label htmlFor="admin-plan">{t("admin.actions.plan")}</label>
          <select id="admin-plan" name="plan" required defaultValue="education">
            {GRANTABLE_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {t(`admin.plans.${plan}`)}
              </option>
            ))}
          </select>
          <label htmlFor="admin-ends-on">{t("admin.actions.endsOn")}</label>
          <input id="admin-ends-on" name="endsOn" type="date" aria-describedby="admin-ends-on-hint" />
          <p id="admin-ends-on-hint" className="muted">
            {t("admin.actions.endsOnHint")}
          </p>
        </StaffForm>
      ) : null}
      {admin && paid ? <StaffForm intent="endPlan" title={t("admin.actions.endTitle")} hint={t("admin.actions.endHint")} submit={t("admin.actions.end")} token={token} /> : null}
    </div>
  );
}
