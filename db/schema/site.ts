import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

export const BLOG_STATUSES = ["draft", "published"] as const;

/**
 * Blog categories of spec section 3: 0 product, 1 escape game, 2 ideas, 3 games, 4 rooms. `body` is markdown,
 * rendered safely (no raw HTML). A scheduled post is a published one whose `publishedAt` is still to come: the
 * public queries compare it with the time of the request, so no cron has to flip it.
 */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    language: text("language").notNull(),
    category: integer("category").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    coverPath: text("cover_path"),
    status: text("status", { enum: BLOG_STATUSES }).notNull().default("draft"),
    // Null while a draft was never published or scheduled.
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("blog_public").on(t.language, t.status, t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  locale: text("locale").notNull(),
  visitorId: text("visitor_id"),
  status: text("status", { enum: ["received", "sent", "answered"] }).notNull().default("received"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch() * 1000)`),
});
