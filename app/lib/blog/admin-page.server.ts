import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { BLOG_CATEGORIES } from "../blog";
import { staffFormToken, validStaffFormToken } from "../admin/staff-form-token.server";
import { requireStaff } from "../admin/staff.server";
import { readForm } from "../form-request.server";
import { notFound, pageTexts } from "../page.server";
import { listBlogImages, storeBlogImage, type ImageError, type StoredImage } from "./images.server";
import { IMAGE_MAX_BYTES } from "./limits";
import type { Block } from "./markdown-tree";
import { renderMarkdown } from "./markdown.server";
import { parsePost, POST_FIELDS, POST_LANGUAGES, POST_STATUSES, SAVE_INTENTS, type PostErrors, type PostValues, type SaveIntent } from "./post-form";
import { deletePost, savePost, staffPost, staffPostList, unpublishPost } from "./posts-admin.server";

/**
 * /admin/blog (ADR 051): staff of either role write the blog. Like every back-office page (ADR 038), each loader
 * and action checks the role itself and answers the site's 404 to anyone else; every write carries the session's
 * form token and lands in the audit log.
 */

const TEXTS = ["blog-authoring", "blog"];

const filterSchema = v.object({
  language: v.optional(v.picklist(POST_LANGUAGES)),
  category: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist(BLOG_CATEGORIES))),
  state: v.optional(v.picklist(POST_STATUSES)),
});

export async function blogListLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context, "staff");
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(["language", "category", "state"].flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  const parsed = v.safeParse(filterSchema, raw);
  const filter = parsed.success ? parsed.output : {};
  const now = new Date();
  return {
    ...pageTexts(context, TEXTS, { title: "blog-authoring.list.title" }),
    filter: { language: filter.language ?? "", category: filter.category === undefined ? "" : String(filter.category), state: filter.state ?? "" },
    posts: await staffPostList(context.db, filter, now),
    done: params.get("done") === "delete" ? ("delete" as const) : null,
  };
}

export async function postEditorLoader({ request, params, context }: LoaderFunctionArgs) {
  await requireStaff(context, "staff");
  const now = new Date();
  const post = params.id ? await staffPost(context.db, params.id, now) : null;
  if (params.id && !post) notFound();
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...pageTexts(context, TEXTS, post ? { title: "blog-authoring.edit.title", params: { title: post.title } } : { title: "blog-authoring.new.title" }),
    post,
    images: await listBlogImages(context.env.FILES),
    token: await staffFormToken(context),
    done: done && (DONE as readonly string[]).includes(done) ? (done as Done) : null,
  };
}

const DONE = ["draft", "publish", "schedule", "unpublish"] as const;
type Done = (typeof DONE)[number];

const INTENTS = [...SAVE_INTENTS, "preview", "upload", "unpublish", "delete"] as const;
type Intent = (typeof INTENTS)[number];

export type EditorOutcome =
  | { kind: "invalid"; errors: PostErrors; values: PostValues; at: number }
  | { kind: "preview"; title: string; blocks: Block[]; values: PostValues; at: number }
  | { kind: "upload"; ok: true; image: StoredImage; at: number }
  | { kind: "upload"; ok: false; error: ImageError | "noFile"; at: number }
  | { kind: "refused"; error: "token" | "gone" | "confirm"; at: number };

/** A post's body and a picture fit; a larger body is refused by its size before anything is read. */
const EDITOR_FORM_MAX = IMAGE_MAX_BYTES + 512 * 1024;

export async function postEditorAction({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context, "staff");
  const form = await readForm(request, EDITOR_FORM_MAX);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent") as Intent;
  if (!INTENTS.includes(intent)) notFound();
  const at = Date.now();
  if (!(await validStaffFormToken(context, field("token")))) return data<EditorOutcome>({ kind: "refused", error: "token", at }, { status: 403 });
  const existingId = params.id ?? null;
  const now = new Date();

  if (intent === "upload") {
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) return data<EditorOutcome>({ kind: "upload", ok: false, error: "noFile", at }, { status: 400 });
    const stored = await storeBlogImage(context.env.FILES, file);
    return stored.ok ? data<EditorOutcome>({ kind: "upload", ok: true, image: stored.image, at }) : data<EditorOutcome>({ kind: "upload", ok: false, error: stored.error, at }, { status: 400 });
  }
  if (intent === "unpublish" || intent === "delete") {
    if (!existingId) notFound();
    if (intent === "delete" && field("confirm") !== "yes") return data<EditorOutcome>({ kind: "refused", error: "confirm", at }, { status: 400 });
    const done = intent === "delete" ? await deletePost(context.db, staff, existingId, now) : await unpublishPost(context.db, staff, existingId, now);
    if (!done) return data<EditorOutcome>({ kind: "refused", error: "gone", at }, { status: 404 });
    return redirect(intent === "delete" ? "/admin/blog?done=delete" : `/admin/blog/${encodeURIComponent(existingId)}?done=unpublish`);
  }

  const raw = Object.fromEntries(POST_FIELDS.map((name) => [name, field(name)]));
  // An existing post keeps its address: links to it stay valid.
  if (existingId) raw.id = existingId;
  const values = raw as PostValues;
  if (intent === "preview") {
    return data<EditorOutcome>({ kind: "preview", title: values.title, blocks: renderMarkdown(values.body), values, at });
  }
  const parsed = parsePost(raw, intent, now);
  if (!parsed.success) return data<EditorOutcome>({ kind: "invalid", errors: parsed.errors, values, at }, { status: 400 });
  const saved = await savePost(context.db, staff, existingId, parsed.output, intent as SaveIntent, now);
  if (!saved.ok) {
    if ("gone" in saved) return data<EditorOutcome>({ kind: "refused", error: "gone", at }, { status: 404 });
    return data<EditorOutcome>({ kind: "invalid", errors: saved.errors, values, at }, { status: 409 });
  }
  return redirect(`/admin/blog/${encodeURIComponent(saved.id)}?done=${intent}`);
}
