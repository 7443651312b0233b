import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { testPlayPath } from "~/play/screens/test-play-screens";
import type { ProjectSummary } from "./project-page";

/** The project page's way to test-play its draft through a game room (ADR 020). */
export function TestPlaySection({ project }: { project: Pick<ProjectSummary, "id" | "type"> }) {
  const { t } = useT();
  return (
    <section className="project-section" aria-labelledby="test-play-title">
      <h2 id="test-play-title">{t("projects.testPlay.title")}</h2>
      <p>{t("projects.testPlay.intro")}</p>
      <p>
        <Link className="button" to={testPlayPath(project.type, project.id)}>
          {t("projects.testPlay.open")}
        </Link>
      </p>
    </section>
  );
}
