import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "../meta";

/** The blog pages' meta: the page's own, and the site's feed for readers and browsers to find (ADR 051). */
export const blogMeta: MetaFunction = (args) => {
  const feedTitle = (args.data as { feedTitle?: string } | undefined)?.feedTitle;
  return [...pageMeta(args), { tagName: "link", rel: "alternate", type: "application/rss+xml", href: "/blog/rss.xml", title: feedTitle ?? "RSS" }];
};
