import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProjectWorkspace } from "~/components/projects/workspace";
import { pageMeta } from "~/lib/meta";
import { studioAction, studioLoader } from "~/lib/projects/workspace.server";
import { EditorShell } from "~/studio/shell/editor-shell";
import styles from "~/styles/projects.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /project, /project2D, /project360: a creator's workspace; with an id, the project's editor. */
export const loader = studioLoader;
export const action = studioAction;

export default function StudioPage() {
  const page = useLoaderData<typeof loader>();
  if (page.view === "workspace") return <ProjectWorkspace {...page} />;
  return <EditorShell project={page.project} userId={page.userId} />;
}
