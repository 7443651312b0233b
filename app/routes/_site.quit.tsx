import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { SESSION_COOKIE, serializeCookie } from "~/lib/cookies";
import { sha256Hex } from "~/lib/hash";
import { sessionToken } from "~/lib/session.server";

/**
 * Logout (spec section 4): end the server session, drop the cookie, clear local storage, go home.
 * Clear-Site-Data empties local storage before the home page runs any script.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = sessionToken(context.cookies);
  if (token) await context.db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers({ "Clear-Site-Data": '"storage"' });
  headers.append("Set-Cookie", serializeCookie(SESSION_COOKIE, "", { maxAge: 0, httpOnly: true, secure }));
  return redirect("/", { headers });
}
