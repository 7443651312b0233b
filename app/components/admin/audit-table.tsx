import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { AuditLine } from "~/lib/admin/audit.server";
import { useAdminFormat } from "./use-admin-format";

const ACTION_KEYS: Record<AuditLine["action"], string> = {
  ban: "ban",
  unban: "unban",
  "grant-plan": "grantPlan",
  "end-plan": "endPlan",
  "plan-expired": "planExpired",
  role: "role",
  "education-approve": "educationApprove",
  "education-refuse": "educationRefuse",
  "commission-payout": "commissionPayout",
  "commission-cancel": "commissionCancel",
  "blog-save": "blogSave",
  "blog-publish": "blogPublish",
  "blog-schedule": "blogSchedule",
  "blog-unpublish": "blogUnpublish",
  "blog-delete": "blogDelete",
  "newsletter-send": "newsletterSend",
};

/** Where a line's target is shown: a post's lines name the post (ADR 051), a newsletter's the newsletter (ADR 049), the others an account. */
const targetPath = (line: AuditLine) =>
  line.action.startsWith("blog-") ? `/admin/blog/${encodeURIComponent(line.targetId)}`
  : line.action === "newsletter-send" ? `/admin/newsletter/${encodeURIComponent(line.targetId)}`
  : `/admin/accounts/${encodeURIComponent(line.targetId)}`;

/** The audit log's lines (ADR 038), newest first; `withAccount` adds the column naming whom each line concerns. */
export function AuditTable({ lines, caption, withAccount }: { lines: AuditLine[]; caption: string; withAccount: boolean }) {
  const { t } = useT();
  const format = useAdminFormat();
  if (lines.length === 0) return <p>{t("admin.audit.none")}</p>;
  const detail = (line: AuditLine) => {
    const { grade, endsAt, role, on, amount, currency, recipients } = line.detail;
    const parts: string[] = [];
    if (typeof recipients === "number") parts.push(t("admin.audit.recipients", { n: recipients }));
    if (typeof amount === "number" && (currency === "EUR" || currency === "CHF")) parts.push(format.money(amount, currency));
    if (typeof grade === "number") parts.push(format.plan(grade));
    if (typeof endsAt === "number") parts.push(t("admin.audit.until", { date: format.lastDay(new Date(endsAt)) }));
    if (role === "admin" || role === "moderator") parts.push(t(on ? "admin.audit.roleOn" : "admin.audit.roleOff", { role: t(`admin.roles.${role}`) }));
    return parts.join(", ");
  };
  const columns = ["date", "staff", "action", ...(withAccount ? ["account"] : []), "reason", "detail"];
  return (
    <div className="table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`admin.audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{format.moment(line.createdAt)}</th>
              <td>{line.staffName ?? t("admin.audit.automatic")}</td>
              <td>{t(`admin.audit.actions.${ACTION_KEYS[line.action]}`)}</td>
              {withAccount ? (
                <td>
                  <Link to={targetPath(line)}>{line.targetName}</Link>
                </td>
              ) : null}
              <td className="moderation-text">{line.reason}</td>
              <td>{detail(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
