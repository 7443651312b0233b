import { Link, useLoaderData } from "@remix-run/react";
import { THEMES } from "../../db/schema/catalogue";
import { useT } from "~/i18n/use-t";
import type { Rails } from "~/lib/catalogue-page.server";
import { PAGE_SIZE } from "~/lib/catalogue-paging";
import type { CatalogueQuery, GameCard as Card } from "~/lib/catalogue.server";
import { CatalogueFilters } from "./catalogue-filters";
import { CataloguePager, pageHref } from "./catalogue-pager";
import { CatalogueRails } from "./catalogue-rails";
import { GameCard } from "./game-card";

/** /escape and /escape/search share this page; the search page puts the focus in the search box. */
export function CataloguePage({ action, heading, searchFirst }: { action: string; heading: string; searchFirst?: boolean }) {
  const { games, hasNext, query, rails } = useLoaderData<{ games: Card[]; hasNext: boolean; query: CatalogueQuery; rails: Rails | null }>();
  const { t } = useT();
  const from = (query.page - 1) * PAGE_SIZE + 1;
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
      {rails ? <CatalogueRails rails={rails} /> : null}
      <section aria-labelledby="results-title">
        <h2 id="results-title">{t(rails ? "catalogue.allGames" : "catalogue.sorts." + query.sort)}</h2>
        <p role="status" className="muted">
          {query.page === 1 && !hasNext
            ? t("catalogue.results", { n: games.length })
            : games.length
              ? t("catalogue.range", { from, to: from + games.length - 1 })
              : t("catalogue.resultsNone")}
        </p>
        {games.length ? (
          <ul className="cards" aria-label={t(heading)}>
            {games.map((game) => (
              <GameCard key={game.id} game={game} />
            ))}
          </ul>
        ) : query.page > 1 ? (
          <p className="notice">
            <Link to={pageHref(action, query, 1)}>{t("catalogue.backToFirst")}</Link>
          </p>
        ) : (
          <p className="notice">{t("catalogue.empty")}</p>
        )}
        <CataloguePager action={action} query={query} hasNext={hasNext} />
      </section>
    </>
  );
}
