import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { namespaceFor } from "~/i18n/catalog.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;

/** /error/{id}: the game-access errors of spec section 8; no id (or an unknown one) is the generic game error. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const errors = namespaceFor(context.locale, "access").errors as Record<string, { title: string }>;
  const id = params.id && Object.hasOwn(errors, params.id) ? params.id : null;
  const texts = pageTexts(context, ["access"], { title: id ? `access.errors.${id}.title` : "access.generic.title" });
  return { ...texts, errorId: id };
}

export default function GameError() {
  const { errorId } = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = errorId ? `access.errors.${errorId}` : "access.generic";
  const needsAccount = errorId === "account-only" || errorId === "account-needed";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img src="/images/error.svg" alt="" width={240} height={180} />
      <h1 id="error-title">{t(`${base}.title`)}</h1>
      <p>{t(`${base}.text`)}</p>
      <p className="error-actions">
        <Link className="button" to="/escape">
          {t("access.backToGames")}
        </Link>
        {needsAccount ? (
          <Link className="button button-secondary" to="/connect">
            {t("access.login")}
          </Link>
        ) : null}
        {errorId === "pro-required" ? (
          <Link className="button button-secondary" to="/plans">
            {t("access.plans")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
