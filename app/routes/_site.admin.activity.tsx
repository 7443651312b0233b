import { useLoaderData } from "@remix-run/react";
import { ActivityChart } from "~/components/admin/activity-chart";
import { useT } from "~/i18n/use-t";
import { activityLoader } from "~/lib/admin/activity-page.server";
import { staffPageHeaders } from "~/lib/admin/headers";
import { noFormAction } from "~/lib/admin/admin-page.server";
import { pageMeta } from "~/lib/meta";
import { ACTIVITY_DAYS, USAGE_EVENTS } from "~/lib/observability/usage-events";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = activityLoader;
export const action = noFormAction("staff");

/** /admin/activity: plays, publishes and payments per day over the last 30 days (staff only; a 404 for everyone else). */
export default function AdminActivity() {
  const { figures } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("admin.activity.title")}</h1>
      <p>{t("admin.activity.intro", { days: ACTIVITY_DAYS })}</p>
      {figures ? (
        USAGE_EVENTS.map((event) => <ActivityChart key={event} id={event} title={t(`admin.activity.events.${event}`)} days={figures.days} counts={figures.counts[event]} />)
      ) : (
        <p role="status">{t("admin.activity.unavailable")}</p>
      )}
    </>
  );
}
