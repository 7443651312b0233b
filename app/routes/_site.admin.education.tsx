import { useActionData, useLoaderData } from "@remix-run/react";
import { EducationRequestList } from "~/components/admin/education-requests";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { educationRequestsAction, educationRequestsLoader, type EducationOutcome } from "~/lib/admin/education-page.server";
import { staffPageHeaders } from "~/lib/admin/headers";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = educationRequestsLoader;
export const action = educationRequestsAction;

/** /admin/education (ADR 039): requests waiting for an answer, oldest first, then the latest answers (admins only). */
export default function AdminEducationRequests() {
  const { pending, decided, token } = useLoaderData<typeof loader>();
  const outcome = useActionData<EducationOutcome>();
  const { t } = useT();
  return (
    <>
      <h1>{t("admin.education.title")}</h1>
      <p>{t("admin.education.intro")}</p>
      {outcome ? (
        <FocusedNotice key={outcome.at} ok={outcome.ok}>
          {outcome.ok ? t(`admin.education.done.${outcome.done}`) : t(outcome.error === "decided" ? "admin.education.errors.decided" : `admin.errors.${outcome.error}`)}
        </FocusedNotice>
      ) : null}
      <section aria-labelledby="edu-pending">
        <h2 id="edu-pending">{t("admin.education.pendingTitle", { n: pending.length })}</h2>
        {pending.length === 0 ? <p>{t("admin.education.nonePending")}</p> : <EducationRequestList key={outcome?.at ?? 0} requests={pending} token={token} />}
      </section>
      <section aria-labelledby="edu-decided">
        <h2 id="edu-decided">{t("admin.education.decidedTitle")}</h2>
        {decided.length === 0 ? <p>{t("admin.education.noneDecided")}</p> : <EducationRequestList requests={decided} token={null} />}
      </section>
    </>
  );
}
