import { env } from "cloudflare:test";
import { expect } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { open, send, visibleText } from "./account-area-fixtures";
import { tokenFor } from "./admin-fixtures";

/** Shared by the blog authoring tests (ADR 051): posts written through the back office's forms, as a browser without JavaScript sends them. */

export type Who = { cookie: string } | null;

export const POST = {
  language: "fr",
  category: "2",
  title: "Une énigme pour la rentrée",
  excerpt: "Un cadenas, trois indices et une classe entière qui cherche.",
  body: "Premier paragraphe.\n\nDeuxième paragraphe avec un [lien](https://example.com).",
  coverPath: "",
  publishAt: "",
};

/** Posts the editor form of /admin/blog/new (or of a post) with this session's genuine token. */
export async function submitPost(who: Who, fields: Record<string, string>, path = "/admin/blog/new", token?: string) {
  const form = { ...POST, ...fields, token: token ?? (who ? await tokenFor(who) : "") };
  const res = await send(path, form, who?.cookie ?? "");
  const html = await res.text();
  return { status: res.status, location: res.headers.get("Location"), html, text: visibleText(html) };
}

export async function postRow(id: string) {
  return env.DB.prepare("SELECT language, status, published_at AS publishedAt, author_id AS authorId, title, body FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<{ language: string; status: string; publishedAt: number | null; authorId: string | null; title: string; body: string }>();
}

export async function postAudit(id: string) {
  const { results } = await env.DB.prepare("SELECT action, staff_id AS staffId, target_name AS targetName FROM staff_actions WHERE target_id = ? ORDER BY created_at, rowid")
    .bind(id)
    .all<{ action: string; staffId: string | null; targetName: string }>();
  return results;
}

export async function publicPage(path: string, locale: "fr" | "de" | "en" | "es" | "it" | "ch" = "fr") {
  const res = await open(path, "", locale);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html), type: res.headers.get("Content-Type") ?? "" };
}

export const authoringText = (key: string, params: Record<string, string | number> = {}) => {
  const value = translate("fr", `blog-authoring.${key}`, params);
  expect(value, `blog-authoring.${key} exists`).not.toBe(`blog-authoring.${key}`);
  return value;
};

/**
 * Well-formed XML, checked strictly enough for a feed: one declaration, every tag closed in order, every `&` an
 * entity XML knows, attribute values quoted. (workerd has no XML parser to lean on.)
 */
export function wellFormedXml(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push("declaration");
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  for (const match of body.matchAll(/&([^;\s]*);?/g)) {
    if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(match[0])) problems.push(`entity ${match[0]}`);
  }
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<[^>]*>?/g)) {
    const [whole, closing, name, , selfClosing] = match;
    if (!name) {
      problems.push(`tag ${whole}`);
      continue;
    }
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) problems.push(`close ${name}`);
    } else stack.push(name);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(",")}`);
  // Text outside tags holds no bare "<" (the regex above would have reported it as a broken tag).
  return problems;
}
