import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { joinAction, joinLoader, type JoinPage } from "~/lib/company/join-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const loader = joinLoader;
export const action = joinAction;

/** /team/{token}: an invitation to join a company's team (ADR 043). */
export default function TeamInvitationRoute() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<{ page: JoinPage }>();
  const { t } = useT();
  return (
    <section className="form-card" aria-labelledby="team-join-title">
      <h1 id="team-join-title">{t("team.join.title")}</h1>
      <JoinBody page={acted?.page ?? loaded.page} />
    </section>
  );
}

function JoinBody({ page }: { page: JoinPage }) {
  const { t } = useT();
  if (page.state === "signedOut") {
    const r = encodeURIComponent(page.returnPath);
    return (
      <>
        <p>{t("team.join.signedOut")}</p>
        <p className="form-actions">
          <Link className="button" to={`/connect?r=${r}`}>
            {t("team.join.signIn")}
          </Link>{" "}
          <Link className="button button-secondary" to={`/join?r=${r}`}>
            {t("team.join.register")}
          </Link>
        </p>
      </>
    );
  }
  if (page.state === "refused") {
    return (
      <>
        <p className="notice" role="alert">
          {t(`team.join.errors.${page.refusal}`)}
        </p>
        <p>
          <Link to="/project">{t("team.join.toWorkspace")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{t("team.join.intro", { company: page.company })}</p>
      <p>{t("team.join.shares", { company: page.company })}</p>
      <Form method="post" className="form-actions">
        <button type="submit" name="intent" value="accept" className="button">
          {t("team.join.accept")}
        </button>
      </Form>
    </>
  );
}
