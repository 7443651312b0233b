import { PostEditorPage } from "~/components/blog/post-editor-page";
import { staffPageHeaders } from "~/lib/admin/headers";
import { postEditorAction, postEditorLoader } from "~/lib/blog/admin-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = postEditorLoader;
export const action = postEditorAction;

/** /admin/blog/new (ADR 051): a new post, saved as a draft, published or scheduled. */
export default PostEditorPage;
