import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Usage events counted per UTC day (ADR 048) where Workers Analytics Engine is not bound: `npm start`, the tests,
 * any deployment without the dataset. Miniflare's Analytics Engine drops every data point and has no SQL API, so
 * this table is the local dataset. One upsert per event; nothing in a row names a person.
 */
export const usageEventDays = sqliteTable(
  "usage_event_days",
  {
    event: text("event").notNull(),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.event, t.day] })],
);
