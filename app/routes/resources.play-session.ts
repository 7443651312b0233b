import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { readSmallJson, sameOrigin } from "~/lib/json-request.server";
import { visitorCookie } from "~/lib/cookies";
import { hostServesSession } from "~/lib/domains/host-games.server";
import { refusal } from "~/lib/play/session-grant.server";
import { answerSessionRequest, sessionProblem, type SessionAnswer } from "~/lib/play/sessions.server";
import { SessionRequestSchema } from "~/lib/play/types";
import { isSecure } from "~/lib/session.server";

/**
 * POST /resources/play-session (SESSION_ENDPOINT): a JSON SessionRequest in, a SessionGrant, a
 * SessionRefusal or a SessionProblem out. Opening a session is a write, so only this site may ask.
 */

// A SessionRequest is well under 1 KB; anything much larger is not one.
const maxBodyLength = 4096;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return reply(context, request, { status: 405, body: sessionProblem(context, "method_not_allowed") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(context, request, { status: 405, body: sessionProblem(context, "method_not_allowed") });
  if (!sameOrigin(request)) return reply(context, request, { status: 403, body: sessionProblem(context, "cross_site") });
  const input = v.safeParse(SessionRequestSchema, await readSmallJson(request, maxBodyLength));
  if (!input.success) return reply(context, request, { status: 400, body: sessionProblem(context, "invalid_request") });
  if (context.customHost && !(await hostServesSession(context.db, context.customHost, input.output))) return reply(context, request, refusal(context, "not-found"));
  return reply(context, request, await answerSessionRequest(context, request, input.output));
}

function reply(context: AppLoadContext, request: Request, answer: SessionAnswer): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (answer.status === 405) headers.set("Allow", "POST");
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  // Pages set `_pos` in entry.server; a resource route answers on its own, and the session it opened
  // for a new visitor belongs to this id, so the cookie must come back with it.
  if (context.newVisitor) {
    headers.append("Set-Cookie", visitorCookie(context.visitorId, isSecure(request)));
  }
  // Remix's data() would drop these headers on a resource route: a plain Response keeps them.
  return Response.json(answer.body, { status: answer.status, headers });
}
