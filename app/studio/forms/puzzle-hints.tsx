import { FieldGroup, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { newHint } from "./factories";
import { ItemActions } from "./item-actions";
import { neighbourMoveIndex } from "./list-edits";
import { hintsOfPuzzle } from "./references";
import { useFormsT } from "./use-forms-t";

/**
 * A puzzle's hints, in the order players get them. They live in the game's one list of hints, so moving
 * one swaps it with the puzzle's neighbouring hint there and leaves the other puzzles' hints in place.
 */
export function PuzzleHints({ puzzleId }: { puzzleId: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const hints = hintsOfPuzzle(draft, puzzleId);
  const move = (id: string, delta: -1 | 1) => {
    const index = neighbourMoveIndex(draft.hints ?? [], id, delta, (hint) => hint.puzzleId === puzzleId);
    if (index !== null) edit.move(["hints"], id, index);
  };
  return (
    <FieldGroup legend={t("puzzle.hints")}>
      {hints.length === 0 ? <p className="forms-empty">{t("puzzle.noHints")}</p> : null}
      <ol className="forms-list">
        {hints.map((hint, index) => (
          <li key={hint.id} className="forms-item">
            <TextField
              label={t("puzzle.hint", { n: index + 1 })}
              multiline
              required
              maxLength={1000}
              placeholder={t("hint.placeholder")}
              value={hint.text ?? ""}
              onChange={(value) => edit.set(["hints", hint.id, "text"], value)}
            />
            <ItemActions noun="hint" index={index} count={hints.length} onMove={(delta) => move(hint.id, delta)} onRemove={() => edit.remove(["hints"], hint.id)} />
          </li>
        ))}
      </ol>
      <button type="button" className="button button-ghost forms-button forms-add" onClick={() => edit.insert(["hints"], newHint(edit.newId, puzzleId))}>
        {t("puzzle.addHint")}
      </button>
    </FieldGroup>
  );
}
