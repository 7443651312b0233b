import { Link } from "@remix-run/react";
import { ProjectFiles } from "~/components/projects/files/project-files";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { GameType } from "~/engine";
import { DraftSection } from "./draft/draft-section";
import { PublishPanel } from "./publish/publish-panel";
import { TestPlaySection } from "./test-play-section";

export type ProjectSummary = { id: string; title: string; type: GameType; updatedAt: number };

/**
 * A project's own page: its title and type, then one section per part of the studio (draft problems,
 * versions, files, test-play, publishing), each its own component. The editors (issue 13) open from here.
 */
export function ProjectPage({ project }: { project: ProjectSummary }) {
  const { t, locale } = useT();
  const date = new Intl.DateTimeFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(project.updatedAt);
  return (
    <div className="project-page">
      <header className="prose">
        <h1 id="project-title">{project.title}</h1>
        <p className="muted">{t("projects.editor.intro", { type: t(`common.gameTypes.${project.type}`), date })}</p>
        <p className="notice">{t("projects.editor.coming")}</p>
        <p>
          <Link to="/project">{t("projects.editor.back")}</Link>
        </p>
      </header>
      <div className="project-sections">
        {/* Each part of the studio mounts its section here, one element per line. */}
        <DraftSection projectId={project.id} />
        <TestPlaySection project={project} />
        <ProjectFiles projectId={project.id} />
        <PublishPanel />
      </div>
    </div>
  );
}
