import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProjectPage } from "~/components/projects/project-page";
import { ProjectWorkspace } from "~/components/projects/workspace";
import { pageMeta } from "~/lib/meta";
import { studioAction, studioLoader } from "~/lib/projects/workspace.server";
import styles from "~/styles/projects.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /project, /project2D, /project360: a creator's workspace; with an id, one of their projects. */
export const loader = studioLoader;
export const action = studioAction;

export default function StudioPage() {
  const page = useLoaderData<typeof loader>();
  if (page.view === "workspace") return <ProjectWorkspace {...page} />;
  return <ProjectPage project={page.project} />;
}
