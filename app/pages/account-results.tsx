import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { ownedGame } from "~/lib/account/results.server";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";
import { formatDuration, formatPercent } from "~/lib/durations";
import styles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

type View = "results" | "progress" | "session";

/**
 * /account/r/{id}, …/progress and …/progress/{session}: a creator's results for one of their games.
 * Someone else's game, or none, is a 404. Play sessions are not recorded yet, so every session is unknown.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const game = await ownedGame(context.db, user.id, params.id ?? "");
  if (!game) notFound();
  const view: View = params.session ? "session" : new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/progress") ? "progress" : "results";
  const payload = {
    ...pageTexts(context, ["account"], {
      title: view === "session" ? "account.results.sessionTitle" : "account.results.title",
      description: "account.results.description",
      params: { game: game.title },
    }),
    view,
    game,
  };
  return view === "session" ? data(payload, { status: 404 }) : payload;
}

export default function AccountResults() {
  const { view, game } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const number = new Intl.NumberFormat(LOCALES[locale].locale, { maximumFractionDigits: 1 });
  const base = `/account/r/${encodeURIComponent(game.id)}`;
  const none = t("account.results.none");
  const { stats } = game;
  const figures: [string, string][] = [
    [t("account.results.started"), number.format(stats.started)],
    [t("account.results.played"), number.format(stats.played)],
    [t("account.results.averageTime"), stats.averageSeconds === null ? none : formatDuration(stats.averageSeconds, LOCALES[locale].locale)],
    [t("account.results.successRate"), stats.successRate === null ? none : formatPercent(stats.successRate, LOCALES[locale].locale)],
    [t("account.results.averageHints"), stats.averageHints === null ? none : number.format(stats.averageHints)],
  ];

  return (
    <section className="account" aria-labelledby="account-title">
      <p className="account-back">
        <Link to="/account">{t("account.results.back")}</Link>
      </p>
      <h1 id="account-title">{t("account.results.title", { game: game.title })}</h1>
      <nav aria-label={t("account.results.tabs")} className="tabs">
        <Link to={base} aria-current={view === "results" ? "page" : undefined} className={view === "results" ? "active" : undefined}>
          {t("account.results.overview")}
        </Link>
        <Link to={`${base}/progress`} aria-current={view !== "results" ? "page" : undefined} className={view !== "results" ? "active" : undefined}>
          {t("account.results.progress")} <span className="badge">{t("account.results.beta")}</span>
        </Link>
      </nav>

      {view === "results" ? (
        <div className="account-card">
          <h2>{t("account.results.statsTitle")}</h2>
          <dl className="facts">
            {figures.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">{t("account.results.note")}</p>
          <p>
            <Link to={`/escape/${encodeURIComponent(game.id)}`}>{t("account.results.viewGame")}</Link>
          </p>
        </div>
      ) : null}

      {view === "progress" ? (
        <div className="account-card account-empty">
          <h2>{t("account.results.progress")}</h2>
          <p>{t("account.results.noSessions")}</p>
          <p className="muted">{t("account.results.note")}</p>
        </div>
      ) : null}

      {view === "session" ? (
        <div className="account-card account-empty">
          <h2>{t("account.results.sessionTitle")}</h2>
          <p>{t("account.results.sessionText")}</p>
          <p>
            <Link to={`${base}/progress`}>{t("account.results.backToProgress")}</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
