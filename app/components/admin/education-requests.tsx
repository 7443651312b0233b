import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { EducationRequestRow } from "~/lib/admin/education-list.server";
import { EducationDecisionForms } from "./education-decision-forms";
import { useAdminFormat } from "./use-admin-format";

/** Dates come as strings once serialised from the loader. */
type Row = Omit<EducationRequestRow, "createdAt" | "decidedAt"> & { createdAt: string | Date; decidedAt: string | Date | null };

/** One request: who asks, for which organisation, in what role, with what proof; its decision or the two forms. */
function RequestCard({ request, token }: { request: Row; token: string | null }) {
  const { t } = useT();
  const format = useAdminFormat();
  const titleId = `edu-${request.id}-title`;
  return (
    <li>
      <article className="card" aria-labelledby={titleId}>
        <h3 id={titleId} className="card-title">
          {t("admin.education.requestTitle", { organisation: request.organisationName, name: request.username })}
        </h3>
        <dl className="admin-facts">
          <dt>{t("admin.education.fields.account")}</dt>
          <dd>
            <Link to={`/admin/accounts/${encodeURIComponent(request.userId)}`}>{request.username}</Link> ({request.accountEmail})
          </dd>
          <dt>{t("admin.education.fields.contactEmail")}</dt>
          <dd>{request.contactEmail}</dd>
          <dt>{t("admin.education.fields.organisation")}</dt>
          <dd>{t("admin.education.organisationValue", { kind: t(`admin.education.kinds.${request.organisationKind}`), name: request.organisationName })}</dd>
          <dt>{t("admin.education.fields.role")}</dt>
          <dd>{request.role}</dd>
          <dt>{t("admin.education.fields.proof")}</dt>
          <dd className="moderation-text">{request.proof}</dd>
          <dt>{t("admin.education.fields.sent")}</dt>
          <dd>{format.moment(request.createdAt)}</dd>
          {request.status !== "pending" ? (
            <>
              <dt>{t("admin.education.fields.decision")}</dt>
              <dd>
                {t(`admin.education.decided.${request.status}`, { date: request.decidedAt ? format.moment(request.decidedAt) : "", who: request.decidedBy ?? "—" })}
                {request.decisionReason ? (
                  <>
                    <br />
                    <span className="moderation-text">{request.decisionReason}</span>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
        {request.status === "pending" && token ? <EducationDecisionForms requestId={request.id} name={request.username} token={token} /> : null}
      </article>
    </li>
  );
}

export function EducationRequestList({ requests, token }: { requests: Row[]; token: string | null }) {
  return (
    <ul className="moderation-list">
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} token={token} />
      ))}
    </ul>
  );
}
