import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { getPost } from "~/lib/blog.server";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";
import { dateFormat } from "~/lib/intl-formats";

export const meta = pageMeta;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const post = await getPost(context.db, params.id ?? "");
  if (!post) notFound();
  return { ...pageTexts(context, ["blog"], { title: "blog.title" }), title: post.title, description: post.excerpt, post };
}

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <article className="prose" lang={post.language === LOCALES[locale].language ? undefined : post.language}>
      <p>
        <Link to="/blog">{t("blog.back")}</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="muted">
        {t(`blog.categories.${post.category}`)} · {t("blog.publishedOn", { date: date.format(post.publishedAt) })}
      </p>
      {post.coverPath ? <img src={post.coverPath} alt="" width={720} height={405} /> : null}
      <p className="lead">{post.excerpt}</p>
      {post.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </article>
  );
}
