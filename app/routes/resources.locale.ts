import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLocaleCode } from "~/i18n/locales";
import { LOCALE_COOKIE, LOCALE_MAX_AGE, serializeCookie } from "~/lib/cookies";
import { safeReturnPath } from "~/lib/safe-path";

/** Language links on hosts that name no locale (local, .fr, .com): remember the choice, go back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const back = safeReturnPath(url.searchParams.get("r"));
  if (!isLocaleCode(to)) return redirect(back);
  const cookie = serializeCookie(LOCALE_COOKIE, to, { maxAge: LOCALE_MAX_AGE, secure: url.protocol === "https:" });
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}
