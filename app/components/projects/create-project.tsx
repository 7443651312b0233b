import { Form, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { ProjectType, WorkspaceOutcome } from "~/lib/projects/types";

const TYPES: ProjectType[] = ["interface", "360", "classic"];

type Props = {
  filter: ProjectType | null;
  starters: { id: string; type: ProjectType; title: string }[];
  failed: Extract<WorkspaceOutcome, { ok: false }> | null;
};

/** Type (fixed on /project2D and /project360), blank or a starter of that type, and a title. */
export function CreateProject({ filter, starters, failed }: Props) {
  const { t } = useT();
  const navigation = useNavigation();
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
            <select id="create-type" name="type" defaultValue={failed?.values.type ?? "interface"}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`common.gameTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="projects-field">
          <label htmlFor="create-starter">{t("projects.start")}</label>
          <select id="create-starter" name="starter" defaultValue={failed?.values.starter ?? ""}>
            <option value="">{t("projects.blank")}</option>
            {starters.map((starter) => (
              <option key={starter.id} value={starter.id}>
                {filter ? t("projects.starter", { title: starter.title }) : `${t("projects.starter", { title: starter.title })} (${t(`common.gameTypes.${starter.type}`)})`}
              </option>
            ))}
          </select>
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
