import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackOfficeNav } from "~/components/admin/back-office-nav";
import { ModerationReports, ModerationReviews } from "~/components/moderation-queue";
import { useT } from "~/i18n/use-t";
import { moderationAction, moderationLoader, type ModerationOutcome } from "~/lib/community/moderation-page.server";
import { pageMeta } from "~/lib/meta";
import { staffPageHeaders } from "~/lib/admin/headers";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = moderationLoader;
export const action = moderationAction;

/** The moderation queue (ADR 028), a section of the back office (ADR 038): pending reviews, then open reports grouped by game. */
export default function ModerationRoute() {
  const { reviews, games, role } = useLoaderData<typeof loader>();
  const outcome = useActionData<ModerationOutcome>();
  const { t } = useT();
  return (
    <div className="moderation back-office">
      <BackOfficeNav role={role} />
      <h1>{t("moderation.title")}</h1>
      <p className="muted">{t("moderation.intro")}</p>
      {outcome?.ok ? (
        <p className="notice notice-ok" role="status">
          {t(`moderation.done.${outcome.done}`)}
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p className="notice" role="alert">
          {t(`moderation.errors.${outcome.error}`)}
        </p>
      ) : null}
      <ModerationReviews reviews={reviews} />
      <ModerationReports games={games} />
      <p>
        <Link to="/escape">{t("moderation.catalogue")}</Link>
      </p>
    </div>
  );
}
