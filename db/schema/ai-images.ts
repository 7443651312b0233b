import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * AI images generated per account and calendar month (issue 27, ADR 045): one row per owner and UTC month
 * ("2026-11"), `used` taken by one conditional upsert before the model runs and given back if it fails, so
 * two requests racing for the last image of the plan cannot both have it. A new month is a new row, at 0.
 */
export const aiImageMonths = sqliteTable(
  "ai_image_months",
  {
    ownerId: text("owner_id").notNull().references(() => users.id),
    month: text("month").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month] })],
);
