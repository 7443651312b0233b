import { and, desc, eq, lte } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * What visitors read (ADR 051): published posts whose time has come. A scheduled post is a published one dated in
 * the future, so it appears by itself at its time, with no cron.
 */
const isPublic = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now));

/** Posts in the site's language; a language with no posts yet shows the French ones (the fallback). */
export async function listPosts(db: Database, language: string, category?: number, now = new Date()) {
  const columns = {
    id: blogPosts.id,
    language: blogPosts.language,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    category: blogPosts.category,
    coverPath: blogPosts.coverPath,
    publishedAt: blogPosts.publishedAt,
  };
  const query = (lang: string) =>
    db
      .select(columns)
      .from(blogPosts)
      .where(and(eq(blogPosts.language, lang), isPublic(now), category === undefined ? undefined : eq(blogPosts.category, category)))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(50);
  let rows = await query(language);
  if (rows.length === 0 && language !== "fr" && category === undefined) rows = await query("fr");
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.getTime() ?? 0 }));
}

export async function getPost(db: Database, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isPublic(now)))
    .limit(1);
  return row ? { ...row, publishedAt: row.publishedAt?.getTime() ?? 0, updatedAt: row.updatedAt.getTime(), createdAt: row.createdAt.getTime() } : null;
}
