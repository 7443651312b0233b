import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { games } from "./catalogue";
import { playSessions } from "./play";

/**
 * A logged-in player's solo game in progress, one per player and game (spec section 6: a logged-in
 * user saves progress). The room holds the state itself; this row only keeps which session to resume
 * and what the player may read about it on any device: where they were (the room's name as the game
 * shows it), how many puzzles they solved, the timer they saw. Never an answer. Written when the session
 * opens, updated by its room as the player plays, removed when the game ends or is abandoned.
 */
export const savedGames = sqliteTable(
  "saved_games",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    sessionId: text("session_id")
      .notNull()
      .references(() => playSessions.id),
    // Empty until the room first reports (the player has not entered the game yet).
    place: text("place").notNull().default(""),
    solvedCount: integer("solved_count").notNull().default(0),
    timerSeconds: integer("timer_seconds").notNull().default(0),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index("saved_games_session").on(t.sessionId)],
);
