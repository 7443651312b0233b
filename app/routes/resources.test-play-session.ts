import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { readSmallJson, sameOrigin } from "~/lib/json-request.server";
import { sessionProblem, type SessionAnswer } from "~/lib/play/sessions.server";
import { answerTestSessionRequest } from "~/lib/play/test-sessions.server";
import { TestSessionRequestSchema } from "~/lib/play/types";

/**
 * POST /resources/test-play-session (TEST_SESSION_ENDPOINT): a creator's test of a draft through a
 * game room (ADR 020). A JSON TestSessionRequest in; a SessionGrant, a SessionRefusal or a
 * SessionProblem out, as on the play-session endpoint.
 */

const maxBodyLength = 1024;

export async function loader({ context }: LoaderFunctionArgs) {
  return reply({ status: 405, body: sessionProblem(context, "method_not_allowed") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply({ status: 405, body: sessionProblem(context, "method_not_allowed") });
  if (!sameOrigin(request)) return reply({ status: 403, body: sessionProblem(context, "cross_site") });
  const input = v.safeParse(TestSessionRequestSchema, await readSmallJson(request, maxBodyLength));
  if (!input.success) return reply({ status: 400, body: sessionProblem(context, "invalid_request") });
  return reply(await answerTestSessionRequest(context, request, input.output));
}

function reply(answer: SessionAnswer): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.status === 405) headers.set("Allow", "POST");
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return Response.json(answer.body, { status: answer.status, headers });
}
