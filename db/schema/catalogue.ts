import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

export const GAME_TYPES = ["classic", "interface", "360"] as const;
export const THEMES = ["adventure", "fantastic", "horror", "investigation"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
/** The languages a game can be written in: the sites' dictionary languages (ch and be are French). */
export const GAME_LANGUAGES = ["fr", "de", "en", "es", "it"] as const;

export const projects = sqliteTable("projects", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull().references(() => users.id),
  type: text("type", { enum: GAME_TYPES }).notNull(),
  title: text("title").notNull(),
  // The draft game definition (JSON) the editor saves and test-play runs; null until the first save.
  draft: text("draft"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  // Soft delete: the workspace lists a deleted project apart, restorable for 30 days (app/lib/projects).
  deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  // The starter it was created from (a demo game id), null when started blank.
  starterId: text("starter_id"),
  // The cover image's file key once files exist; null shows the type's default.
  coverKey: text("cover_key"),
  // The workspace's global image and sound (spec section 3): R2 keys of this project's files, or null.
  globalImageKey: text("global_image_key"),
  globalSoundKey: text("global_sound_key"),
}, (t) => [index("projects_owner").on(t.ownerId, t.deletedAt)]);

/**
 * A published game's catalogue entry. Play counters are kept here and bumped when a session ends,
 * so the catalogue and the home statistics never scan play results. The rating counters and the
 * 7-day plays are kept by triggers (migration 0010, ADR 029): no code path can make them disagree
 * with the approved reviews and the daily plays.
 */
export const games = sqliteTable(
  "games",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id").references(() => projects.id),
    creatorId: text("creator_id").notNull().references(() => users.id),
    type: text("type", { enum: GAME_TYPES }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    // The language the game is written in, shown on its card and page and filtered on in the catalogue.
    language: text("language", { enum: GAME_LANGUAGES }).notNull().default("fr"),
    theme: text("theme", { enum: THEMES }).notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    coverPath: text("cover_path"),
    minPlayers: integer("min_players").notNull().default(1),
    maxPlayers: integer("max_players").notNull().default(6),
    recommendedAge: integer("recommended_age").notNull().default(10),
    playMinutes: integer("play_minutes").notNull().default(30),
    hintRechargeSeconds: integer("hint_recharge_seconds").notNull().default(120),
    skillSearch: integer("skill_search").notNull().default(3),
    skillManipulation: integer("skill_manipulation").notNull().default(3),
    skillReflection: integer("skill_reflection").notNull().default(3),
    solo: integer("solo", { mode: "boolean" }).notNull().default(true),
    multi: integer("multi", { mode: "boolean" }).notNull().default(false),
    visibility: text("visibility", { enum: ["public", "private", "unlisted"] }).notNull().default("public"),
    status: text("status", { enum: ["online", "offline", "removed"] }).notNull().default("online"),
    // Who may play (spec section 4): anyone, account holders only, or holders of the activation key.
    access: text("access", { enum: ["open", "account", "key"] }).notNull().default("open"),
    // SHA-256 (hex) of the activation key when access is "key".
    accessKeyHash: text("access_key_hash"),
    // The game_versions row new sessions play; a publish adds a version and moves this (ADR 017).
    currentVersion: integer("current_version").notNull().default(1),
    // The creator lets logged-in users import the current version as a project of their own (spec section 4).
    allowReuse: integer("allow_reuse", { mode: "boolean" }).notNull().default(false),
    startedCount: integer("started_count").notNull().default(0),
    playedCount: integer("played_count").notNull().default(0),
    wonCount: integer("won_count").notNull().default(0),
    totalSeconds: integer("total_seconds").notNull().default(0),
    totalHints: integer("total_hints").notNull().default(0),
    // Sum and count of the approved reviews' ratings (triggers on reviews keep them).
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    // Plays of the last 7 days, the trending order (triggers add today's plays; the hourly cron drops old days).
    plays7d: integer("plays_7d").notNull().default(0),
    // Visitors without an account may review it after a finished session (shown as guests).
    guestReviews: integer("guest_reviews", { mode: "boolean" }).notNull().default(true),
    // Hidden by a moderator after a report (ADR 028): no page, out of the catalogue, the reason told to the creator.
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenReason: text("hidden_reason"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    // One per catalogue order (latest, popular, trending), each led by the listed condition.
    index("games_catalogue").on(t.status, t.visibility, t.publishedAt),
    index("games_popular").on(t.status, t.visibility, t.playedCount, t.ratingSum),
    index("games_trending").on(t.status, t.visibility, t.plays7d, t.publishedAt),
    index("games_creator").on(t.creatorId, t.publishedAt),
    // A project's game: its publish panel and its workspace card find it from the project.
    index("games_project").on(t.projectId),
  ],
);

/**
 * Review statuses (spec section 4): sent (`pending`), visible after moderation (`approved`), refused by
 * a moderator with a reason told to its author (`rejected`), deleted by its author (`removed`). An edit
 * sets `edited` and sends it back to `pending`.
 */
export const REVIEW_STATUSES = ["pending", "approved", "rejected", "removed"] as const;

export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id").notNull().references(() => games.id),
    userId: text("user_id").references(() => users.id),
    // A visitor's review: its `_pos` visitor id (to edit or delete it) and the label shown instead of a name.
    visitorId: text("visitor_id"),
    guestLabel: text("guest_label"),
    // The finished session that entitled its author to review.
    sessionId: text("session_id"),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    playSeconds: integer("play_seconds"),
    hintsUsed: integer("hints_used"),
    edited: integer("edited", { mode: "boolean" }).notNull().default(false),
    moderatedBy: text("moderated_by").references(() => users.id),
    moderatedAt: integer("moderated_at", { mode: "timestamp_ms" }),
    rejectionReason: text("rejection_reason"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("reviews_game").on(t.gameId, t.status, t.createdAt),
    index("reviews_queue").on(t.status, t.createdAt),
    // One live review per person and game.
    uniqueIndex("reviews_one_per_user").on(t.gameId, t.userId).where(sql`${t.userId} IS NOT NULL AND ${t.status} <> 'removed'`),
    uniqueIndex("reviews_one_per_visitor").on(t.gameId, t.visitorId).where(sql`${t.visitorId} IS NOT NULL AND ${t.status} <> 'removed'`),
    index("reviews_user").on(t.userId, t.createdAt),
  ],
);

/** The storage bonus is granted once per person and game, even if the review is deleted and written again. */
export const reviewBonuses = sqliteTable(
  "review_bonuses",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull().references(() => games.id),
    bytes: integer("bytes").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);
