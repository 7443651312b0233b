import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { BLOG_CATEGORIES } from "~/lib/blog";
import { listPosts } from "~/lib/blog.server";
import { translate } from "~/i18n/catalog.server";
import { blogMeta } from "~/lib/blog/feed-link";
import { pageTexts } from "~/lib/page.server";
import { dateFormat } from "~/lib/intl-formats";

export const meta = blogMeta;

const categoryParam = v.optional(v.pipe(v.string(), v.transform(Number), v.picklist(BLOG_CATEGORIES)));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = v.safeParse(categoryParam, new URL(request.url).searchParams.get("category") ?? undefined);
  const category = parsed.success ? parsed.output : undefined;
  const posts = await listPosts(context.db, LOCALES[context.locale].language, category);
  return { ...pageTexts(context, ["blog"], { title: "blog.title", description: "blog.description" }), posts, category: category ?? null, feedTitle: translate(context.locale, "blog.feed") };
}

export default function Blog() {
  const { posts, category } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <>
      <h1>{t("blog.title")}</h1>
      <p className="lead">{t("blog.intro")}</p>
      <p>
        <a href="/blog/rss.xml">{t("blog.feed")}</a>
      </p>
      <nav aria-label={t("blog.category")}>
        <ul className="tags">
          <li>
            <Link className="badge" to="/blog" aria-current={category === null ? "page" : undefined}>
              {t("blog.all")}
            </Link>
          </li>
          {BLOG_CATEGORIES.map((c) => (
            <li key={c}>
              <Link className="badge" to={`/blog?category=${c}`} aria-current={category === c ? "page" : undefined}>
                {t(`blog.categories.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <p className="notice">{t("blog.empty")}</p>
      ) : (
        <ul className="cards">
          {posts.map((post) => (
            <li key={post.id} className="card">
              {post.coverPath ? <img src={post.coverPath} alt="" width={320} height={180} loading="lazy" /> : null}
              <p className="muted">
                {t(`blog.categories.${post.category}`)} · <time dateTime={new Date(post.publishedAt).toISOString()}>{date.format(post.publishedAt)}</time>
              </p>
              <h2 className="card-title">
                <Link to={`/blog/${post.id}`}>{post.title}</Link>
              </h2>
              <p>{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
