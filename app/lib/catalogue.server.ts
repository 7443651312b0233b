import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { DIFFICULTIES, GAME_LANGUAGES, GAME_TYPES, games, THEMES, users } from "../../db/schema";
import type { LocaleCode } from "~/i18n/locales";
import { searchCondition } from "./catalogue-search.server";
import type { Database } from "./db.server";
import { ratingColumns, ratingOf } from "./ratings.server";

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

const cardColumns = {
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

const listed = and(eq(games.status, "online"), eq(games.visibility, "public"), isNull(games.hiddenAt));

type CardRow = { ratingAverage: number | string | null } & Omit<GameCard, "rating">;
function toCard({ ratingAverage, ...row }: CardRow): GameCard {
  return { ...row, rating: ratingOf(ratingAverage, row.ratingCount) };
}

/** Catalogue query of /escape, from the URL's search parameters (anything unknown is ignored). */
export const catalogueQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ""),
  theme: v.optional(v.picklist(THEMES)),
  difficulty: v.optional(v.picklist(DIFFICULTIES)),
  type: v.optional(v.picklist(GAME_TYPES)),
  language: v.optional(v.picklist(GAME_LANGUAGES)),
  sort: v.optional(v.picklist(["trending", "popular", "latest"]), "trending"),
});
export type CatalogueQuery = v.InferOutput<typeof catalogueQuerySchema>;

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

/** Trending weighs recent plays over age; popular is all-time plays; latest is publication date. */
const ORDER: Record<CatalogueQuery["sort"], SQL[]> = {
  trending: [desc(sql`(${games.playedCount} + 1.0) / ((unixepoch() * 1000 - ${games.publishedAt}) / 86400000.0 + 2)`)],
  popular: [desc(games.playedCount), desc(games.publishedAt)],
  latest: [desc(games.publishedAt)],
};

/**
 * The query, not yet run, so a page can batch it with others into one D1 round trip. The site's
 * locale is the language the search words are read in ("horreur" on escaplay.fr, "Horror" on escaplay.de).
 */
export function catalogueQuery(db: Database, query: CatalogueQuery, locale: LocaleCode, limit = 48) {
  const filters: (SQL | undefined)[] = [listed];
  if (query.theme) filters.push(eq(games.theme, query.theme));
  if (query.difficulty) filters.push(eq(games.difficulty, query.difficulty));
  if (query.type) filters.push(eq(games.type, query.type));
  if (query.language) filters.push(eq(games.language, query.language));
  if (query.q) filters.push(searchCondition(query.q, locale));
  return db
    .select(cardColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(...filters))
    .orderBy(...ORDER[query.sort])
    .limit(limit);
}

export function toCards(rows: CardRow[]): GameCard[] {
  return rows.map(toCard);
}

export async function searchCatalogue(db: Database, query: CatalogueQuery, locale: LocaleCode, limit = 48): Promise<GameCard[]> {
  return toCards(await catalogueQuery(db, query, locale, limit));
}

export async function gamesByCreator(db: Database, creatorId: string): Promise<GameCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(games)
    .innerJoin(users, eq(users.id, games.creatorId))
    .where(and(listed, eq(games.creatorId, creatorId)))
    .orderBy(desc(games.publishedAt));
  return rows.map(toCard);
}

