import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { games } from "./catalogue";

/** The eight reasons of a game report (spec section 3, Game report), in the order the dialog lists them. */
export const REPORT_REASONS = ["unplayable", "sexual", "violent", "hateful", "harassment", "dangerous", "child_abuse", "spam"] as const;

/**
 * A report of a game by a logged-in user: reason and description both required (spec section 5). It is
 * `open` until a moderator hides the game (`actioned`) or dismisses it (`dismissed`); one open report per
 * person and game.
 */
export const gameReports = sqliteTable(
  "game_reports",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id").notNull().references(() => games.id),
    reporterId: text("reporter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["open", "actioned", "dismissed"] }).notNull().default("open"),
    decidedBy: text("decided_by").references(() => users.id),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    // What the moderator wrote: told to the creator when the game is hidden.
    decisionNote: text("decision_note"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    uniqueIndex("game_reports_one_open").on(t.gameId, t.reporterId).where(sql`${t.status} = 'open'`),
    index("game_reports_queue").on(t.status, t.createdAt),
    index("game_reports_reporter").on(t.reporterId, t.createdAt),
  ],
);

/** A collection of chapters (beta, plans with collections): published games of one creator, in order. */
export const collections = sqliteTable(
  "collections",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("collections_owner").on(t.ownerId)],
);

/** A game is a chapter of at most one collection; `position` orders the chapters from 1. */
export const collectionGames = sqliteTable(
  "collection_games",
  {
    collectionId: text("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull().references(() => games.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.gameId] }), uniqueIndex("collection_games_game").on(t.gameId), index("collection_games_order").on(t.collectionId, t.position)],
);

/**
 * Plays per game and UTC day (day = days since 1970-01-01), kept by a trigger on `games.played_count`:
 * the trending order sums the last 7 days of it into `games.plays_7d` (ADR 029).
 */
export const gameDailyPlays = sqliteTable(
  "game_daily_plays",
  {
    gameId: text("game_id").notNull().references(() => games.id),
    day: integer("day").notNull(),
    plays: integer("plays").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.day] }), index("game_daily_plays_day").on(t.day)],
);

/**
 * The home page's figures, each a counter triggers keep (migration 0010): `games_played`,
 * `games_online`, `projects`, `reviews`; and `trending_day`, the last day the 7-day plays were rolled.
 */
export const platformCounters = sqliteTable("platform_counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});
