import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { ProjectResults, ProjectRow, ProjectType, WorkspaceOutcome } from "~/lib/projects/types";
import { dateFormat, numberFormat } from "~/lib/intl-formats";

const UPGRADE_PATH = "/account?tab=subscription";

const PREFIX: Record<ProjectType, string> = { classic: "project", interface: "project2D", "360": "project360" };
export const projectPath = (row: { id: string; type: ProjectType }) => `/${PREFIX[row.type]}/${row.id}`;

function useDate() {
  const { locale } = useT();
  return dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
}

type ListProps = { projects: (ProjectRow & { collaborators?: number })[]; results?: boolean; restoreDays: number; failed: Extract<WorkspaceOutcome, { ok: false }> | null };

export function ProjectList({ projects, results = false, restoreDays, failed }: ListProps) {
  const { t } = useT();
  const date = useDate();
  return (
    <section aria-labelledby="list-title">
      <h2 id="list-title">{t("projects.listTitle")}</h2>
      {projects.length === 0 ? (
        <p className="muted">{t("projects.empty")}</p>
      ) : (
        <ul className="projects-list">
          {projects.map((row) => (
            <li key={row.id} className="projects-item">
              {row.cover ? <img src={row.cover} alt="" width={160} height={90} loading="lazy" className="projects-cover" /> : null}
              <h3>
                <Link to={projectPath(row)}>{row.title}</Link>
              </h3>
              <p className="muted">
                {t(`common.gameTypes.${row.type}`)} · {t("projects.updated")} {date.format(row.updatedAt)}
                {row.collaborators ? ` · ${t("collaborators.workspace.count", { n: row.collaborators })}` : null}
              </p>
              {row.game ? <p className={`badge badge-game-${row.game}`}>{t(`projects.gameState.${row.game}`)}</p> : null}
              {row.results ? <ProjectResultsLine results={row.results} allowed={results} /> : null}
              <div className="projects-actions">
                <Rename row={row} failed={failed?.intent === "rename" && failed.id === row.id ? failed : null} />
                <Form method="post">
                  <input type="hidden" name="id" value={row.id} />
                  <button type="submit" name="intent" value="duplicate" className="button button-secondary" aria-label={`${t("projects.duplicate")} : ${row.title}`}>
                    {t("projects.duplicate")}
                  </button>
                </Form>
                <Delete row={row} restoreDays={restoreDays} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A published game's finished sessions; Pro opens its results, Basic is told how to see them. */
function ProjectResultsLine({ results, allowed }: { results: ProjectResults; allowed: boolean }) {
  const { t, locale } = useT();
  const count = numberFormat(LOCALES[locale].locale).format(results.finished);
  return (
    <p className="projects-results">
      {t("projects.finished", { n: count })}
      {" · "}
      {allowed ? (
        <Link to={`/account/r/${encodeURIComponent(results.gameId)}`}>{t("projects.resultsLink")}</Link>
      ) : (
        <Link to={UPGRADE_PATH}>{t("projects.resultsPro")}</Link>
      )}
    </p>
  );
}

function Rename({ row, failed }: { row: ProjectRow; failed: Extract<WorkspaceOutcome, { ok: false }> | null }) {
  const { t } = useT();
  const id = `rename-${row.id}`;
  const error = failed ? t(`projects.errors.${failed.error}`) : null;
  return (
    <details className="projects-rename" open={failed ? true : undefined}>
      <summary className="button button-secondary">{t("projects.rename")}</summary>
      <Form method="post" noValidate>
        <input type="hidden" name="id" value={row.id} />
        <label htmlFor={id}>{t("projects.renameLabel", { title: row.title })}</label>
        <input id={id} name="title" defaultValue={failed?.values.title ?? row.title} maxLength={80} required
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" name="intent" value="rename" className="button">
          {t("projects.renameSubmit")}
        </button>
      </Form>
    </details>
  );
}

/** Deleting asks first, in a modal dialog (focus kept inside, Escape cancels). */
function Delete({ row, restoreDays }: { row: ProjectRow; restoreDays: number }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `delete-${row.id}-title`;
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.showModal()} aria-label={`${t("projects.delete")} : ${row.title}`}>
        {t("projects.delete")}
      </button>
      <dialog ref={dialog} className="projects-dialog" aria-labelledby={titleId}>
        <p id={titleId}>{t("projects.deleteConfirm", { title: row.title, days: restoreDays })}</p>
        <Form method="post" onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" name="intent" value="delete" className="button">
            {t("projects.deleteYes")}
          </button>{" "}
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t("projects.cancel")}
          </button>
        </Form>
      </dialog>
    </>
  );
}

export function DeletedProjects({ projects, restoreDays }: { projects: ProjectRow[]; restoreDays: number }) {
  const { t } = useT();
  const date = useDate();
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="deleted-title" className="projects-deleted">
      <h2 id="deleted-title">{t("projects.deletedTitle")}</h2>
      <p className="muted">{t("projects.deletedIntro", { days: restoreDays })}</p>
      <ul className="projects-list">
        {projects.map((row) => (
          <li key={row.id} className="projects-item">
            <h3>{row.title}</h3>
            <p className="muted">
              {t(`common.gameTypes.${row.type}`)} · {t("projects.deletedOn", { date: date.format(row.deletedAt ?? row.updatedAt) })}
            </p>
            <Form method="post">
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" name="intent" value="restore" className="button button-secondary" aria-label={`${t("projects.restore")} : ${row.title}`}>
                {t("projects.restore")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
