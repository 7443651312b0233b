import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ProjectWorkspace } from "~/components/projects/workspace";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
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

/** The project's own page until its editor exists (issue 13): its title, type and last change. */
function ProjectPage({ project }: { project: { id: string; title: string; type: "classic" | "interface" | "360"; updatedAt: number } }) {
  const { t, locale } = useT();
  const date = new Intl.DateTimeFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(project.updatedAt);
  return (
    <section className="prose" aria-labelledby="project-title">
      <h1 id="project-title">{project.title}</h1>
      <p className="muted">{t("projects.editor.intro", { type: t(`common.gameTypes.${project.type}`), date })}</p>
      <p className="notice">{t("projects.editor.coming")}</p>
      <p>
        <Link to="/project">{t("projects.editor.back")}</Link>
      </p>
    </section>
  );
}
