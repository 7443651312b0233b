import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { clearedSessionCookie, destroySession, isSecure } from "~/lib/session.server";

/**
 * Logout (spec section 4): end the server session, drop the cookie, clear local storage, go home.
 * Clear-Site-Data empties local storage before the home page runs any script.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await destroySession(context);
  const headers = new Headers({ "Clear-Site-Data": '"storage"' });
  headers.append("Set-Cookie", clearedSessionCookie(isSecure(request)));
  return redirect("/", { headers });
}
