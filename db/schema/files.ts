import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { projects } from "./catalogue";

/** What a project file's bytes were found to be (ADR 016): the type comes from the content, never the name. */
export const FILE_KINDS = ["image", "panorama", "sound", "model"] as const;

/**
 * A file uploaded to a project (issue 12, ADR 016). The bytes live in R2 under `key`
 * (`projects/<fileUid>/<random>.<ext>`, never reused); the folder and name are only how the creator
 * files it, so renaming or moving never touches R2 nor the URLs a draft or a published game holds.
 */
export const projectFiles = sqliteTable(
  "project_files",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull().references(() => users.id),
    projectId: text("project_id").notNull().references(() => projects.id),
    // "/" or "/a/b": folders exist while a file is in them.
    folder: text("folder").notNull().default("/"),
    name: text("name").notNull(),
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("project_files_folder").on(t.projectId, t.folder)],
);
