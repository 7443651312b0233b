import { Link } from "@remix-run/react";
import type { GameType } from "~/engine";
import type { IssueText } from "~/i18n/engine-issues";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { TestPlayData, TestPlayProject } from "~/lib/play/types";
import { dateFormat } from "~/lib/intl-formats";

/** The test-play pages that are not a game: the list of one's projects, and a draft that cannot run. */

const TEST_PREFIX: Record<GameType, string> = { classic: "playTest", interface: "playTest2D", "360": "playTest360" };
const EDITOR_PREFIX: Record<GameType, string> = { classic: "project", interface: "project2D", "360": "project360" };

export const testPlayPath = (type: GameType, id?: string) => `/${TEST_PREFIX[type]}${id ? `/${id}` : ""}`;
export const editorPath = (type: GameType, id?: string) => `/${EDITOR_PREFIX[type]}${id ? `/${id}` : ""}`;

type ListProps = { title: string; type: GameType; projects: Extract<TestPlayData, { kind: "list" }>["projects"] };

export function TestPlayList({ title, type, projects }: ListProps) {
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium" });
  return (
    <section className="play-panel play-test-list" aria-labelledby="test-list-title">
      <h1 id="test-list-title">{title}</h1>
      <p className="play-muted">{t("play.test.listIntro", { type: t(`common.gameTypes.${type}`) })}</p>
      {projects.length === 0 ? (
        <div className="play-empty">
          <p>{t("play.test.empty", { type: t(`common.gameTypes.${type}`) })}</p>
          <Link className="button" to={editorPath(type)}>
            {t("play.test.create")}
          </Link>
        </div>
      ) : (
        <ul className="play-project-list">
          {projects.map((project) => (
            <li key={project.id}>
              <Link to={testPlayPath(type, project.id)} className="play-project-link">
                {project.title}
              </Link>
              <span className="play-muted">
                {project.hasDraft ? t("play.test.updated", { date: date.format(new Date(project.updatedAt)) }) : t("play.test.noDraft")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type InvalidProps = { project: TestPlayProject; issues: IssueText[] };

/** Everything that stops the draft from running, with where it is, so the creator can fix it. */
export function InvalidDraft({ project, issues }: InvalidProps) {
  const { t } = useT();
  return (
    <section className="play-panel play-invalid" aria-labelledby="invalid-title">
      <p className="play-badge">{t("play.testMode")}</p>
      <h1 id="invalid-title">{project.title}</h1>
      <div className="play-alert" role="alert" aria-labelledby="invalid-alert-title">
        <h2 id="invalid-alert-title">{t("play.test.invalidTitle", { n: issues.length })}</h2>
        <ul className="play-issues">
          {issues.map((issue, index) => (
            <li key={index}>
              {issue.place ? <strong className="play-issue-place">{issue.place}</strong> : null}
              {issue.place ? " " : null}
              {issue.message}
              {issue.path ? (
                <>
                  {" "}
                  <code className="play-issue-path">{issue.path}</code>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="play-actions">
        <Link className="button" to={editorPath(project.type, project.id)}>
          {t("play.test.openEditor")}
        </Link>
        <Link className="button button-secondary" to={testPlayPath(project.type)}>
          {t("play.test.backToList")}
        </Link>
      </div>
    </section>
  );
}
