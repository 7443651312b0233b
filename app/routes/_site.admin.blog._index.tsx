import { Link, useLoaderData } from "@remix-run/react";
import { StaffPostList } from "~/components/blog/staff-post-list";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { noFormAction } from "~/lib/admin/admin-page.server";
import { staffPageHeaders } from "~/lib/admin/headers";
import { blogListLoader } from "~/lib/blog/admin-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = blogListLoader;
export const action = noFormAction("staff");

/** /admin/blog (ADR 051): every post in every language and state, for staff to find and open. */
export default function AdminBlog() {
  const { posts, filter, done } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("blog-authoring.list.title")}</h1>
      <p>{t("blog-authoring.list.intro")}</p>
      {done ? <FocusedNotice ok>{t("blog-authoring.list.deleted")}</FocusedNotice> : null}
      <p>
        <Link className="button" to="/admin/blog/new">
          {t("blog-authoring.list.newPost")}
        </Link>
      </p>
      <StaffPostList posts={posts} filter={filter} />
    </>
  );
}
