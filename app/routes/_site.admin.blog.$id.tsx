import { PostEditorPage } from "~/components/blog/post-editor-page";
import { staffPageHeaders } from "~/lib/admin/headers";
import { postEditorAction, postEditorLoader } from "~/lib/blog/admin-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = postEditorLoader;
export const action = postEditorAction;

/** /admin/blog/<id> (ADR 051): a post in any state, edited, previewed, published, scheduled or taken down. */
export default PostEditorPage;
