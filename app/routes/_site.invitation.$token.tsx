import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { InvitationPage } from "~/lib/projects/collaborators/invitation-page.server";
import { invitationAction, invitationLoader } from "~/lib/projects/collaborators/invitation-page.server";
import { pageMeta } from "~/lib/meta";
import { dateFormat } from "~/lib/intl-formats";

export const meta = pageMeta;
export const loader = invitationLoader;
export const action = invitationAction;

/** /invitation/{token}: an invitation to collaborate on a project (ADR 027). */
export default function InvitationRoute() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<{ page: InvitationPage; limit: number }>();
  const { t } = useT();
  const page = acted?.page ?? loaded.page;
  return (
    <section className="form-card" aria-labelledby="invitation-title">
      <h1 id="invitation-title">{t("collaborators.invitation.title")}</h1>
      <InvitationBody page={page} limit={acted?.limit ?? 0} />
    </section>
  );
}

function InvitationBody({ page, limit }: { page: InvitationPage; limit: number }) {
  const { t, locale } = useT();
  if (page.state === "signedOut") {
    const r = encodeURIComponent(page.returnPath);
    return (
      <>
        <p>{t("collaborators.invitation.signedOut")}</p>
        <p className="form-actions">
          <Link className="button" to={`/connect?r=${r}`}>{t("collaborators.invitation.signIn")}</Link>{" "}
          <Link className="button button-secondary" to={`/join?r=${r}`}>{t("collaborators.invitation.register")}</Link>
        </p>
      </>
    );
  }
  if (page.state === "refused" || page.state === "declined") {
    return (
      <>
        <p className={page.state === "refused" ? "notice" : "notice notice-ok"} role={page.state === "refused" ? "alert" : "status"}>
          {page.state === "refused" ? t(`collaborators.errors.${page.error}`, { limit }) : t("collaborators.invitation.declined")}
        </p>
        <p>
          <Link to="/project">{t("collaborators.invitation.toWorkspace")}</Link>
        </p>
      </>
    );
  }
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(page.expiresAt);
  return (
    <>
      <p>{t("collaborators.invitation.intro", { owner: page.ownerName, title: page.projectTitle, role: t(`collaborators.roles.${page.role}`) })}</p>
      <p className="muted">{t("collaborators.invitation.expires", { date })}</p>
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="accept" className="button">{t("collaborators.invitation.accept")}</button>{" "}
        <button type="submit" name="intent" value="decline" className="button button-secondary">{t("collaborators.invitation.decline")}</button>
      </Form>
    </>
  );
}
