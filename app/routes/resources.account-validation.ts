import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { sendVerificationCode, verifyAccount } from "~/lib/accounts/verification.server";
import { safeReturnPath } from "~/lib/safe-path";
import { isSecure, readSessionCookie, sessionCookie, userForToken } from "~/lib/session.server";
import { readForm } from "~/lib/form-request.server";

export type ValidationAnswer = { intent: "validate" | "resend"; message: "invalidCode" | "error" | "rateLimited" | "sent"; retryAfterSeconds?: number };

/**
 * The validation screen's two buttons (spec sections 2, 4 and 8). With JavaScript the screen posts
 * through a fetcher (`js=1`) and shows the answer in place; without, the answer comes back as
 * `?validation=` on the page the person was on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeReturnPath(String(form.get("back") ?? ""), "/");
  const answer = (payload: ValidationAnswer, status = 200) => {
    // A Response, not data(): a resource route's data() loses its status when posted to directly, and a
    // refused attempt must say so (429 with Retry-After when rate-limited). The fetcher reads the same body.
    if (form.get("js") === "1") {
      const headers = new Headers({ "Cache-Control": "no-store" });
      if (status === 429 && payload.retryAfterSeconds) headers.set("Retry-After", String(payload.retryAfterSeconds));
      return Response.json(payload, { status, headers });
    }
    const url = new URL(back, "http://local");
    url.searchParams.set("validation", payload.message);
    return redirect(url.pathname + url.search, { status: 303 });
  };

  const session = await readSessionCookie(context);
  const user = session ? await userForToken(context.db, session.tk) : null;
  if (!session || !user) throw redirect(`/connect?r=${encodeURIComponent(back)}`);

  if (form.get("intent") === "validate") {
    const result = await verifyAccount(context, user, form.get("code"));
    if (!result.ok) return answer({ intent: "validate", message: result.error, retryAfterSeconds: result.retryAfterSeconds }, result.error === "rateLimited" ? 429 : 400);
    // The cookie's grade follows the account's (spec section 4), on the same token.
    const verified = (await userForToken(context.db, session.tk)) ?? { ...user, grade: 1 };
    return redirect("/welcome", { headers: { "Set-Cookie": await sessionCookie(context, verified, session.tk, isSecure(request)) } });
  }
  if (form.get("intent") === "resend") {
    if (user.grade !== 0) return redirect(back);
    const result = await sendVerificationCode(context, user);
    if (!result.ok) return answer({ intent: "resend", message: result.error, retryAfterSeconds: result.retryAfterSeconds }, result.error === "rateLimited" ? 429 : 503);
    return answer({ intent: "resend", message: "sent" });
  }
  return answer({ intent: "validate", message: "error" }, 400);
}
