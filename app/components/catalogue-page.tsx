import { Link, useLoaderData } from "@remix-run/react";
import { THEMES } from "../../db/schema/catalogue";
import { useT } from "~/i18n/use-t";
import type { CatalogueQuery, GameCard as Card } from "~/lib/catalogue.server";
import { CatalogueFilters } from "./catalogue-filters";
import { GameCard } from "./game-card";

/** /escape and /escape/search share this page; the search page puts the focus in the search box. */
export function CataloguePage({ action, heading, searchFirst }: { action: string; heading: string; searchFirst?: boolean }) {
  const { games, query } = useLoaderData<{ games: Card[]; query: CatalogueQuery }>();
  const { t } = useT();
  return (
    <>
      <h1>{t(heading)}</h1>
      <p className="lead">{t("catalogue.intro")}</p>
      <CatalogueFilters query={query} action={action} autoFocus={searchFirst} />
      <nav aria-labelledby="themes-title" className="theme-links">
        <h2 id="themes-title">{t("catalogue.themesTitle")}</h2>
        <ul className="tags">
          {THEMES.map((theme) => (
            <li key={theme}>
              <Link className="badge" to={`${action}?theme=${theme}`} aria-current={query.theme === theme ? "true" : undefined}>
                {t(`common.themes.${theme}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="muted">
        {t("catalogue.results", { n: games.length })}
      </p>
      {games.length ? (
        <ul className="cards" aria-label={t(heading)}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      ) : (
        <p className="notice">{t("catalogue.empty")}</p>
      )}
    </>
  );
}
