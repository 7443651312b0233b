import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { Rails } from "~/lib/catalogue-page.server";
import { GameCard } from "./game-card";

const ORDER = ["trending", "popular", "latest"] as const;

/** Trending, popular and latest, a few cards each, with the full list in that order one link away. */
export function CatalogueRails({ rails, headingLevel = 2 }: { rails: Rails; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {ORDER.map((sort) => {
        const name = t(`catalogue.rails.${sort}.title`);
        return (
          <section key={sort} className="catalogue-rail" aria-labelledby={`rail-${sort}`} data-testid={`rail-${sort}`}>
            <Heading id={`rail-${sort}`}>{name}</Heading>
            <p className="muted">{t(`catalogue.rails.${sort}.text`)}</p>
            {rails[sort].length ? (
              <ul className="cards">
                {rails[sort].map((game) => (
                  <GameCard key={game.id} game={game} />
                ))}
              </ul>
            ) : (
              <p>{t("catalogue.rails.empty")}</p>
            )}
            <p>
              <Link to={`/escape/search?sort=${sort}`}>{t("catalogue.rails.seeAll", { name })}</Link>
            </p>
          </section>
        );
      })}
    </>
  );
}
