import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hostOwnEvent } from "~/lib/events/host-access.server";
import { resultsCsv } from "~/lib/events/results-csv.server";
import { eventResults } from "~/lib/events/results.server";

/** /events/{id}/results.csv: the results page as a spreadsheet file, for the event's host only (ADR 054). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const event = await hostOwnEvent(context, request, params.id);
  const csv = resultsCsv(context.locale, await eventResults(context.db, event));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.code}-results.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
