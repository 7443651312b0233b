import type { AppLoadContext } from "@remix-run/cloudflare";
import { LOCALES } from "~/i18n/locales";
import { translate } from "~/i18n/catalog.server";
import { listPosts } from "../blog.server";

/**
 * The blog's RSS 2.0 feed (ADR 051), one per site: the host says the language, and the items are what the site's
 * /blog lists (published, their time come, the French ones where a language has none yet). Every text is escaped;
 * the description is the plain excerpt, so no markup from a post reaches a feed reader.
 */

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids would make the whole feed unreadable: they are dropped.
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export async function blogFeed(context: AppLoadContext, origin: string, now = new Date()): Promise<string> {
  const site = LOCALES[context.locale];
  const posts = await listPosts(context.db, site.language, undefined, now);
  const language = posts[0]?.language ?? site.language;
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.id)}`;
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `<category>${escapeXml(translate(context.locale, `blog.categories.${post.category}`))}</category>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${translate(context.locale, "blog.title")} · ${site.siteName}`)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(translate(context.locale, "blog.description"))}</description>`,
    `<language>${escapeXml(language === site.language ? site.lang : language)}</language>`,
    posts[0] ? `<lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
