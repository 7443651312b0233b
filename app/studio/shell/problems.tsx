import { describeIssues } from "~/i18n/engine-issues";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { selectionOfIssue } from "../selection";
import { useStudio } from "../studio-context";
import type { DraftCheck } from "../use-studio-draft";

const LISTS = new Set(["rooms", "scenes", "objects", "recipes", "puzzles", "hints", "achievements"]);

// A Classic game's scenes are its pages.
const listWord = (list: string, type: string) => (list === "scenes" && type === "classic" ? "pages" : list);

/**
 * What the engine finds wrong with the draft, in the site's words; choosing one selects the item it is
 * about and focuses the field at fault (focus-field.ts), so fixing it is one click or one Enter away.
 * The words are for creators (app/i18n/engine-issues.ts): no id, no rule of the format, "page" in Classic.
 */
export function ProblemsList({ check }: { check: DraftCheck }) {
  const { t, locale } = useT();
  const { draft, select, type } = useStudio();
  let body: JSX.Element;
  if (!check) body = <p className="muted">{t("studio.problems.checking")}</p>;
  else if (check.issues.length === 0) body = <p className="notice notice-ok">{t("studio.problems.none")}</p>;
  else {
    const texts = describeIssues(check.issues, check.source, t, LOCALES[locale].locale).map((issue) =>
      issue.place || !LISTS.has(issue.path) ? issue : { ...issue, place: t(`projects.draft.problems.lists.${listWord(issue.path, type)}`) },
    );
    body = (
      <ul className="studio-problems">
        {texts.map((issue, i) => (
          <li key={`${issue.path}-${i}`}>
            <button type="button" className="studio-problem" data-path={issue.path} onClick={() => select(selectionOfIssue(draft, issue.path))}>
              {issue.place ? t("projects.draft.problems.item", { place: issue.place, message: issue.message }) : issue.message}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="studio-problems-block" aria-labelledby="problems-title">
      <h2 id="problems-title">
        {t("studio.problems.title")} {check && check.issues.length ? <span className="studio-count">{check.issues.length}</span> : null}
      </h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
