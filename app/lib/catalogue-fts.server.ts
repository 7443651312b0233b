import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The catalogue's FTS5 index (migration 0010, ADR 029), declared here for queries only: it lives outside
 * db/schema because drizzle-kit would try to create it as a plain table. Its rowid is the game's rowid.
 */
export const gamesFts = sqliteTable("games_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  creator: text("creator").notNull(),
  codes: text("codes").notNull(),
});
