import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { projects } from "./catalogue";

/**
 * A test-play session (ADR 020): a creator plays a draft through a game room like any session, but
 * nothing of it is a game's play. Its own table rather than a flag on play_sessions, so no stat,
 * counter, result page, achievement or review (which all read play_sessions or play_results) can
 * ever count one, and a project that was never published needs no game row.
 */
export const testSessions = sqliteTable(
  "test_sessions",
  {
    // Also the game room's name, drawn from the same alphabet as play session ids.
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // Who started it: the only subject the room admits (the owner, or later a collaborator).
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The draft's JSON when the session started, valid then: the room plays this frozen copy, answers included.
    definition: text("definition").notNull(),
    status: text("status", { enum: ["open", "ended"] }).notNull().default("open"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("test_sessions_created").on(t.createdAt), index("test_sessions_user").on(t.userId, t.createdAt)],
);
