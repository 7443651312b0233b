import { Form } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { PersonView } from "~/lib/projects/collaborators/types";

/** One collaborator; for the owner, with their role to change and a button to remove them. */
export function PersonItem({ projectId, person, manage, me }: { projectId: string; person: PersonView; manage: boolean; me: boolean }) {
  const { t } = useT();
  const selectId = `role-${person.userId}`;
  return (
    <li className="people-item">
      <img src={person.avatar} alt="" width={32} height={32} className="people-avatar" />
      <span className="people-name">
        {person.name} {me ? t("collaborators.you") : null}
      </span>
      {manage ? (
        <>
          <Form method="post" className="people-role">
            <input type="hidden" name="id" value={projectId} />
            <input type="hidden" name="userId" value={person.userId} />
            <label htmlFor={selectId} className="visually-hidden">{t("collaborators.roleOf", { name: person.name })}</label>
            <select id={selectId} name="role" defaultValue={person.role}>
              <option value="editor">{t("collaborators.roles.editor")}</option>
              <option value="viewer">{t("collaborators.roles.viewer")}</option>
            </select>
            <button type="submit" name="intent" value="changeRole" className="button button-secondary button-small">
              {t("collaborators.changeRole")}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="id" value={projectId} />
            <input type="hidden" name="userId" value={person.userId} />
            <button type="submit" name="intent" value="remove" className="button button-secondary button-small" aria-label={t("collaborators.removeOf", { name: person.name })}>
              {t("collaborators.remove")}
            </button>
          </Form>
        </>
      ) : (
        <span className="muted">{t(`collaborators.roles.${person.role}`)}</span>
      )}
    </li>
  );
}
