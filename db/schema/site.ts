import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Blog categories of spec section 3: 0 product, 1 escape game, 2 ideas, 3 games, 4 rooms. */
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
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("blog_language").on(t.language, t.publishedAt)],
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
