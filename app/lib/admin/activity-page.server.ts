import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageTexts } from "../page.server";
import { ACTIVITY_DAYS } from "../observability/usage-events";
import { usageEventsFor } from "../observability/usage-events.server";
import { requireStaff } from "./staff.server";


/** The figures /admin/activity charts (ADR 048): plays, publishes and payments per UTC day over the last 30 days. */
export async function activityLoader({ context }: LoaderFunctionArgs) {
  await requireStaff(context, "staff");
  const figures = await usageEventsFor(context.env).dailyCounts(ACTIVITY_DAYS);
  return { ...pageTexts(context, [], { title: "admin.activity.title" }), figures };
}
