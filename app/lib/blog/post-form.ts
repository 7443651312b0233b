import * as v from "valibot";
import { BLOG_CATEGORIES } from "../blog";
import { BODY_MAX_CHARS } from "./limits";
import { ownImagePath } from "./safe-urls";

/**
 * The back office's post form (ADR 051), one schema shared by the page and the action. Messages are keys under
 * `blog-authoring.errors`, translated where they are shown.
 */
export const POST_LANGUAGES = ["fr", "de", "en", "es", "it"] as const;
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof POST_STATUSES)[number];

export const SLUG_MAX = 80;
export const TITLE_MAX = 140;
export const EXCERPT_MAX = 300;

/** What a save asks for; preview and upload change nothing stored. */
export const SAVE_INTENTS = ["draft", "publish", "schedule"] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

const text = () => v.pipe(v.optional(v.string(), ""), v.trim());

export const postSchema = v.object({
  // "new" is the address of the page that creates a post.
  id: v.pipe(text(), v.toLowerCase(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug"), v.maxLength(SLUG_MAX, "slug"), v.check((s) => s !== "new", "slug")),
  language: v.picklist(POST_LANGUAGES, "language"),
  category: v.pipe(v.optional(v.string(), ""), v.transform(Number), v.picklist(BLOG_CATEGORIES, "category")),
  title: v.pipe(text(), v.nonEmpty("title"), v.maxLength(TITLE_MAX, "title")),
  excerpt: v.pipe(text(), v.nonEmpty("excerpt"), v.maxLength(EXCERPT_MAX, "excerpt")),
  body: v.pipe(v.optional(v.string(), ""), v.check((s) => s.trim().length > 0, "body"), v.maxLength(BODY_MAX_CHARS, "bodyLong")),
  coverPath: v.pipe(text(), v.check((s) => s === "" || ownImagePath(s), "cover")),
  // A UTC date and time from <input type="datetime-local">, read only when scheduling.
  publishAt: text(),
});

export type PostInput = v.InferOutput<typeof postSchema>;
export type PostField = keyof PostInput;
export type PostErrors = Partial<Record<PostField, string>>;
export type PostValues = Record<PostField, string>;
export const POST_FIELDS = ["id", "language", "category", "title", "excerpt", "body", "coverPath", "publishAt"] as const satisfies readonly PostField[];

/** "2026-12-01T09:30" read as UTC; null when it is not such a date. */
export function utcDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toUtcInput(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

export function parsePost(raw: Record<string, unknown>, intent: SaveIntent | "preview", now: Date): { success: true; output: PostInput & { when: Date | null } } | { success: false; errors: PostErrors } {
  const result = v.safeParse(postSchema, raw);
  const errors: PostErrors = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) as PostField | null;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  let when: Date | null = null;
  if (intent === "schedule") {
    when = utcDateTime(typeof raw.publishAt === "string" ? raw.publishAt.trim() : "");
    if (!when || when.getTime() <= now.getTime()) errors.publishAt = "publishAt";
  }
  if (!result.success || errors.publishAt) return { success: false, errors };
  return { success: true, output: { ...result.output, when } };
}

/** A post's public state: a published post whose time has not come is scheduled. */
export function postState(status: "draft" | "published", publishedAt: number | null, now: number): PostState {
  if (status === "draft" || publishedAt === null) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}
