import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { readSmallJson, sameOrigin } from "~/lib/json-request.server";
import { answerProjectTicket, projectTicketRefusal, ProjectTicketRequestSchema, type ProjectTicketAnswer } from "~/lib/drafts/project-ticket.server";

/**
 * POST /resources/project-ticket (PROJECT_TICKET_ENDPOINT): `{ projectId }` in, a ticket to that
 * project's room out, for its owner (and, with issue 14, its collaborators); a localized refusal
 * otherwise. Same-origin only, like the play session endpoint.
 */

const maxBodyLength = 1024;

export async function loader({ context }: LoaderFunctionArgs) {
  return reply(projectTicketRefusal(context, "method-not-allowed"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(projectTicketRefusal(context, "method-not-allowed"));
  if (!sameOrigin(request)) return reply(projectTicketRefusal(context, "cross-site"));
  const input = v.safeParse(ProjectTicketRequestSchema, await readSmallJson(request, maxBodyLength));
  if (!input.success) return reply(projectTicketRefusal(context, "invalid-request"));
  return reply(await answerProjectTicket(context, input.output.projectId));
}

function reply(answer: ProjectTicketAnswer): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.status === 405) headers.set("Allow", "POST");
  return Response.json(answer.body, { status: answer.status, headers });
}
