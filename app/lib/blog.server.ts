import { and, desc, eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import type { Database } from "./db.server";


/** Posts in the site's language; a language with no posts yet shows the French ones (the fallback). */
export async function listPosts(db: Database, language: string, category?: number) {
  const columns = {
    id: blogPosts.id,
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
      .where(and(eq(blogPosts.language, lang), category === undefined ? undefined : eq(blogPosts.category, category)))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(50);
  let rows = await query(language);
  if (rows.length === 0 && language !== "fr" && category === undefined) rows = await query("fr");
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.getTime() }));
}

export async function getPost(db: Database, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? { ...row, publishedAt: row.publishedAt.getTime() } : null;
}
