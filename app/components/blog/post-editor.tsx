import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { BLOG_CATEGORIES } from "~/lib/blog";
import { BODY_MAX_CHARS } from "~/lib/blog/limits";
import { EXCERPT_MAX, POST_LANGUAGES, SLUG_MAX, TITLE_MAX, toUtcInput, type PostErrors, type PostField, type PostValues } from "~/lib/blog/post-form";
import type { StaffPost } from "~/lib/blog/posts-admin.server";

type Props = {
  post: StaffPost | null;
  token: string;
  /** What was typed, when the server sent the form back (refused or previewed). */
  values: PostValues | null;
  errors: PostErrors | null;
  /** Changes with each answer, so the form shows what came back. */
  answerKey: number;
  defaultLanguage: string;
};

/**
 * The post form (ADR 051): every field labelled, its hint and error tied to it; a refused form comes back with
 * what was typed and the first wrong field focused. The buttons say what a save does to the post's state.
 */
export function PostEditor({ post, token, values, errors, answerKey, defaultLanguage }: Props) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, answerKey]);
  const initial: PostValues = values ?? {
    id: post?.id ?? "",
    language: post?.language ?? defaultLanguage,
    category: post ? String(post.category) : "",
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    body: post?.body ?? "",
    coverPath: post?.coverPath ?? "",
    publishAt: post?.state === "scheduled" && post.publishedAt !== null ? toUtcInput(post.publishedAt) : "",
  };
  const field = (name: PostField, withHint = false) => {
    const error = errors?.[name];
    const describedBy = [withHint ? `post-${name}-hint` : "", error ? `post-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
    return {
      input: { id: `post-${name}`, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy },
      hint: withHint ? (
        <p id={`post-${name}-hint`} className="muted">
          {t(`blog-authoring.fields.${name}Hint`)}
        </p>
      ) : null,
      error: error ? (
        <p id={`post-${name}-error`} className="field-error">
          {t(`blog-authoring.errors.${error}`)}
        </p>
      ) : null,
      label: (
        <label htmlFor={`post-${name}`}>{t(`blog-authoring.fields.${name}`)}</label>
      ),
    };
  };
  const id = field("id", true);
  const language = field("language");
  const category = field("category");
  const title = field("title");
  const excerpt = field("excerpt", true);
  const body = field("body", true);
  const cover = field("coverPath", true);
  const publishAt = field("publishAt", true);
  const published = post?.state === "published";
  return (
    <Form method="post" noValidate className="form-card blog-editor" ref={form} key={answerKey}>
      <input type="hidden" name="token" value={token} />
      {id.label}
      {id.hint}
      <input {...id.input} required maxLength={SLUG_MAX} pattern="[a-z0-9]+(-[a-z0-9]+)*" defaultValue={initial.id} readOnly={post !== null} />
      {id.error}
      {language.label}
      <select {...language.input} required defaultValue={initial.language}>
        {POST_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`blog-authoring.languages.${l}`)}
          </option>
        ))}
      </select>
      {language.error}
      {category.label}
      <select {...category.input} required defaultValue={initial.category}>
        <option value="">{t("blog-authoring.fields.categoryPlaceholder")}</option>
        {BLOG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`blog.categories.${c}`)}
          </option>
        ))}
      </select>
      {category.error}
      {title.label}
      <input {...title.input} required maxLength={TITLE_MAX} defaultValue={initial.title} />
      {title.error}
      {excerpt.label}
      {excerpt.hint}
      <textarea {...excerpt.input} required rows={3} maxLength={EXCERPT_MAX} defaultValue={initial.excerpt} />
      {excerpt.error}
      {body.label}
      {body.hint}
      <textarea {...body.input} required rows={18} maxLength={BODY_MAX_CHARS} defaultValue={initial.body} className="blog-editor-body" />
      {body.error}
      {cover.label}
      {cover.hint}
      <input {...cover.input} defaultValue={initial.coverPath} />
      {cover.error}
      <div className="form-actions">
        <button type="submit" name="intent" value="preview" className="button button-secondary" disabled={busy}>
          {t("blog-authoring.actions.preview")}
        </button>
        <button type="submit" name="intent" value="draft" className="button button-secondary" disabled={busy}>
          {t(published ? "blog-authoring.actions.backToDraft" : "blog-authoring.actions.draft")}
        </button>
        <button type="submit" name="intent" value="publish" className="button" disabled={busy}>
          {t(published ? "blog-authoring.actions.update" : "blog-authoring.actions.publish")}
        </button>
      </div>
      <fieldset>
        <legend>{t("blog-authoring.schedule.legend")}</legend>
        {publishAt.label}
        {publishAt.hint}
        <input {...publishAt.input} type="datetime-local" defaultValue={initial.publishAt} />
        {publishAt.error}
        <div className="form-actions">
          <button type="submit" name="intent" value="schedule" className="button button-secondary" disabled={busy}>
            {t("blog-authoring.actions.schedule")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
