import { Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { dateFormat } from "~/lib/intl-formats";
import type { CompanySection } from "~/lib/company/types";
import { projectPath } from "../project-list";

/** The projects of each company this person is a member of (ADR 043), one section under each company's name. */
export function CompanyProjects({ sections }: { sections: CompanySection[] }) {
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <>
      {sections.map((section) => {
        const titleId = `company-${section.companyId}-title`;
        return (
          <section key={section.companyId} aria-labelledby={titleId} className="company-projects">
            <h2 id={titleId}>{section.name}</h2>
            <p className="muted">{t("team.workspace.hint")}</p>
            <ul className="projects-list">
              {section.projects.map((row) => (
                <li key={row.id} className="projects-item">
                  <h3>
                    <Link to={projectPath(row)}>{row.title}</Link>
                  </h3>
                  <p className="muted">
                    {t(`common.gameTypes.${row.type}`)} · {t("projects.updated")} {date.format(row.updatedAt)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
