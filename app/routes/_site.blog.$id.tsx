import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { MarkdownBody } from "~/components/blog/markdown-body";
import { getPost } from "~/lib/blog.server";
import { blogMeta } from "~/lib/blog/feed-link";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import { translate } from "~/i18n/catalog.server";
import { notFound, pageTexts } from "~/lib/page.server";
import { dateFormat } from "~/lib/intl-formats";

export const meta = blogMeta;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const post = await getPost(context.db, params.id ?? "");
  if (!post) notFound();
  const { body, ...shown } = post;
  return {
    ...pageTexts(context, ["blog"], { title: "blog.title" }),
    title: post.title,
    description: post.excerpt,
    feedTitle: translate(context.locale, "blog.feed"),
    post: shown,
    blocks: renderMarkdown(body),
  };
}

export default function BlogPost() {
  const { post, blocks } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <article className="prose" lang={post.language === LOCALES[locale].language ? undefined : post.language}>
      <p>
        <Link to="/blog">{t("blog.back")}</Link> · <a href="/blog/rss.xml">{t("blog.feed")}</a>
      </p>
      <h1>{post.title}</h1>
      <p className="muted">
        {t(`blog.categories.${post.category}`)} · <time dateTime={new Date(post.publishedAt).toISOString()}>{t("blog.publishedOn", { date: date.format(post.publishedAt) })}</time>
      </p>
      {post.coverPath ? <img src={post.coverPath} alt="" width={720} height={405} /> : null}
      <p className="lead">{post.excerpt}</p>
      <MarkdownBody blocks={blocks} />
    </article>
  );
}
