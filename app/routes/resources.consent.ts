import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { CONSENT_COOKIE, CONSENT_MAX_AGE, serializeCookie } from "~/lib/cookies";
import { safeReturnPath } from "~/lib/safe-path";

const consentForm = v.object({ decision: v.picklist(["accept", "refuse"]), r: v.optional(v.string()) });

/**
 * The cookie bar's two buttons. Accepting sets `_val` for 90 days; refusing stores nothing at all,
 * as spec section 4 requires. Without JavaScript the form lands here and returns to the page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(consentForm, Object.fromEntries(await request.formData()));
  if (!form.success) return Response.json({ ok: false }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  if (form.output.decision === "accept") {
    headers.append("Set-Cookie", serializeCookie(CONSENT_COOKIE, "1", { maxAge: CONSENT_MAX_AGE, secure }));
  }
  if (request.headers.get("Accept")?.includes("text/html") && form.output.r) {
    return redirect(safeReturnPath(form.output.r), { headers });
  }
  // A resource route answers with a real Response: Remix's data() would drop the headers here.
  return Response.json({ ok: true, decision: form.output.decision }, { headers });
}
