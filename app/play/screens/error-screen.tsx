import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { useBrand } from "~/lib/brand/use-brand";
import { useRootData } from "~/lib/root-data";
import type { AccessError } from "~/lib/play/types";

type ErrorScreenProps = {
  error: AccessError | "connection";
  // The server's own words, when it gave some (an unavailable backend explains itself).
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
};

const LOGIN_ERRORS: readonly string[] = ["account-only", "account-needed", "guests-not-invited"];

/** A game that cannot be played, said plainly, with the ways on (spec section 8). */
export function ErrorScreen({ error, message, onRetry, retryLabel }: ErrorScreenProps) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  // A white-label game's refusals send nobody to the platform's offers or catalogue (ADR 041).
  const brand = useBrand();
  // A company's custom host has no sign-in page: accounts live on the platform's host (ADR 044).
  const signIn = !useRootData()?.customHost;
  // Back to this very address after logging in: its query may ask for something (opening a session).
  const here = pathname + search;
  const title = error === "connection" ? t("play.errors.connection.title") : t(`access.errors.${error}.title`);
  const text = error === "connection" ? (message ?? t("play.errors.connection.text")) : t(`access.errors.${error}.text`);
  return (
    <section className="error-page play-error" aria-labelledby="play-error-title">
      <img src="/images/error.svg" alt="" width={320} height={240} />
      <h1 id="play-error-title">{title}</h1>
      <p>{text}</p>
      <p className="error-actions">
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            {retryLabel ?? t("play.errors.retry")}
          </button>
        ) : null}
        {signIn && LOGIN_ERRORS.includes(error) ? (
          <Link className="button" to={`/connect?r=${encodeURIComponent(here)}`}>
            {t("access.login")}
          </Link>
        ) : null}
        {error === "verify-account" ? (
          // Loading any page again shows an unverified account the validation form (spec section 2).
          <Link className="button" to={here} reloadDocument>
            {t("access.validate")}
          </Link>
        ) : null}
        {error === "pro-required" && !brand ? (
          <Link className="button" to="/plans">
            {t("access.plans")}
          </Link>
        ) : null}
        {brand ? null : (
          <Link className="button button-secondary" to="/escape">
            {t("access.backToGames")}
          </Link>
        )}
      </p>
    </section>
  );
}
