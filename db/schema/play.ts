import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { games } from "./catalogue";

/**
 * Play data: the published definitions the game rooms run, the sessions the backend opened, the
 * results rooms reported, and the achievements logged-in players unlocked.
 */

/**
 * A published game's definitions, one row per publish: a version is never changed once written, so a
 * session always replays the version it started with (ADR 017). `games.current_version` names the one
 * new sessions get. Only the backend and the game rooms (through the service credential) ever read
 * `definition`; pages get `stripSolutions` of it.
 */
export const gameVersions = sqliteTable(
  "game_versions",
  {
    gameId: text("game_id").notNull().references(() => games.id),
    version: integer("version").notNull(),
    // The JSON of a GameDefinition (app/engine), valid when written.
    definition: text("definition").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

/**
 * One play session: what the room of the same id plays. The owner is a user or, for a visitor without
 * an account, the `_pos` visitor id; only the owner gets tickets to a solo session.
 */
export const playSessions = sqliteTable(
  "play_sessions",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id").notNull().references(() => games.id),
    // The published version the session plays and its report is replayed against (ADR 017).
    gameVersion: integer("game_version").notNull().default(1),
    mode: text("mode", { enum: ["solo", "multi"] }).notNull(),
    userId: text("user_id").references(() => users.id),
    visitorId: text("visitor_id"),
    // Demo links (/demoprivate2D) play normally but stay out of the game's stats.
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["open", "ended"] }).notNull().default("open"),
    // Multiplayer (the id is then the session's nine-digit code, never reused; userId is the creator):
    // how many players must be online to start and how many may join, and whether visitors without an
    // account may (a Pro creator's guest invitation).
    minPlayers: integer("min_players"),
    maxPlayers: integer("max_players"),
    guests: integer("guests", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("play_sessions_game").on(t.gameId, t.createdAt), index("play_sessions_user").on(t.userId, t.createdAt)],
);

/** Written once per session when its room reports the end; the session id makes the report idempotent. */
export const playResults = sqliteTable(
  "play_results",
  {
    sessionId: text("session_id").primaryKey().references(() => playSessions.id),
    gameId: text("game_id").notNull().references(() => games.id),
    userId: text("user_id").references(() => users.id),
    visitorId: text("visitor_id"),
    mode: text("mode", { enum: ["solo", "multi"] }).notNull(),
    outcome: text("outcome", { enum: ["won", "lost", "timeUp", "left"] }).notNull(),
    // The timer the player saw (penalties included) and the time actually played.
    timerSeconds: integer("timer_seconds").notNull(),
    playedSeconds: integer("played_seconds").notNull(),
    hintsUsed: integer("hints_used").notNull(),
    wrongAnswers: integer("wrong_answers").notNull(),
    roomsReached: integer("rooms_reached").notNull(),
    // Puzzles solved by the end, from the replayed log; null for results recorded before it was kept.
    puzzlesSolved: integer("puzzles_solved"),
    continuedAfterTimeUp: integer("continued_after_time_up", { mode: "boolean" }).notNull().default(false),
    // JSON list of achievement ids; empty for visitors (spec section 6: they cannot save achievements).
    achievements: text("achievements").notNull().default("[]"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    index("play_results_game").on(t.gameId, t.createdAt),
    index("play_results_user").on(t.userId, t.createdAt),
    // A visitor's own results: whether they may review a game, their progress through a collection's chapters.
    index("play_results_visitor").on(t.visitorId, t.gameId),
  ],
);

export const userAchievements = sqliteTable(
  "user_achievements",
  {
    userId: text("user_id").notNull().references(() => users.id),
    gameId: text("game_id").notNull().references(() => games.id),
    achievementId: text("achievement_id").notNull(),
    sessionId: text("session_id").notNull(),
    unlockedAt: integer("unlocked_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.achievementId] })],
);

/**
 * Who joined a multiplayer session, written when the backend signs their first ticket: a player who
 * drops or reloads comes back under the same subject and name. `kind` says how they joined; the room
 * reports at the end who played (`finished`), and logged-in players get the result and achievements.
 */
export const playParticipants = sqliteTable(
  "play_participants",
  {
    sessionId: text("session_id").notNull().references(() => playSessions.id),
    // The ticket subject: a user id or "visitor:{_pos id}".
    subject: text("subject").notNull(),
    userId: text("user_id").references(() => users.id),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["creator", "user", "guest"] }).notNull(),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    // Set from the room's report: the player was in the session when it ended (or left it themselves).
    finished: integer("finished", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.subject] }),
    index("play_participants_user").on(t.userId, t.joinedAt),
    // A visitor's sessions (subject "visitor:{id}"), as users' are found by user_id.
    index("play_participants_subject").on(t.subject),
  ],
);
