import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ResultsPager, ResultsStats } from "~/components/account/result-parts";
import { SessionDetail, SessionsTable } from "~/components/account/result-sessions";
import { useT } from "~/i18n/use-t";
import { RECENT_SESSIONS, roomCount, sessionOf, sessionPage } from "~/lib/account/result-sessions.server";
import { ownedGame } from "~/lib/account/results.server";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";
import { planForGrade } from "~/lib/plans";
import styles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

type View = "results" | "progress" | "session";

const UPGRADE_PATH = "/account?tab=subscription";

function pageNumber(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * /account/r/{id}, …/progress and …/progress/{session}: a creator's results for one of their games.
 * Someone else's game, or none, is a 404, as is a session of another game. Results are a Pro feature
 * (spec section 6): an owner whose plan lacks it gets the upgrade prompt and none of the figures.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const owned = await ownedGame(context.db, user.id, params.id ?? "");
  if (!owned) notFound();
  const url = new URL(request.url);
  const view: View = params.session ? "session" : url.pathname.replace(/\/+$/, "").endsWith("/progress") ? "progress" : "results";
  const allowed = planForGrade(user.grade).features.includes("results");
  const texts = pageTexts(context, ["account"], {
    title: view === "session" ? "account.results.sessionTitle" : "account.results.title",
    description: "account.results.description",
    params: { game: owned.title },
  });
  const game = { id: owned.id, title: owned.title };
  if (!allowed) return data({ ...texts, view, game, locked: true as const, stats: null, rooms: null, list: null, session: null }, { headers: { "Cache-Control": "private, no-store" } });

  const [rooms, list, session] = await Promise.all([
    roomCount(context.db, owned.id),
    view === "session" ? null : sessionPage(context.db, owned.id, view === "results" ? 1 : pageNumber(url), view === "results" ? RECENT_SESSIONS : undefined),
    view === "session" ? sessionOf(context.db, owned.id, params.session ?? "") : null,
  ]);
  if (view === "session" && !session) notFound();
  return data({ ...texts, view, game, locked: false as const, stats: owned.stats, rooms, list, session }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountResults() {
  const { view, game, locked, stats, rooms, list, session } = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = `/account/r/${encodeURIComponent(game.id)}`;

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

      {locked ? (
        <div className="account-card account-upgrade">
          <h2>{t("account.results.upgradeTitle")}</h2>
          <p>{t("account.results.upgradeText")}</p>
          <p>
            <Link to={UPGRADE_PATH} className="button">
              {t("account.results.upgrade")}
            </Link>
          </p>
        </div>
      ) : null}

      {!locked && view === "results" && stats ? (
        <>
          <ResultsStats stats={stats} gameId={game.id} />
          <div className="account-card results-card">
            <h2>{t("account.results.recentTitle")}</h2>
            {list && list.sessions.length ? (
              <>
                <SessionsTable sessions={list.sessions} rooms={rooms} base={base} caption={t("account.results.recentCaption", { game: game.title })} id="recent-sessions" />
                <p>
                  <Link to={`${base}/progress`}>{t("account.results.allSessions", { count: list.total })}</Link>
                </p>
              </>
            ) : (
              <p>{t("account.results.noSessions")}</p>
            )}
          </div>
        </>
      ) : null}

      {!locked && view === "progress" && list ? (
        <div className="account-card results-card">
          <h2>{t("account.results.progress")}</h2>
          {list.sessions.length ? (
            <>
              <SessionsTable
                sessions={list.sessions}
                rooms={rooms}
                base={base}
                caption={t("account.results.allCaption", { game: game.title, page: list.page, pages: list.pages })}
                id="all-sessions"
              />
              <ResultsPager page={list.page} pages={list.pages} path={`${base}/progress`} />
            </>
          ) : (
            <p>{t("account.results.noSessions")}</p>
          )}
          <p className="muted">{t("account.results.note")}</p>
        </div>
      ) : null}

      {!locked && view === "session" && session ? (
        <div className="account-card results-card">
          <h2>{t("account.results.sessionTitle", { game: game.title })}</h2>
          <SessionDetail session={session} rooms={rooms} />
          <p>
            <Link to={`${base}/progress`}>{t("account.results.backToProgress")}</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
