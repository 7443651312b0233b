import { isRouteErrorResponse, Link, useNavigate, useRouteError } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { refusalText, type RefusalText } from "~/lib/refusals";
import { useRootData } from "~/lib/root-data";

/** A company's custom host serves its games alone (ADR 044): the platform's home and catalogue are not there to go back to. */
const useOnCustomHost = () => useRootData()?.customHost === true;

/** Spec section 2: an image, the not-found title, a link home and a go-back link. */
export function NotFound() {
  const { t } = useT();
  const navigate = useNavigate();
  const customHost = useOnCustomHost();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img src="/images/not-found.svg" alt={t("common.notFound.imageAlt")} width={320} height={240} />
      <h1 id="error-title">{t("common.notFound.title")}</h1>
      <p>{t("common.notFound.text")}</p>
      {customHost ? null : (
        <p className="error-actions">
          <Link className="button" to="/">
            {t("common.notFound.home")}
          </Link>
          <a
            className="button button-secondary"
            href="/"
            onClick={(event) => {
              // History may be empty (a link opened in a new tab): then "back" means home.
              if (window.history.length > 1) {
                event.preventDefault();
                navigate(-1);
              }
            }}
          >
            {t("common.notFound.back")}
          </a>
        </p>
      )}
    </section>
  );
}

const FALLBACK = {
  title: "Une erreur est survenue",
  text: "Quelque chose s'est mal passé de notre côté. Réessayez dans quelques instants.",
  home: "Retour à l'accueil",
  backToGames: "Retour aux jeux",
};

/** An error page's picture, words and two ways out: home and the games. */
function ErrorPage({ title, text, home, backToGames }: { title: string; text: string; home: string; backToGames: string }) {
  const customHost = useOnCustomHost();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img src="/images/error.svg" alt="" width={320} height={240} />
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      {customHost ? null : (
        <p className="error-actions">
          <a className="button" href="/">
            {home}
          </a>
          <a className="button button-secondary" href="/escape">
            {backToGames}
          </a>
        </p>
      )}
    </section>
  );
}

/** Used also when the root itself failed, so it must not depend on loaded texts. */
export function GenericError() {
  const { t } = useT();
  const text = (key: keyof typeof FALLBACK) => {
    const value = t(`common.error.${key}`);
    return value.startsWith("common.") ? FALLBACK[key] : value;
  };
  return <ErrorPage title={text("title")} text={text("text")} home={text("home")} backToGames={text("backToGames")} />;
}

/** A request the site refused (4xx): what happened, that nothing changed, and the way back. */
export function RequestRefused({ text }: { text: RefusalText }) {
  const { t } = useT();
  return (
    <ErrorPage
      title={t(`common.refused.${text}.title`)}
      text={t(`common.refused.${text}.text`)}
      home={t("common.error.home")}
      backToGames={t("common.error.backToGames")}
    />
  );
}

/** The layouts' error boundary: not found, a refused request, or our own failure. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const refused = refusalText(error);
  return refused ? <RequestRefused text={refused} /> : <GenericError />;
}
