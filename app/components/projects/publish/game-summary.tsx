import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { GameSettings } from "~/lib/publish/types";

/**
 * What the draft says the game is, read-only, in the editor's own words: each setting is changed in one
 * place, the editor's game settings, and published as it is there. The link opens those settings.
 */
export function GameSummary({ game, cover }: { game: GameSettings | null; cover: string | null }) {
  const { t } = useT();
  const label = (key: string) => t(`studio-forms.settings.${key}`);
  const modes = [game?.solo ? label("solo") : "", game?.multi ? label("multi") : ""].filter(Boolean).join(", ");
  const rows: [string, string][] = game
    ? [
        [label("title"), game.title],
        [label("summary"), game.summary || t("publish.summary.none")],
        [label("locale"), t(`common.gameLanguages.${game.locale}`)],
        [label("theme"), t(`common.themes.${game.theme}`)],
        [label("difficulty"), t(`common.difficulties.${game.difficulty}`)],
        [label("players"), modes],
        [label("minPlayers"), String(game.minPlayers)],
        [label("maxPlayers"), String(game.maxPlayers)],
        [label("recommendedAge"), String(game.recommendedAge)],
        [label("playMinutes"), String(game.playMinutes)],
        [label("hintRecharge"), String(game.hintRechargeSeconds)],
        [
          label("skills"),
          `${label("search")} ${game.skillSearch}, ${label("manipulation")} ${game.skillManipulation}, ${label("reflection")} ${game.skillReflection}`,
        ],
      ]
    : [];
  return (
    <section className="publish-summary" aria-labelledby="publish-summary-title">
      <h3 id="publish-summary-title">{t("publish.summary.title")}</h3>
      <p className="muted">{t("publish.summary.intro")}</p>
      {game ? (
        <dl className="publish-summary-list">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{label("cover")}</dt>
            <dd>{cover ? <img src={cover} alt={t("publish.summary.coverAlt")} width={160} height={90} className="publish-summary-cover" /> : t("publish.summary.noCover")}</dd>
          </div>
        </dl>
      ) : (
        <p>{t("publish.summary.unreadable")}</p>
      )}
      <p>
        <Link to="?view=edit&select=settings">{t("publish.summary.change")}</Link>
      </p>
    </section>
  );
}
