import { and, desc, eq, gt, lte } from "drizzle-orm";
import { blogPosts, staffActions, users, type StaffActionKind } from "../../../db/schema";
import { randomId } from "../accounts/random.server";
import type { Staff } from "../admin/staff.server";
import type { Database } from "../db.server";
import { postState, type PostErrors, type PostInput, type PostState, type SaveIntent } from "./post-form";

/**
 * The back office's side of the blog (ADR 051): every post whatever its state, and the writes, each in one D1
 * batch with its line in the audit log (ADR 038), so a change is never without its line.
 */

export type StaffPostFilter = { language?: string; category?: number; state?: PostState };

export async function staffPostList(db: Database, filter: StaffPostFilter, now: Date) {
  const state =
    filter.state === "draft"
      ? eq(blogPosts.status, "draft")
      : filter.state === "scheduled"
        ? and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, now))
        : filter.state === "published"
          ? and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now))
          : undefined;
  const rows = await db
    .select({
      id: blogPosts.id,
      language: blogPosts.language,
      category: blogPosts.category,
      title: blogPosts.title,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      author: users.username,
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(
      and(
        filter.language ? eq(blogPosts.language, filter.language) : undefined,
        filter.category === undefined ? undefined : eq(blogPosts.category, filter.category),
        state,
      ),
    )
    .orderBy(desc(blogPosts.updatedAt))
    .limit(200);
  return rows.map(({ publishedAt, updatedAt, status, ...row }) => ({
    ...row,
    publishedAt: publishedAt?.getTime() ?? null,
    updatedAt: updatedAt.getTime(),
    state: postState(status, publishedAt?.getTime() ?? null, now.getTime()),
  }));
}

export type StaffPostRow = Awaited<ReturnType<typeof staffPostList>>[number];

export async function staffPost(db: Database, id: string, now: Date) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) return null;
  const publishedAt = row.publishedAt?.getTime() ?? null;
  return {
    id: row.id,
    language: row.language,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverPath: row.coverPath ?? "",
    publishedAt,
    updatedAt: row.updatedAt.getTime(),
    state: postState(row.status, publishedAt, now.getTime()),
  };
}

export type StaffPost = NonNullable<Awaited<ReturnType<typeof staffPost>>>;

function auditRow(staff: Staff, action: StaffActionKind, post: { id: string; title: string }, detail: Record<string, string | number | null>, now: Date) {
  return {
    id: randomId("a"),
    staffId: staff.id,
    staffName: staff.username,
    action,
    targetId: post.id,
    targetName: post.title,
    reason: "",
    detail: JSON.stringify(detail),
    createdAt: now,
  };
}

const AUDIT_KIND: Record<SaveIntent, StaffActionKind> = { draft: "blog-save", publish: "blog-publish", schedule: "blog-schedule" };

export type SaveResult = { ok: true; id: string; state: PostState } | { ok: false; errors: PostErrors } | { ok: false; gone: true };

/**
 * Creates (`existingId` null) or updates a post. Publishing keeps the date of a post already public (an edit is not
 * news); publishing a draft or a scheduled post dates it now; a draft has no date.
 */
export async function savePost(db: Database, staff: Staff, existingId: string | null, input: PostInput & { when: Date | null }, intent: SaveIntent, now: Date): Promise<SaveResult> {
  const before = existingId ? await staffPost(db, existingId, now) : null;
  if (existingId && !before) return { ok: false, gone: true };
  const publishedAt =
    intent === "draft" ? null : intent === "schedule" ? input.when : before?.state === "published" && before.publishedAt !== null ? new Date(before.publishedAt) : now;
  const values = {
    language: input.language,
    category: input.category,
    title: input.title,
    excerpt: input.excerpt,
    body: input.body,
    coverPath: input.coverPath || null,
    status: intent === "draft" ? ("draft" as const) : ("published" as const),
    publishedAt,
    updatedAt: now,
  };
  const id = existingId ?? input.id;
  const detail = { language: input.language, publishedAt: publishedAt?.getTime() ?? null };
  const line = db.insert(staffActions).values(auditRow(staff, AUDIT_KIND[intent], { id, title: input.title }, detail, now));
  if (existingId) {
    await db.batch([db.update(blogPosts).set(values).where(eq(blogPosts.id, existingId)), line]);
  } else {
    try {
      await db.batch([db.insert(blogPosts).values({ ...values, id, authorId: staff.id, createdAt: now }), line]);
    } catch (error) {
      // The batch is one transaction: a taken address writes neither the post nor its line.
      if (String(error).includes("UNIQUE")) return { ok: false, errors: { id: "taken" } };
      throw error;
    }
  }
  return { ok: true, id, state: postState(values.status, publishedAt?.getTime() ?? null, now.getTime()) };
}

/** Back to draft: gone from the public blog and its feed at once. */
export async function unpublishPost(db: Database, staff: Staff, id: string, now: Date): Promise<boolean> {
  const post = await staffPost(db, id, now);
  if (!post) return false;
  await db.batch([
    db.update(blogPosts).set({ status: "draft", publishedAt: null, updatedAt: now }).where(eq(blogPosts.id, id)),
    db.insert(staffActions).values(auditRow(staff, "blog-unpublish", post, { language: post.language, publishedAt: null }, now)),
  ]);
  return true;
}

export async function deletePost(db: Database, staff: Staff, id: string, now: Date): Promise<boolean> {
  const post = await staffPost(db, id, now);
  if (!post) return false;
  await db.batch([
    db.delete(blogPosts).where(eq(blogPosts.id, id)),
    db.insert(staffActions).values(auditRow(staff, "blog-delete", post, { language: post.language, publishedAt: post.publishedAt }, now)),
  ]);
  return true;
}
