import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { blogFeed } from "~/lib/blog/rss.server";

/** /blog/rss.xml (ADR 051): the site's blog as RSS 2.0, in the language of the host. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const xml = await blogFeed(context, new URL(request.url).origin);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
