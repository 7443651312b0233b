import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { GameAchievementsOfPage } from "~/components/game-achievements";
import { GameCard } from "~/components/game-card";
import { GameChapters } from "~/components/game-chapters";
import { GameFacts } from "~/components/game-facts";
import { GameReviews } from "~/components/game-reviews";
import { GameTags } from "~/components/game-tags";
import { SavedGame } from "~/components/saved-game";
import { ReuseGame } from "~/components/publish-reuse";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { gameAchievements } from "~/lib/achievements.server";
import { gameChapters } from "~/lib/collections/chapters.server";
import { communityAction, gameCommunity } from "~/lib/community/game-page.server";
import { gameDetail, type GameDetail } from "~/lib/game-detail.server";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";
import { createSessionPath, playPath } from "~/lib/play-paths";
import type { SavedGameView } from "~/lib/play/types";
import { savedGameOf } from "~/lib/play/saved-games.server";
import { reusable } from "~/lib/publish/import.server";
import { currentUser } from "~/lib/session.server";
import { useRootData } from "~/lib/root-data";
import { canHostEvents } from "~/lib/events/hosting";

export const meta = pageMeta;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  // Every part of the page reads at once, each answering for a missing game on its own: one round trip's wait.
  const [detail, canReuse, achievements, chapters, community, saved] = await Promise.all([
    gameDetail(context.db, id),
    reusable(context.db, id),
    gameAchievements(context, id),
    gameChapters(context, id),
    gameCommunity(context, request, id),
    currentUser(context).then((user) => (user ? savedGameOf(context.db, user.id, id) : null)),
  ]);
  if (!detail) notFound();
  const texts = pageTexts(context, ["game", "catalogue", "publish", "achievements", "reviews", "reports", "saved-game"], { title: "catalogue.title" });
  return { ...texts, title: detail.game.title, description: detail.game.summary, ...detail, reusable: canReuse, achievements, chapters, community, saved };
}

/** "Reuse this game" (imports the game as a new project of the logged-in user), reviews and reports. */
export const action = communityAction;

export default function GamePage() {
  const { game, related, reusable: canReuse, saved } = useLoaderData<typeof loader>();
  // An answer to "Reuse this game" shows even if reuse was withdrawn since the page was opened.
  const answer = useActionData<typeof action>();
  const reuseAnswer = answer && answer.scope === "reuse";
  const { t, locale } = useT();
  // The title and summary are written in the game's language, which may not be the site's.
  const lang = game.language === LOCALES[locale].language ? undefined : game.language;
  return (
    <article className="game-detail" aria-labelledby="game-title">
      <header className="hero">
        <div>
          <h1 id="game-title" lang={lang}>
            {game.title}
          </h1>
          <p className="muted">
            {t("game.by")}{" "}
            <Link to={`/c/${encodeURIComponent(game.creatorName)}`}>{game.creatorName}</Link>
          </p>
          <GameTags game={game} label={game.title} />
          <p className="lead" lang={lang}>
            {game.summary}
          </p>
          {game.visibility === "private" ? <p className="notice">{t("game.private")}</p> : null}
          {game.online ? <PlayActions game={game} saved={saved} /> : <p className="notice">{t("game.offline")}</p>}
        </div>
        <img src={game.coverPath ?? "/images/covers/default.svg"} alt="" width={560} height={315} />
      </header>
      <GameChapters data={useLoaderData<typeof loader>().chapters} />
      <GameFacts />
      <GameAchievementsOfPage />
      {canReuse || reuseAnswer ? <ReuseGame gameId={game.id} offered={canReuse} /> : null}
      <GameReviews />
      {related.length ? (
        <section aria-labelledby="related-title">
          <h2 id="related-title">{t("game.related")}</h2>
          <ul className="cards">
            {related.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

type PlayableGame = Pick<GameDetail["game"], "id" | "type" | "visibility" | "solo" | "multi">;

/**
 * What the game allows, and nothing else: solo goes to the play route; together goes to the same
 * route with its session creation open, through logging in for a visitor (spec section 5: creating
 * a session needs an account), and a code received from someone else goes to /code.
 */
function PlayActions({ game, saved }: { game: PlayableGame; saved: SavedGameView | null }) {
  const { t } = useT();
  const user = useRootData()?.user;
  const loggedIn = Boolean(user);
  const soloPath = playPath(game.type, game.id, game.visibility);
  const creation = createSessionPath(game.type, game.id, game.visibility);
  const loginNote = useId();
  const askLogin = game.multi && !loggedIn;
  // A saved game is what Start would resume: it is offered as such, and a new game starts once it is abandoned.
  const resuming = game.solo && saved !== null;
  return (
    <>
      {game.solo && loggedIn ? <SavedGame gameId={game.id} saved={saved} resumeHref={soloPath} /> : null}
      <p className="hero-actions">
        {game.solo && !resuming ? (
          <Link className="button" to={soloPath}>
            {t("game.play")}
          </Link>
        ) : null}
        {game.multi ? (
          <>
            <Link
              className={game.solo ? "button button-secondary" : "button"}
              to={askLogin ? `/connect?r=${encodeURIComponent(creation)}` : creation}
              aria-describedby={askLogin ? loginNote : undefined}
            >
              {t("game.playMulti")}
            </Link>
            <Link className="button button-secondary" to="/code">
              {t("game.joinWithCode")}
            </Link>
            {user && canHostEvents(user.grade) ? (
              <Link className="button button-secondary" to={`/events/new?game=${encodeURIComponent(game.id)}`}>
                {t("game.liveEvent")}
              </Link>
            ) : null}
          </>
        ) : null}
      </p>
      {askLogin ? (
        <p id={loginNote} className="muted">
          {t("game.multiLogin")}
        </p>
      ) : null}
      {game.solo && game.multi ? null : <p className="muted">{t(game.solo ? "game.multiOff" : "game.soloOff")}</p>}
    </>
  );
}
