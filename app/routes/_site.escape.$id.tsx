import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GameCard } from "~/components/game-card";
import { GameFacts } from "~/components/game-facts";
import { GameReviews } from "~/components/game-reviews";
import { useT } from "~/i18n/use-t";
import { gameDetail } from "~/lib/game-detail.server";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";
import { playPath } from "~/lib/play-paths";

export const meta = pageMeta;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const detail = await gameDetail(context.db, params.id ?? "");
  if (!detail) notFound();
  const texts = pageTexts(context, ["game", "catalogue"], { title: "catalogue.title" });
  return { ...texts, title: detail.game.title, description: detail.game.summary, ...detail };
}

export default function GamePage() {
  const { game, related } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <article className="game-detail" aria-labelledby="game-title">
      <header className="hero">
        <div>
          <h1 id="game-title">{game.title}</h1>
          <p className="muted">
            {t("game.by")}{" "}
            <Link to={`/c/${encodeURIComponent(game.creatorName)}`}>{game.creatorName}</Link>
          </p>
          <ul className="tags">
            <li className="badge">{t(`common.gameTypes.${game.type}`)}</li>
            <li className="badge">{t(`common.themes.${game.theme}`)}</li>
            <li className="badge">{t(`common.difficulties.${game.difficulty}`)}</li>
          </ul>
          <p className="lead">{game.summary}</p>
          {game.visibility === "private" ? <p className="notice">{t("game.private")}</p> : null}
          {!game.online ? (
            <p className="notice">{t("game.offline")}</p>
          ) : (
            <p className="hero-actions">
              {game.solo ? (
                <Link className="button" to={playPath(game.type, game.id, game.visibility)}>
                  {t("game.play")}
                </Link>
              ) : (
                <span className="muted">{t("game.soloOff")}</span>
              )}
              {game.multi ? (
                <Link className="button button-secondary" to="/multi">
                  {t("game.playMulti")}
                </Link>
              ) : (
                <span className="muted">{t("game.multiOff")}</span>
              )}
            </p>
          )}
        </div>
        <img src={game.coverPath ?? "/images/covers/default.svg"} alt="" width={560} height={315} />
      </header>
      <GameFacts />
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
