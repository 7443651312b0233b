import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PAGE_SIZE } from "./catalogue-paging";
import { catalogueQuery, parseCatalogueQuery, railQuery, toCards, type CatalogueQuery, type GameCard } from "./catalogue.server";
import type { Database } from "./db.server";
import { pageTexts } from "./page.server";
import { rollIfLate, trendingDayQuery } from "./trending.server";

export type Rails = { trending: GameCard[]; popular: GameCard[]; latest: GameCard[] };
export const RAIL_SIZE = 4;

/** The three rails and the trending window's day, in one D1 round trip with the page's own queries. */
export function railsQueries(db: Database) {
  return [railQuery(db, "trending", RAIL_SIZE), railQuery(db, "popular", RAIL_SIZE), railQuery(db, "latest", RAIL_SIZE), trendingDayQuery(db)] as const;
}

export function toRails([trending, popular, latest]: readonly [Parameters<typeof toCards>[0], Parameters<typeof toCards>[0], Parameters<typeof toCards>[0], ...unknown[]]): Rails {
  return { trending: toCards(trending), popular: toCards(popular), latest: toCards(latest) };
}

/** A bare catalogue address: no search, no filter, first page (the one that shows the rails). */
function browsing(query: CatalogueQuery): boolean {
  return !query.q && !query.theme && !query.difficulty && !query.type && !query.language && query.page === 1;
}

/**
 * The loader of /escape and /escape/search: the query lives in the URL, one page of 24 at a time
 * (`page`), one more row read to know whether a next page exists. /escape without filters opens with
 * the trending, popular and latest rails.
 */
export async function loadCatalogue({ request, context }: LoaderFunctionArgs, titleKey: string, withRails: boolean) {
  const { db, locale } = context;
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const texts = pageTexts(context, ["catalogue"], { title: titleKey, description: "catalogue.description" });
  const list = catalogueQuery(db, query, locale);
  let rows: Awaited<typeof list>;
  let rails: Rails | null = null;
  if (withRails && browsing(query)) {
    const [page, ...railRows] = await db.batch([list, ...railsQueries(db)]);
    rows = page;
    rails = toRails(railRows);
    rollIfLate(db, railRows[3][0]?.value, (promise) => context.ctx.waitUntil(promise));
  } else {
    rows = await list;
  }
  const games = toCards(rows);
  return { ...texts, games: games.slice(0, PAGE_SIZE), hasNext: games.length > PAGE_SIZE, query, rails };
}
