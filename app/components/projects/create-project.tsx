import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useT } from "~/i18n/use-t";
import type { ProjectType, StarterChoice, WorkspaceOutcome } from "~/lib/projects/types";

const TYPES: ProjectType[] = ["interface", "360", "classic"];

type Props = {
  filter: ProjectType | null;
  starters: StarterChoice[];
  failed: Extract<WorkspaceOutcome, { ok: false }> | null;
};

/**
 * Type (fixed on /project2D and /project360), a starting point of that type (blank, a template made for a
 * use, or a demo game), and a title. The chosen template's summary says what the creator will replace.
 */
export function CreateProject({ filter, starters, failed }: Props) {
  const { t } = useT();
  const navigation = useNavigation();
  const [type, setType] = useState<ProjectType>(filter ?? (TYPES.find((candidate) => candidate === failed?.values.type) ?? "interface"));
  const [starterId, setStarterId] = useState(failed?.values.starter ?? "");
  const offered = starters.filter((starter) => starter.type === type);
  const templates = offered.filter((starter) => starter.kind === "template");
  const demos = offered.filter((starter) => starter.kind === "demo");
  const chosen = offered.find((starter) => starter.id === starterId);
  const titleError = failed && (failed.error === "titleEmpty" || failed.error === "titleTooLong") ? t(`projects.errors.${failed.error}`) : null;
  return (
    <section className="form-card projects-create" aria-labelledby="create-title">
      <h2 id="create-title">{t("projects.createTitle")}</h2>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="create" />
        {filter ? (
          <input type="hidden" name="type" value={filter} />
        ) : (
          <div className="projects-field">
            <label htmlFor="create-type">{t("projects.type")}</label>
            <select
              id="create-type"
              name="type"
              value={type}
              onChange={(event) => {
                setType(event.target.value as ProjectType);
                setStarterId("");
              }}
            >
              {TYPES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {t(`common.gameTypes.${candidate}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="projects-field">
          <label htmlFor="create-starter">{t("projects.start")}</label>
          <select id="create-starter" name="starter" value={chosen ? starterId : ""} aria-describedby="create-starter-about" onChange={(event) => setStarterId(event.target.value)}>
            <option value="">{t("projects.blank")}</option>
            {templates.length ? (
              <optgroup label={t("projects.templatesGroup")}>
                {templates.map((starter) => (
                  <option key={starter.id} value={starter.id}>
                    {t("projects.template", { use: t(`projects.uses.${starter.kind === "template" ? starter.use : ""}`), title: starter.title })}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {demos.length ? (
              <optgroup label={t("projects.demosGroup")}>
                {demos.map((starter) => (
                  <option key={starter.id} value={starter.id}>
                    {t("projects.starter", { title: starter.title })}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          <p id="create-starter-about" className="muted" aria-live="polite">
            {chosen?.kind === "template" ? chosen.summary : t("projects.templatesAbout")}
          </p>
        </div>
        <div className="projects-field">
          <label htmlFor="create-title-input">{t("projects.projectTitle")}</label>
          <input
            id="create-title-input"
            name="title"
            required
            maxLength={80}
            defaultValue={failed?.values.title ?? ""}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? "create-title-hint create-title-error" : "create-title-hint"}
          />
          <p id="create-title-hint" className="muted">
            {t("projects.titleHint")}
          </p>
          {titleError ? (
            <p id="create-title-error" className="field-error">
              {titleError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("projects.create")}
        </button>
      </Form>
    </section>
  );
}
