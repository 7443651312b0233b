import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { ReuseOutcome } from "~/lib/publish/types";
import { useRootData } from "~/lib/root-data";

/**
 * "Reuse this game" on a game's page, when its creator allows it (spec section 4, Project import): a
 * logged-in user imports it as a new project; a visitor is asked to log in first and comes back here.
 */
export function ReuseGame({ gameId, offered }: { gameId: string; offered: boolean }) {
  const { t } = useT();
  const loggedIn = Boolean(useRootData()?.user);
  const answer = useActionData<ReuseOutcome | { scope: "review" | "report" }>();
  // The game page's other forms (reviews, reports) answer through the same action.
  const outcome = answer?.scope === "reuse" ? (answer as ReuseOutcome) : undefined;
  const busy = useNavigation().state === "submitting";
  const back = `/escape/${encodeURIComponent(gameId)}`;
  return (
    <section className="form-card" aria-labelledby="reuse-title">
      <h2 id="reuse-title">{t("publish.reuse.title")}</h2>
      {offered ? <p>{t("publish.reuse.intro")}</p> : null}
      {outcome?.ok ? (
        <p className="notice" role="status">
          {t("publish.reuse.done", { title: outcome.title })} <Link to={outcome.path}>{t("publish.reuse.open")}</Link>
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p className="notice" role="alert">
          {t(`publish.reuse.errors.${outcome.error}`, { limit: outcome.limit ?? 0 })}{" "}
          {outcome.error === "quota" ? <Link to="/account?tab=subscription">{t("publish.upgrade")}</Link> : null}
        </p>
      ) : null}
      {!offered ? null : loggedIn ? (
        <Form method="post">
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("publish.reuse.button")}
          </button>
        </Form>
      ) : (
        <p>
          <Link className="button button-secondary" to={`/connect?r=${encodeURIComponent(back)}`}>
            {t("publish.reuse.login")}
          </Link>
        </p>
      )}
    </section>
  );
}
