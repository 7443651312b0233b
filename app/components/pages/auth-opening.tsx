import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

type AuthData = { heading: string; returnPath: string | null };

/** /connect, /join and /reset until accounts open: what an account will do, and play without one now. */
export function AuthOpening() {
  const { heading, returnPath } = useLoaderData<AuthData>();
  const { t, tx } = useT();
  return (
    <section className="form-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{t(heading)}</h1>
      <p className="notice">{t("pages.auth.opening")}</p>
      <p>{t("pages.auth.meanwhile")}</p>
      <p>{t("pages.auth.features")}</p>
      <ul>
        {tx<string[]>("pages.auth.list").map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {returnPath ? <p className="muted">{t("pages.auth.back", { path: returnPath })}</p> : null}
      <p className="form-actions">
        <Link className="button" to="/escape">
          {t("pages.auth.play")}
        </Link>
      </p>
    </section>
  );
}

