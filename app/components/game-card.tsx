import { Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { GameCard as Card } from "~/lib/catalogue.server";
import { GameRating } from "./game-rating";
import { GameTags } from "./game-tags";

export function GameCard({ game, headingLevel = 3 }: { game: Card; headingLevel?: 2 | 3 }) {
  const { t, locale } = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Title and summary are in the game's language: say so when it is not the page's (WCAG 3.1.2).
  const lang = game.language === LOCALES[locale].language ? undefined : game.language;
  return (
    <li className="card game-card">
      <img src={game.coverPath ?? "/images/covers/default.svg"} alt="" width={320} height={180} loading="lazy" />
      <Heading lang={lang}>
        <Link to={`/escape/${game.id}`}>{game.title}</Link>
      </Heading>
      <GameTags game={game} label={game.title} />
      <p className="muted" lang={lang}>
        {game.summary}
      </p>
      <p className="muted">
        {t("common.units.minutes", { n: game.playMinutes })} · {t("common.units.players", { min: game.minPlayers, max: game.maxPlayers })}
        {game.rating !== null ? (
          <>
            {" · "}
            <GameRating rating={game.rating} count={game.ratingCount} />
          </>
        ) : null}
      </p>
    </li>
  );
}
