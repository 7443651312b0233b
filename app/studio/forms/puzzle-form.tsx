import type { Puzzle, PuzzleKind } from "~/engine";
import { SelectField, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { EffectsField } from "./effects-field";
import { PUZZLE_KINDS, switchPuzzleKind } from "./factories";
import { FormFrame } from "./form-frame";
import { puzzleDefaults } from "./puzzle-defaults";
import { PuzzleHints } from "./puzzle-hints";
import { PuzzleKindFields } from "./puzzle-kind-fields";
import { useFormsT } from "./use-forms-t";

/** A puzzle: what it asks, the answer its kind expects, what solving it does, and its hints. */
export function PuzzleForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const puzzle = draft.puzzles?.find((item) => item.id === id);
  if (!puzzle) return null;
  return (
    <FormFrame>
      <TextField name="name" label={t("puzzle.name")} required maxLength={120} value={puzzle.name ?? ""} onChange={(value) => edit.set(["puzzles", id, "name"], value)} />
      <TextField
        name="prompt"
        label={t("puzzle.prompt")}
        multiline
        maxLength={2000}
        value={puzzle.prompt ?? ""}
        onChange={(value) => edit.set(["puzzles", id, "prompt"], value.trim() === "" ? undefined : value)}
      />
      <SelectField
        name="kind"
        label={t("puzzle.kind")}
        value={puzzle.kind}
        options={PUZZLE_KINDS.map((kind) => ({ value: kind, label: t(`puzzle.kinds.${kind}`) }))}
        onChange={(kind) => edit.set(["puzzles", id], switchPuzzleKind(puzzle, kind as PuzzleKind, puzzleDefaults(draft, t)))}
      />
      <PuzzleKindFields puzzle={puzzle} />
      <EffectsField legend={t("puzzle.effects")} min={1} value={puzzle.effects} onChange={(effects: Puzzle["effects"]) => edit.set(["puzzles", id, "effects"], effects)} />
      <PuzzleHints puzzleId={id} />
    </FormFrame>
  );
}
