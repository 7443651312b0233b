import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readFormFields } from "../form-request.server";
import { notFound, pageTexts } from "../page.server";
import { approveRequest, refuseRequest, type DecisionError } from "./education-decisions.server";
import { educationRequestList } from "./education-list.server";
import { staffFormToken, validStaffFormToken } from "./staff-form-token.server";
import { ACTION_STATUS } from "./sanctions.server";
import { requireStaff } from "./staff.server";

/**
 * /admin/education (ADR 039): the admins' list of Education requests and their two decisions. Admins only, like
 * every part of the back office that changes a plan: a moderator, like a stranger, gets a 404 on read and write.
 */

export async function educationRequestsLoader({ context }: LoaderFunctionArgs) {
  await requireStaff(context, "admin");
  return {
    ...pageTexts(context, [], { title: "admin.education.title" }),
    ...(await educationRequestList(context.db)),
    token: await staffFormToken(context),
  };
}

export const EDUCATION_INTENTS = ["approve", "refuse"] as const;
export type EducationIntent = (typeof EDUCATION_INTENTS)[number];
export type EducationOutcome = { ok: true; done: EducationIntent; at: number } | { ok: false; error: DecisionError | "token"; requestId: string; at: number };

const STATUS: Record<DecisionError | "token", number> = { ...ACTION_STATUS, decided: 409 };

export async function educationRequestsAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context, "admin");
  const form = await readFormFields(request);
  const intent = form.intent as EducationIntent;
  if (!EDUCATION_INTENTS.includes(intent)) notFound();
  const at = Date.now();
  const requestId = form.request ?? "";
  if (!(await validStaffFormToken(context, form.token))) return data<EducationOutcome>({ ok: false, error: "token", requestId, at }, { status: STATUS.token });
  const origin = new URL(request.url).origin;
  const result =
    intent === "approve"
      ? await approveRequest(context, staff, requestId, { note: form.note, grant: form.grant, endsOn: form.endsOn }, origin)
      : await refuseRequest(context, staff, requestId, { reason: form.reason }, origin);
  return result.ok
    ? data<EducationOutcome>({ ok: true, done: intent, at })
    : data<EducationOutcome>({ ok: false, error: result.error, requestId, at }, { status: STATUS[result.error] });
}
