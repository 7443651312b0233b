import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LogoutForm } from "~/components/auth/logout-form";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { clearedSessionCookie, currentUser, destroySession, isSecure } from "~/lib/session.server";

export const meta = pageMeta;

/**
 * /quit asks before it logs out: a GET changes nothing, so a link or an image on another site cannot end a session
 * (ADR 034). A visitor with no session has nothing to leave and goes home.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  if (!user) throw redirect("/");
  return { ...pageTexts(context, ["auth"], { title: "auth.quit.title" }), name: user.username };
}

/**
 * Logout (spec section 4), posted from this site only (the request guard refuses other origins): end the server
 * session, drop the cookie, clear local storage, go home. Clear-Site-Data empties local storage before the home
 * page runs any script.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await destroySession(context);
  const headers = new Headers({ "Clear-Site-Data": '"storage"' });
  headers.append("Set-Cookie", clearedSessionCookie(isSecure(request)));
  return redirect("/", { headers });
}

export default function Quit() {
  const { name } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="auth-layout auth-layout-single">
      <section className="form-card auth-card" aria-labelledby="quit-title">
        <h1 id="quit-title">{t("auth.quit.title")}</h1>
        <p>{t("auth.quit.text", { name })}</p>
        <div className="quit-actions">
          <LogoutForm label={t("auth.quit.button")} className="button" />
          <Link to="/" className="button button-secondary">
            {t("auth.quit.stay")}
          </Link>
        </div>
      </section>
    </div>
  );
}
