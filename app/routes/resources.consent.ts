import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_REFUSED, serializeCookie } from "~/lib/cookies";
import { referralCookieFromReturnPath } from "~/lib/affiliation/link.server";
import { safeReturnPath } from "~/lib/safe-path";
import { readForm } from "~/lib/form-request.server";

const consentForm = v.object({ decision: v.picklist(["accept", "refuse"]), r: v.optional(v.string()) });

/**
 * The cookie bar's two buttons. `_val` keeps the answer for 90 days: "1" for accepted, "0" for refused.
 * A refusal stores that one character and nothing else (no id, no analytics), so the bar does not come
 * back on every page. Without JavaScript the form lands here and returns to the page. Accepting on a page reached
 * through a referral link (`?ref=` in the return path) also keeps the referral cookie (ADR 040).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = v.safeParse(consentForm, Object.fromEntries(await readForm(request)));
  if (!form.success) return Response.json({ ok: false }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  const value = form.output.decision === "accept" ? CONSENT_ACCEPTED : CONSENT_REFUSED;
  headers.append("Set-Cookie", serializeCookie(CONSENT_COOKIE, value, { maxAge: CONSENT_MAX_AGE, secure }));
  // Accepting on a page a referral link led to keeps its code from now on (ADR 040); refusing keeps nothing.
  const referral = form.output.decision === "accept" ? await referralCookieFromReturnPath(context, form.output.r, secure) : null;
  if (referral) headers.append("Set-Cookie", referral);
  if (request.headers.get("Accept")?.includes("text/html") && form.output.r) {
    return redirect(safeReturnPath(form.output.r), { headers });
  }
  // A resource route answers with a real Response: Remix's data() would drop the headers here.
  return Response.json({ ok: true, decision: form.output.decision }, { headers });
}
