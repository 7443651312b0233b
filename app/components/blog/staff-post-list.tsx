import { Form, Link } from "@remix-run/react";
import { useAdminFormat } from "~/components/admin/use-admin-format";
import { useT } from "~/i18n/use-t";
import { BLOG_CATEGORIES } from "~/lib/blog";
import { POST_LANGUAGES, POST_STATUSES } from "~/lib/blog/post-form";
import type { StaffPostRow } from "~/lib/blog/posts-admin.server";

type Filter = { language: string; category: string; state: string };

/** The back office's posts (ADR 051): a GET form to narrow them, then a table, most recently changed first. */
export function StaffPostList({ posts, filter }: { posts: StaffPostRow[]; filter: Filter }) {
  const { t } = useT();
  const format = useAdminFormat();
  return (
    <>
      <Form method="get" className="form-card blog-filters" aria-label={t("blog-authoring.list.filters")}>
        <label htmlFor="filter-language">{t("blog-authoring.fields.language")}</label>
        <select id="filter-language" name="language" defaultValue={filter.language}>
          <option value="">{t("blog-authoring.list.any")}</option>
          {POST_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`blog-authoring.languages.${l}`)}
            </option>
          ))}
        </select>
        <label htmlFor="filter-category">{t("blog-authoring.fields.category")}</label>
        <select id="filter-category" name="category" defaultValue={filter.category}>
          <option value="">{t("blog-authoring.list.any")}</option>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`blog.categories.${c}`)}
            </option>
          ))}
        </select>
        <label htmlFor="filter-state">{t("blog-authoring.list.state")}</label>
        <select id="filter-state" name="state" defaultValue={filter.state}>
          <option value="">{t("blog-authoring.list.any")}</option>
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`blog-authoring.states.${s}`)}
            </option>
          ))}
        </select>
        <div className="form-actions">
          <button type="submit" className="button">
            {t("blog-authoring.list.apply")}
          </button>
        </div>
      </Form>
      {posts.length === 0 ? (
        <p>{t("blog-authoring.list.none")}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{t("blog-authoring.list.caption", { n: posts.length })}</caption>
            <thead>
              <tr>
                {["title", "language", "category", "state", "date", "author", "updated"].map((column) => (
                  <th key={column} scope="col">
                    {t(`blog-authoring.list.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row">
                    <Link to={`/admin/blog/${encodeURIComponent(post.id)}`}>{post.title}</Link>
                  </th>
                  <td>{t(`blog-authoring.languages.${post.language}`)}</td>
                  <td>{t(`blog.categories.${post.category}`)}</td>
                  <td>{t(`blog-authoring.states.${post.state}`)}</td>
                  <td>{post.publishedAt === null ? "" : format.moment(new Date(post.publishedAt))}</td>
                  <td>{post.author ?? ""}</td>
                  <td>{format.moment(new Date(post.updatedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
