import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { answerEventTicket, EventTicketRequestSchema, type EventTicketAnswer } from "~/lib/events/host-screen.server";
import { readSmallJson, sameOrigin } from "~/lib/json-request.server";

/**
 * POST /resources/event-ticket: `{ eventId, access }` in, a ticket to that live event's room out, for
 * its host only (ADR 054). Same-origin only, like the other ticket endpoints.
 */

const maxBodyLength = 1024;

export async function loader({ context }: LoaderFunctionArgs) {
  return reply({ status: 405, body: { error: "method-not-allowed", message: translate(context.locale, "event-host.ticket.method-not-allowed") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply({ status: 405, body: { error: "method-not-allowed", message: translate(context.locale, "event-host.ticket.method-not-allowed") } });
  if (!sameOrigin(request)) return reply({ status: 403, body: { error: "cross-site", message: translate(context.locale, "event-host.ticket.cross-site") } });
  const input = v.safeParse(EventTicketRequestSchema, await readSmallJson(request, maxBodyLength));
  if (!input.success) return reply({ status: 400, body: { error: "invalid-request", message: translate(context.locale, "event-host.ticket.invalid-request") } });
  return reply(await answerEventTicket(context, input.output));
}

function reply(answer: EventTicketAnswer): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.status === 405) headers.set("Allow", "POST");
  return Response.json(answer.body, { status: answer.status, headers });
}
