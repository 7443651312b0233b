import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { projects } from "./catalogue";

/**
 * White label (ADR 041): a Company account's brand, shown instead of the platform's on its white-label games'
 * pages, and which of its projects are white-label. The brand is read while the owner is on the Company plan only.
 */
export const companyBrands = sqliteTable("company_brands", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  // An image among the account's project files (its R2 key), or none.
  logoKey: text("logo_key"),
  // #rrggbb, checked for WCAG AA contrast when chosen (app/lib/brand/contrast.ts).
  primaryColor: text("primary_color").notNull(),
  accentColor: text("accent_color").notNull(),
  supportEmail: text("support_email"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});

/** A row per white-label project; `listed`: its game stays in the public catalogue all the same. */
export const whiteLabelProjects = sqliteTable("white_label_projects", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  listed: integer("listed", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});
