import { and, desc, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import * as v from "valibot";
import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, games, THEMES, users } from "../../db/schema";
import type { LocaleCode } from "~/i18n/locales";
import { gamesFts } from "./catalogue-fts.server";
import { PAGE_SIZE } from "./catalogue-paging";
import { matchExpression, withFilterCodes } from "./catalogue-search.server";
import type { Database } from "./db.server";
import { ratingColumns, ratingOf } from "./ratings.server";
import { notHiddenWhiteLabel } from "./brand/catalogue-rule";

export type GameCard = {
  id: string;
  title: string;
  summary: string;
  type: (typeof GAME_TYPES)[number];
  theme: (typeof THEMES)[number];
  difficulty: (typeof DIFFICULTIES)[number];
  language: (typeof GAME_LANGUAGES)[number];
  coverPath: string | null;
  playMinutes: number;
  minPlayers: number;
  maxPlayers: number;
  creatorName: string;
  /** The average of its published reviews to one decimal, null without any. */
  rating: number | null;
  ratingCount: number;
};

/** The columns of a game card, for a select from `games` joined with its creator. */
export const cardColumns = {
  id: games.id,
  title: games.title,
  summary: games.summary,
  type: games.type,
  theme: games.theme,
  difficulty: games.difficulty,
  language: games.language,
  coverPath: games.coverPath,
  playMinutes: games.playMinutes,
  minPlayers: games.minPlayers,
  maxPlayers: games.maxPlayers,
  creatorName: users.username,
  ...ratingColumns,
};

export const SORTS = ["trending", "popular", "latest"] as const;
type Sort = (typeof SORTS)[number];

/** Listed in the catalogue: online, public, not hidden by moderation, not a white-label game kept out of it (ADR 041). */
export const listed = and(eq(games.status, "online"), eq(games.visibility, "public"), isNull(games.hiddenAt), notHiddenWhiteLabel);

type CardRow = { ratingAverage: number | string | null } & Omit<GameCard, "rating">;
function toCard({ ratingAverage, ...row }: CardRow): GameCard {
  return { ...row, rating: ratingOf(ratingAverage, row.ratingCount) };
}

const MAX_PAGE = 400;

/** Catalogue query of /escape, from the URL's search parameters (anything unknown is ignored). */
export const catalogueQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ""),
  theme: v.optional(v.picklist(THEMES)),
  difficulty: v.optional(v.picklist(DIFFICULTIES)),
  type: v.optional(v.picklist(GAME_TYPES)),
  language: v.optional(v.picklist(GAME_LANGUAGES)),
  sort: v.optional(v.picklist(SORTS), "trending"),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE)), "1"),
});
export type CatalogueQuery = v.InferOutput<typeof catalogueQuerySchema>;
export type CatalogueFilters = Omit<CatalogueQuery, "page"> & { page?: number };

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  const parsed = v.safeParse(catalogueQuerySchema, raw);
  if (parsed.success) return parsed.output;
  // A bad filter (an old link, a typo) drops that filter rather than failing the page.
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const one = v.safeParse(catalogueQuerySchema, { [key]: value });
    if (one.success && key in catalogueQuerySchema.entries) clean[key] = value;
  }
  return v.parse(catalogueQuerySchema, clean);
}

/**
 * Trending is the plays of the last 7 days, popular the plays of all time then the stars, latest the
 * publication date; each has its index (ADR 029). `byIndex: false` keeps SQLite from walking a sort
 * index when a search already narrowed the games down: the unary + hides the column from the planner.
 */
function orderOf(sort: Sort, byIndex: boolean): SQL[] {
  const column = (c: SQLWrapper) => (byIndex ? sql`${c}` : sql`+${c}`);
  switch (sort) {
    case "trending":
      return [sql`${column(games.plays7d)} DESC`, desc(games.publishedAt), desc(games.id)];
    case "popular":
      // Stars given break ties between games played as often: the index holds both, so a rail reads in order.
      return [sql`${column(games.playedCount)} DESC`, sql`${column(games.ratingSum)} DESC`, desc(games.id)];
    case "latest":
      return [sql`${column(games.publishedAt)} DESC`, desc(games.id)];
  }
}

/**
 * The query, not yet run, so a page can batch it with others into one D1 round trip. The site's
 * locale is the language the search words are read in ("horreur" on escaplay.fr, "Horror" on escaplay.de).
 * A search starts from the full-text index and reads only the games it matches.
 */
export function catalogueQuery(db: Database, query: CatalogueFilters, locale: LocaleCode, limit = PAGE_SIZE + 1) {
  const filters: (SQL | undefined)[] = [listed];
  if (query.theme) filters.push(eq(games.theme, query.theme));
  if (query.difficulty) filters.push(eq(games.difficulty, query.difficulty));
  if (query.type) filters.push(eq(games.type, query.type));
  if (query.language) filters.push(eq(games.language, query.language));
  const offset = ((query.page ?? 1) - 1) * PAGE_SIZE;
  const words = query.q ? matchExpression(query.q, locale) : undefined;
  if (query.q && !words) filters.push(sql`0`);
  const match = words && withFilterCodes(words, query);
  if (match) {
    return db
      .select(cardColumns)
      .from(gamesFts)
      .innerJoin(games, sql`${games}.rowid = ${gamesFts.rowid}`)
      .innerJoin(users, eq(users.id, games.creatorId))
      .where(and(sql`${gamesFts} MATCH ${match}`, ...filters))
      .orderBy(...orderOf(query.sort, false))
      .limit(limit)
      .offset(offset);
  }
  return db
    .select(cardColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(...filters))
    .orderBy(...orderOf(query.sort, true))
    .limit(limit)
    .offset(offset);
}

export function toCards(rows: CardRow[]): GameCard[] {
  return rows.map(toCard);
}

/** One page of the catalogue, and whether another follows. */
export async function searchCatalogue(db: Database, query: CatalogueFilters, locale: LocaleCode): Promise<{ games: GameCard[]; hasNext: boolean }> {
  const rows = toCards(await catalogueQuery(db, query, locale));
  return { games: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE };
}

/** The most played listed games of a game's theme, itself aside: known from its id alone, so read beside it. */
export function relatedQuery(db: Database, gameId: string, size: number) {
  const sameTheme = sql`${games.theme} = (SELECT g.theme FROM ${games} AS g WHERE g.id = ${gameId})`;
  return db
    .select(cardColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(listed, sameTheme, sql`${games.id} <> ${gameId}`))
    .orderBy(...orderOf("popular", true))
    .limit(size);
}

/** A few games of one order, for a rail (home, /escape). */
export function railQuery(db: Database, sort: Sort, size: number, filters: Partial<Pick<CatalogueQuery, "theme">> = {}) {
  return catalogueQuery(db, { q: "", sort, ...filters }, "fr", size);
}

