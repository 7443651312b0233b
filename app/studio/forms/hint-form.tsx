import { TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { FormFrame } from "./form-frame";
import { RefField } from "./ref-fields";
import { useFormsT } from "./use-forms-t";

/** One hint: its words, and the puzzle it helps with (or the game as a whole). */
export function HintForm({ id }: { id: string }) {
  const t = useFormsT();
  const { draft, edit } = useStudio();
  const hint = draft.hints?.find((item) => item.id === id);
  if (!hint) return null;
  return (
    <FormFrame>
      <TextField name="text" label={t("hint.text")} multiline required maxLength={1000} placeholder={t("hint.placeholder")} value={hint.text ?? ""} onChange={(value) => edit.set(["hints", id, "text"], value)} />
      <RefField
        kind="puzzle"
        name="puzzleId"
        label={t("hint.puzzle")}
        empty={t("hint.wholeGame")}
        value={hint.puzzleId}
        onChange={(value) => edit.set(["hints", id, "puzzleId"], value === "" ? undefined : value)}
      />
    </FormFrame>
  );
}
