import { inArray } from "drizzle-orm";
import { platformCounters } from "../../db/schema";
import { LOCALES, type LocaleCode } from "~/i18n/locales";
import type { Database } from "./db.server";
import { numberFormat } from "./intl-formats";

export type PlatformStats = { gamesPlayed: number; gamesOnline: number; projects: number; reviews: number };
/** The same figures as the site's locale writes them ("1 269" in French, "1,269" in English). */
export type PlatformFigures = Record<keyof PlatformStats, string>;

const NAMES = { gamesPlayed: "games_played", gamesOnline: "games_online", projects: "projects", reviews: "reviews" } as const;

/**
 * The home page's four figures: counters the triggers of migration 0010 keep as games, projects and
 * reviews change (ADR 029), read in one indexed statement, never a scan. Reviews are the published
 * reviews of the games that have a page, by the same definitions the game pages use.
 */
export function platformStatsQuery(db: Database) {
  return db.select().from(platformCounters).where(inArray(platformCounters.name, Object.values(NAMES)));
}

export function toPlatformStats(rows: { name: string; value: number }[]): PlatformStats {
  const value = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0);
  return {
    gamesPlayed: value(NAMES.gamesPlayed),
    gamesOnline: value(NAMES.gamesOnline),
    projects: value(NAMES.projects),
    reviews: value(NAMES.reviews),
  };
}

export async function platformStats(db: Database): Promise<PlatformStats> {
  return toPlatformStats(await platformStatsQuery(db));
}

/**
 * Written on the server, so a page showing the figures builds no Intl.NumberFormat in the browser: the first
 * one a page makes loads the locale's number data, about 20 ms of main thread on a fast machine, during hydration.
 */
export function platformFigures(stats: PlatformStats, locale: LocaleCode): PlatformFigures {
  const number = numberFormat(LOCALES[locale].locale);
  return {
    gamesPlayed: number.format(stats.gamesPlayed),
    gamesOnline: number.format(stats.gamesOnline),
    projects: number.format(stats.projects),
    reviews: number.format(stats.reviews),
  };
}
