import { Form } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { PeopleOutcome } from "~/lib/projects/collaborators/types";

/** The owner's invite form: a user name or an e-mail address, and the role. */
export function InviteForm({ projectId, failed }: { projectId: string; failed: Extract<PeopleOutcome, { ok: false }> | null }) {
  const { t } = useT();
  const error = failed ? t(`collaborators.errors.${failed.error}`, { limit: failed.limit }) : null;
  return (
    <Form method="post" noValidate className="people-invite" aria-labelledby="invite-title">
      <h3 id="invite-title">{t("collaborators.inviteTitle")}</h3>
      <input type="hidden" name="id" value={projectId} />
      <label htmlFor="invite-to">{t("collaborators.inviteTo")}</label>
      <input id="invite-to" name="to" defaultValue={failed?.values.to ?? ""} maxLength={254} required autoComplete="off"
        aria-invalid={error ? true : undefined} aria-describedby={error ? "invite-hint invite-error" : "invite-hint"} />
      <p id="invite-hint" className="muted">{t("collaborators.inviteHint")}</p>
      {error ? <p id="invite-error" className="field-error">{error}</p> : null}
      <label htmlFor="invite-role">{t("collaborators.roleLabel")}</label>
      <select id="invite-role" name="role" defaultValue={failed?.values.role ?? "editor"}>
        <option value="editor">{t("collaborators.roles.editor")}</option>
        <option value="viewer">{t("collaborators.roles.viewer")}</option>
      </select>
      <button type="submit" name="intent" value="invite" className="button">
        {t("collaborators.inviteSubmit")}
      </button>
    </Form>
  );
}
