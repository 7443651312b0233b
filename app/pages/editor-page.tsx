import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EDITOR_CHROME } from "~/components/layout/editor-chrome";
import { pageMeta } from "~/lib/meta";
import { editorLoader, studioAction } from "~/lib/projects/workspace.server";
import { EditorShell } from "~/studio/shell/editor-shell";
import classicText from "~/styles/classic-text.css?url";
import locks from "~/styles/locks.css?url";
import styles from "~/styles/projects.css?url";

// classic-text.css: a Classic page's paper and text, one stylesheet for the player's page and the editor's preview.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: classicText },
  // The symbol locks: the inspector writes a lock's answer with the players' own input.
  { rel: "stylesheet", href: locks },
];
export const meta = pageMeta;
// The editor draws the whole window: a compact header of its own, no site footer.
export const handle = EDITOR_CHROME;

/** /project/{id}, /project2D/{id}, /project360/{id}: a project's editor, at its type's address (ADR 021). */
export const loader = editorLoader;
export const action = studioAction;

export default function EditorPage() {
  const data = useLoaderData<typeof loader>();
  return <EditorShell project={data.project} userId={data.userId} role={data.role} />;
}
