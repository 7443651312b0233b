import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useReadOnly } from "../coedit/read-only";
import { useStudio } from "../studio-context";
import { classicPages, pageToShow } from "./classic-draft";
import { PageAddForm } from "./page-add-form";
import { PageBlocks } from "./page-blocks";
import { PagePuzzles } from "./page-puzzles";
import "./classic.css";

/**
 * The Classic editor's centre: one page of the game as an editable document (its blocks in reading
 * order, then its puzzles), the page holding the selection or else the one shown before or the first.
 * A switcher at the top goes to another page or adds one.
 */
export function ClassicWorkspace() {
  const { t } = useT();
  const { draft, selection, select } = useStudio();
  const readOnly = useReadOnly();
  const switcherId = useId();
  const [shownId, setShownId] = useState<string | null>(null);
  const { addingScene: adding, setAddingScene: setAdding } = useStudio();
  const addToggle = useRef<HTMLButtonElement>(null);
  const pages = classicPages(draft);
  const page = pageToShow(draft, selection, shownId);

  // Remembered so that selecting something elsewhere (a setting, an object) keeps this page in view.
  useEffect(() => {
    if (page && page.id !== shownId) setShownId(page.id);
  }, [page, shownId]);

  if (!page) {
    return (
      <div className="sc-workspace sc-empty" role="region" aria-label={t("studio-classic.workspace.label")}>
        <h2>{t("studio-classic.workspace.emptyTitle")}</h2>
        <p>{t("studio-classic.workspace.emptyText")}</p>
        <PageAddForm onDone={() => setAdding(false)} />
      </div>
    );
  }

  return (
    <div className="sc-workspace" role="region" aria-label={t("studio-classic.workspace.label")}>
      <div className="sc-switcher">
        <div className="studio-field">
          <label htmlFor={switcherId}>{t("studio-classic.workspace.page")}</label>
          <select
            id={switcherId}
            value={page.id}
            onChange={(event) => {
              setShownId(event.target.value);
              select({ path: ["scenes", event.target.value] });
            }}
          >
            {pages.map((candidate, index) => (
              <option key={candidate.id} value={candidate.id}>
                {`${index + 1}. ${candidate.name?.trim() || candidate.id}`}
              </option>
            ))}
          </select>
        </div>
        <button ref={addToggle} type="button" className="button button-secondary" aria-expanded={adding} onClick={() => setAdding(!adding)} hidden={readOnly}>
          {t("studio-classic.workspace.addPage")}
        </button>
      </div>
      {adding ? <PageAddForm focus onCancel={() => { setAdding(false); addToggle.current?.focus(); }} onDone={(id) => { setAdding(false); setShownId(id); }} /> : null}
      <article className="sc-page classic-paper" aria-labelledby={`${switcherId}-title`}>
        <header className="sc-page-head">
          <h2 id={`${switcherId}-title`}>{page.name?.trim() || page.id}</h2>
          <button type="button" className="button button-secondary sc-small" aria-current={(selection?.path.length === 2 && selection.path[1] === page.id) || undefined} onClick={() => select({ path: ["scenes", page.id] })}>
            {t("studio-classic.workspace.editPage")}
          </button>
        </header>
        {/* A viewer reads the page; its blocks' move and add buttons are disabled with everything in it. */}
        <fieldset className="studio-readonly-fields" disabled={readOnly}>
          <PageBlocks page={page} />
          <PagePuzzles page={page} />
        </fieldset>
      </article>
    </div>
  );
}
