import { useT } from "~/i18n/use-t";

type Progress = { total: number; sent: number; failed: number; waiting: number };

/** Where a newsletter stands (ADR 049): a draft, or how many of its recipients have it, are waiting, or failed. */
export function NewsletterStatus({ status, progress }: { status: "draft" | "sending" | "sent"; progress: Progress | null }) {
  const { t } = useT();
  if (status === "draft" || !progress) return <>{t("mailings.admin.status.draft")}</>;
  return (
    <>
      {t(`mailings.admin.status.${status}`)} — {t("mailings.admin.progress", { sent: progress.sent, total: progress.total })}
      {progress.waiting > 0 ? `, ${t("mailings.admin.waiting", { n: progress.waiting })}` : ""}
      {progress.failed > 0 ? `, ${t("mailings.admin.failed", { n: progress.failed })}` : ""}
    </>
  );
}
