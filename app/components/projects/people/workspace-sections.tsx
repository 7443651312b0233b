import { Form, Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { ReceivedInvitation, SharedProject } from "~/lib/projects/collaborators/types";
import { projectPath } from "../project-list";
import { PeopleNotice, usePeopleOutcome } from "./outcome";
import { dateFormat } from "~/lib/intl-formats";

/** The workspace's invitations waiting for an answer (ADR 027); nothing when there are none. */
export function ReceivedInvitations({ invitations }: { invitations: ReceivedInvitation[] }) {
  const { t } = useT();
  const outcome = usePeopleOutcome();
  if (invitations.length === 0 && !outcome) return null;
  return (
    <section aria-labelledby="invitations-title" className="people-invitations">
      <h2 id="invitations-title">{t("collaborators.workspace.invitationsTitle")}</h2>
      {outcome ? <PeopleNotice key={JSON.stringify(outcome)} outcome={outcome} /> : null}
      <ul className="projects-list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="projects-item">
            <p>{t("collaborators.workspace.invitation", { title: invitation.projectTitle, owner: invitation.ownerName, role: t(`collaborators.roles.${invitation.role}`) })}</p>
            <Form method="post" className="projects-actions">
              <input type="hidden" name="invitationId" value={invitation.id} />
              <button type="submit" name="intent" value="acceptInvite" className="button" aria-label={t("collaborators.workspace.acceptOf", { title: invitation.projectTitle })}>
                {t("collaborators.workspace.accept")}
              </button>
              <button type="submit" name="intent" value="declineInvite" className="button button-secondary" aria-label={t("collaborators.workspace.declineOf", { title: invitation.projectTitle })}>
                {t("collaborators.workspace.decline")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Projects others own that I collaborate on, each opening its editor. */
export function SharedProjects({ projects }: { projects: SharedProject[] }) {
  const { t, locale } = useT();
  if (projects.length === 0) return null;
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="shared-title">
      <h2 id="shared-title">{t("collaborators.workspace.sharedTitle")}</h2>
      <ul className="projects-list">
        {projects.map((row) => (
          <li key={row.id} className="projects-item">
            <h3>
              <Link to={projectPath(row)}>{row.title}</Link>
            </h3>
            <p className="muted">{t("collaborators.workspace.sharedBy", { owner: row.ownerName, role: t(`collaborators.roles.${row.role}`) })}</p>
            <p className="muted">
              {t(`common.gameTypes.${row.type}`)} · {t("projects.updated")} {date.format(row.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
