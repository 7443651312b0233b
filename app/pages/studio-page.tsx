import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProjectWorkspace } from "~/components/projects/workspace";
import { pageMeta } from "~/lib/meta";
import { studioAction, workspaceLoader } from "~/lib/projects/workspace.server";
import styles from "~/styles/projects.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /project, /project2D, /project360: a creator's workspace, all their projects or one type's. */
export const loader = workspaceLoader;
export const action = studioAction;

export default function StudioPage() {
  return <ProjectWorkspace {...useLoaderData<typeof loader>()} />;
}
