import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { RequestOutcome } from "./request-schema";
import { readFormFields } from "../form-request.server";
import { pageTexts } from "../page.server";
import { currentUser } from "../session.server";
import { requestState, sendRequest } from "./requests.server";

/** /education's loader and action (ADR 039): the marketing page, and the account's Education request. */

export async function educationLoader({ context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  return {
    ...pageTexts(context, ["education", "marketing"], { title: "education.title", description: "education.description" }),
    request: user ? await requestState(context.db, user) : null,
  };
}

export async function educationAction({ request, context }: ActionFunctionArgs) {
  const user = await currentUser(context);
  // A request belongs to an account: a visitor makes one (or logs in) and comes back to the form.
  if (!user) return redirect(`/join?r=${encodeURIComponent("/education#request")}`, 303);
  const result = await sendRequest(context.db, user, await readFormFields(request));
  const at = Date.now();
  if (result.ok) return data<RequestOutcome>({ ok: true, at });
  const { status, ...refusal } = result;
  return data<RequestOutcome>({ ...refusal, at }, { status });
}
