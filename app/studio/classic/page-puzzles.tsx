import { useState } from "react";
import { formatPath, type ClassicScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { moved } from "./classic-draft";
import { newCodePuzzle } from "./factories";

const MAX_PUZZLES = 20;

/**
 * The page's puzzles, shown to players after its blocks in this order. The page only lists their ids
 * (a plain list, set whole); the puzzles themselves live in the game's list and have their own forms.
 */
export function PagePuzzles({ page }: { page: ClassicScene }) {
  const { t } = useT();
  const { draft, edit, selection, select } = useStudio();
  const [chosen, setChosen] = useState("");
  const ids = page.puzzleIds ?? [];
  const puzzles = draft.puzzles ?? [];
  const idsPath = ["scenes", page.id, "puzzleIds"];
  const available = puzzles.filter((puzzle) => !ids.includes(puzzle.id));
  const full = ids.length >= MAX_PUZZLES;
  const selectedId = selection?.path[0] === "puzzles" ? selection.path[1] : null;

  const addExisting = () => {
    if (!chosen || full || ids.includes(chosen)) return;
    edit.set(idsPath, [...ids, chosen]);
    setChosen("");
  };

  const createCode = () => {
    if (full) return;
    const puzzle = newCodePuzzle(edit.newId, { name: t("studio-classic.puzzles.newCodeName"), solved: t("studio-classic.puzzles.newCodeSolved") });
    edit.batch(() => {
      edit.insert(["puzzles"], puzzle);
      edit.set(idsPath, [...ids, puzzle.id]);
    });
    select({ path: ["puzzles", puzzle.id] });
  };

  return (
    <section className="sc-puzzles" aria-labelledby={`sc-puzzles-${page.id}`}>
      <h3 id={`sc-puzzles-${page.id}`} className="sc-section-title">{t("studio-classic.puzzles.title")}</h3>
      <p className="studio-hint">{t("studio-classic.puzzles.hint")}</p>
      {ids.length === 0 ? <p className="sc-muted">{t("studio-classic.puzzles.none")}</p> : null}
      <ol className="sc-puzzle-list">
        {ids.map((id, index) => {
          const puzzle = puzzles.find((candidate) => candidate.id === id);
          const name = puzzle ? puzzle.name?.trim() || t(`studio-classic.puzzles.kinds.${puzzle.kind}`) : t("studio-classic.puzzles.missing");
          return (
            <li key={`${id}-${index}`} data-path={formatPath(["puzzleIds", index])} className={`sc-puzzle${id === selectedId ? " sc-card-selected" : ""}`}>
              {puzzle ? (
                <>
                  <button type="button" className="sc-puzzle-name" aria-current={id === selectedId || undefined} onClick={() => select({ path: ["puzzles", id] })}>
                    {name}
                  </button>
                  <span className="sc-badge">{t(`studio-classic.puzzles.kinds.${puzzle.kind}`)}</span>
                </>
              ) : (
                <span className="sc-puzzle-name sc-missing">{name}</span>
              )}
              <span className="sc-card-tools">
                <button type="button" className="button button-secondary sc-small" disabled={index === 0} aria-label={t("studio-classic.puzzles.moveUp", { name })} onClick={() => edit.set(idsPath, moved(ids, id, -1))}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button type="button" className="button button-secondary sc-small" disabled={index === ids.length - 1} aria-label={t("studio-classic.puzzles.moveDown", { name })} onClick={() => edit.set(idsPath, moved(ids, id, 1))}>
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className="button button-secondary sc-small" aria-label={t("studio-classic.puzzles.remove", { name })} onClick={() => edit.set(idsPath, ids.filter((other, at) => !(other === id && at === index)))}>
                  {t("studio-classic.puzzles.removeShort")}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {full ? (
        <p className="sc-muted">{t("studio-classic.puzzles.full")}</p>
      ) : (
        <div className="sc-puzzle-add">
          {available.length > 0 ? (
            <div className="sc-row sc-row-end">
              <SelectField
                label={t("studio-classic.puzzles.existing")}
                value={chosen}
                empty={t("studio-classic.puzzles.choose")}
                options={available.map((puzzle) => ({ value: puzzle.id, label: `${puzzle.name} (${t(`studio-classic.puzzles.kinds.${puzzle.kind}`)})` }))}
                onChange={setChosen}
              />
              <button type="button" className="button button-secondary" disabled={!chosen} onClick={addExisting}>{t("studio-classic.puzzles.addExisting")}</button>
            </div>
          ) : null}
          <button type="button" className="button button-secondary" onClick={createCode}>{t("studio-classic.puzzles.createCode")}</button>
        </div>
      )}
    </section>
  );
}
