import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { projects } from "./catalogue";

/**
 * A draft's named versions (ADR 019): the row says what and who; the content is in R2 under `r2Key`
 * (`{r2Key}.yjs`, the document's state, and `{r2Key}.json`, the definition a restore writes back).
 * `auto` marks the version the room's restore keeps of the draft just before ("Before restoring «X»").
 */
export const projectVersions = sqliteTable(
  "project_versions",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id").notNull().references(() => projects.id),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => users.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    // Bytes kept in R2 for it (state and JSON together).
    size: integer("size").notNull().default(0),
    r2Key: text("r2_key").notNull(),
    auto: integer("auto", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("project_versions_project").on(t.projectId, t.createdAt)],
);
