import { describeIssues } from "~/i18n/engine-issues";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { DraftCheck } from "./use-live-draft";

const LISTS = new Set(["rooms", "scenes", "objects", "recipes", "puzzles", "hints", "achievements"]);

/**
 * What the engine finds wrong with the draft, in the site's words, each with the place a creator looks
 * for it; `data-path` is the definition path the editors (issue 13) select when a problem is chosen.
 */
export function DraftProblems({ check, live }: { check: DraftCheck; live: boolean }) {
  const { t, locale } = useT();
  let body: JSX.Element;
  if (!check) {
    body = <p className="muted">{t(live ? "projects.draft.problems.checking" : "projects.draft.problems.waiting")}</p>;
  } else if (check.issues.length === 0) {
    body = <p className="notice notice-ok">{t("projects.draft.problems.none")}</p>;
  } else {
    const texts = describeIssues(check.issues, check.source, t, LOCALES[locale].locale).map((issue) =>
      // A problem with a whole list ("at least one scene") has no item to name: the list is the place.
      issue.place || !LISTS.has(issue.path) ? issue : { ...issue, place: t(`projects.draft.problems.lists.${issue.path}`) },
    );
    body = (
      <>
        <p>{t("projects.draft.problems.count", { n: texts.length })}</p>
        <ul className="draft-problems">
          {texts.map((issue, i) => (
            <li key={`${issue.path}-${i}`} data-path={issue.path}>
              {issue.place ? t("projects.draft.problems.item", { place: issue.place, message: issue.message }) : issue.message}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="draft-problems-block">
      <h3 id="draft-problems-title">{t("projects.draft.problems.title")}</h3>
      <div aria-live="polite">{body}</div>
    </div>
  );
}
