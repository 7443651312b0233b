import { Form, Link, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { CollaboratorRole, PeopleSection } from "~/lib/projects/collaborators/types";
import { InviteForm } from "./invite-form";
import { PeopleNotice, PLANS_PATH, usePeopleOutcome } from "./outcome";
import { PersonItem } from "./person-item";
import { dateFormat } from "~/lib/intl-formats";

type Data = { project: { id: string; title: string }; userId: string; role: CollaboratorRole | "owner"; collaborators: PeopleSection };

/**
 * The editor's "people" view (ADR 027). The owner sees everyone with their role, the pending invitations,
 * the plan's limit and the invite form; a collaborator sees who is there and can leave. It reads the
 * editor's loader data itself; its forms post intents to the editor's action.
 */
export function PeoplePanel() {
  const { project, userId, role, collaborators } = useLoaderData<Data>();
  const { t, locale } = useT();
  const outcome = usePeopleOutcome();
  const owner = role === "owner";
  const { used, limit, people, pending } = collaborators;
  const full = used >= limit;
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
  const failedInvite = outcome && !outcome.ok && outcome.values.intent === "invite" ? outcome : null;
  return (
    <section className="form-card people-panel" aria-labelledby="people-title">
      <h2 id="people-title">{t("collaborators.title")}</h2>
      <p>{owner ? t("collaborators.intro") : t("collaborators.introCollaborator", { owner: collaborators.owner.name, role: t(`collaborators.roles.${role}`) })}</p>
      {outcome ? <PeopleNotice key={JSON.stringify(outcome)} outcome={outcome} /> : null}
      <h3>{t("collaborators.peopleTitle")}</h3>
      <ul className="people-list">
        <li className="people-item">
          <img src={collaborators.owner.avatar} alt="" width={32} height={32} className="people-avatar" />
          <span className="people-name">
            {collaborators.owner.name} {collaborators.owner.userId === userId ? t("collaborators.you") : null}
          </span>
          <span className="muted">{t("collaborators.roles.owner")}</span>
        </li>
        {people.map((person) => (
          <PersonItem key={person.userId} projectId={project.id} person={person} manage={owner} me={person.userId === userId} />
        ))}
      </ul>
      {owner ? (
        <>
          <p className="people-usage">
            {t("collaborators.usage", { used, limit })}
            {full ? (
              <>
                {" "}
                {t("collaborators.full")} <Link to={PLANS_PATH}>{t("collaborators.upgrade")}</Link>
              </>
            ) : null}
          </p>
          {pending.length > 0 ? (
            <>
              <h3>{t("collaborators.pendingTitle")}</h3>
              <ul className="people-list">
                {pending.map((invitation) => (
                  <li key={invitation.id} className="people-item">
                    <span className="people-name">
                      {t("collaborators.pendingTo", { to: invitation.to, role: t(`collaborators.roles.${invitation.role}`), date: date.format(invitation.expiresAt) })}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="id" value={project.id} />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <button type="submit" name="intent" value="cancelInvite" className="button button-secondary button-small" aria-label={t("collaborators.cancelInviteOf", { to: invitation.to })}>
                        {t("collaborators.cancelInvite")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <InviteForm key={outcome?.ok ? JSON.stringify(outcome) : "invite"} projectId={project.id} failed={failedInvite} />
        </>
      ) : (
        <Leave projectId={project.id} title={project.title} />
      )}
    </section>
  );
}

/** Leaving asks first, in a modal dialog (focus kept inside, Escape cancels). */
function Leave({ projectId, title }: { projectId: string; title: string }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.showModal()}>
        {t("collaborators.leave")}
      </button>
      <dialog ref={dialog} className="projects-dialog" aria-labelledby="leave-title">
        <p id="leave-title">{t("collaborators.leaveConfirm", { title })}</p>
        <Form method="post" onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="id" value={projectId} />
          <button type="submit" name="intent" value="leave" className="button">
            {t("collaborators.leaveYes")}
          </button>{" "}
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t("collaborators.cancel")}
          </button>
        </Form>
      </dialog>
    </>
  );
}
