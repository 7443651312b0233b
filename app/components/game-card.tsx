import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { GameCard as Card } from "~/lib/catalogue.server";

export function GameCard({ game, headingLevel = 3 }: { game: Card; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card game-card">
      <img src={game.coverPath ?? "/images/covers/default.svg"} alt="" width={320} height={180} loading="lazy" />
      <Heading>
        <Link to={`/escape/${game.id}`}>{game.title}</Link>
      </Heading>
      <ul className="tags" aria-label={game.title}>
        <li className="badge">{t(`common.gameTypes.${game.type}`)}</li>
        <li className="badge">{t(`common.themes.${game.theme}`)}</li>
        <li className="badge">{t(`common.difficulties.${game.difficulty}`)}</li>
      </ul>
      <p className="muted">{game.summary}</p>
      <p className="muted">
        {t("common.units.minutes", { n: game.playMinutes })} · {t("common.units.players", { min: game.minPlayers, max: game.maxPlayers })}
        {game.rating !== null ? ` · ★ ${game.rating}` : ""}
      </p>
    </li>
  );
}
