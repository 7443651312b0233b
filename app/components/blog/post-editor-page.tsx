import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { EditorOutcome, postEditorLoader } from "~/lib/blog/admin-page.server";
import { useAdminFormat } from "../admin/use-admin-format";
import { FocusedNotice } from "../projects/focused-notice";
import { BlogImages } from "./blog-images";
import { PostEditor } from "./post-editor";
import { PostPreview } from "./post-preview";
import { PostRemoval } from "./post-removal";

/** /admin/blog/new and /admin/blog/<id> (ADR 051): the form, its preview, the pictures and, for a saved post, its removal. */
export function PostEditorPage() {
  const { post, images, token, done } = useLoaderData<typeof postEditorLoader>();
  const outcome = useActionData<EditorOutcome>();
  const { t, locale } = useT();
  const format = useAdminFormat();
  const form = outcome?.kind === "invalid" || outcome?.kind === "preview" ? outcome : null;
  const refused = outcome?.kind === "refused" ? outcome : null;
  return (
    <>
      <p>
        <Link to="/admin/blog">{t("blog-authoring.edit.back")}</Link>
      </p>
      <h1>{post ? t("blog-authoring.edit.title", { title: post.title }) : t("blog-authoring.new.title")}</h1>
      {post ? (
        <p>
          {t(`blog-authoring.stateLine.${post.state}`, { date: post.publishedAt === null ? "" : format.moment(new Date(post.publishedAt)) })}
          {post.state === "published" ? (
            <>
              {" "}
              <Link to={`/blog/${encodeURIComponent(post.id)}`}>{t("blog-authoring.edit.view")}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {done && !outcome ? <FocusedNotice ok>{t(`blog-authoring.done.${done}`)}</FocusedNotice> : null}
      {outcome?.kind === "invalid" ? <RefusedSave /> : null}
      {refused && refused.error !== "confirm" ? <FocusedNotice key={refused.at} ok={false}>{t(`blog-authoring.errors.${refused.error}`)}</FocusedNotice> : null}
      <PostEditor
        post={post}
        token={token}
        values={form?.values ?? null}
        errors={outcome?.kind === "invalid" ? outcome.errors : null}
        answerKey={form?.at ?? 0}
        defaultLanguage={LOCALES[locale].language}
      />
      {outcome?.kind === "preview" ? <PostPreview key={outcome.at} title={outcome.title} blocks={outcome.blocks} /> : null}
      <BlogImages images={images} token={token} />
      {post ? <PostRemoval token={token} canUnpublish={post.state !== "draft"} confirmError={refused?.error === "confirm"} /> : null}
    </>
  );
}

/** A refused save says so above the form; the focus goes to the first wrong field, not here. */
function RefusedSave() {
  const { t } = useT();
  return (
    <p className="notice projects-error" role="alert">
      {t("blog-authoring.errors.invalid")}
    </p>
  );
}
