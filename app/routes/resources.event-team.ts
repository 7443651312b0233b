import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { currentTeamPath } from "~/lib/events/join.server";
import { currentUser } from "~/lib/session.server";

/**
 * GET /resources/event-team?code={event code} -> { path }: the play page of the player's team in a live
 * event, for a player the host moved to another team (ADR 054). 401 without any identity (no account,
 * no visitor cookie yet), 404 for a code no open event has or a player in none of its teams.
 */
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  if (!user && context.newVisitor) return Response.json({ error: "unauthorized" }, { status: 401, headers: noStore });
  const path = await currentTeamPath(context, new URL(request.url).searchParams.get("code") ?? "", user);
  if (!path) return Response.json({ error: "not_found" }, { status: 404, headers: noStore });
  return Response.json({ path }, { headers: noStore });
}
