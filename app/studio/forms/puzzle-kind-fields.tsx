import type { Ignore, Puzzle } from "~/engine";
import { CheckField, FieldGroup, TextField } from "../fields/fields";
import { LockAnswerField } from "./lock-answer-field";
import { useStudio } from "../studio-context";
import { ItemActions } from "./item-actions";
import { moveItem, removeItem, replaceItem } from "./list-edits";
import { RefField } from "./ref-fields";
import { useFormsT } from "./use-forms-t";

/**
 * The answer a puzzle expects, by kind. What is typed is written even when the definition would refuse
 * it (a code with a letter): the field says what is wrong, and the problems list keeps it on the to-do list.
 */
export function PuzzleKindFields({ puzzle }: { puzzle: Puzzle }) {
  const t = useFormsT();
  const { edit } = useStudio();
  const set = (key: string, value: unknown) => edit.set(["puzzles", puzzle.id, key], value);
  switch (puzzle.kind) {
    case "code":
      return (
        <TextField
          name="code"
          label={t("puzzle.code")}
          inputMode="numeric"
          maxLength={12}
          value={puzzle.code ?? ""}
          error={/^\d{1,12}$/.test(puzzle.code ?? "") ? null : t("puzzle.codeError")}
          onChange={(value) => set("code", value.trim())}
        />
      );
    case "text":
      return <TextAnswers puzzle={puzzle} />;
    case "login":
      return (
        <>
          <TextField name="login" label={t("puzzle.login")} required maxLength={120} value={puzzle.login ?? ""} onChange={(value) => set("login", value)} />
          <TextField name="password" label={t("puzzle.password")} required maxLength={120} value={puzzle.password ?? ""} onChange={(value) => set("password", value)} />
        </>
      );
    case "upload":
      return (
        <TextField
          name="code"
          label={t("puzzle.uploadCode")}
          maxLength={64}
          value={puzzle.code ?? ""}
          error={/^[A-Za-z0-9-]{1,64}$/.test(puzzle.code ?? "") ? null : t("puzzle.uploadError")}
          onChange={(value) => set("code", value.trim())}
        />
      );
    case "use":
      return (
        <>
          <RefField kind="target" name="targetId" label={t("puzzle.target")} value={puzzle.targetId} onChange={(value) => set("targetId", value)} />
          <RefField kind="object" name="objectId" label={t("puzzle.object")} value={puzzle.objectId} onChange={(value) => set("objectId", value)} />
          <CheckField name="consume" label={t("puzzle.consume")} checked={puzzle.consume === true} onChange={(value) => set("consume", value || undefined)} />
        </>
      );
    case "directional":
    case "colours":
    case "shapes":
    case "pattern":
    case "dial":
      return <LockAnswerField puzzle={puzzle} />;
  }
}

function TextAnswers({ puzzle }: { puzzle: Extract<Puzzle, { kind: "text" }> }) {
  const t = useFormsT();
  const { edit } = useStudio();
  const answers = puzzle.answers ?? [];
  const write = (next: string[]) => edit.set(["puzzles", puzzle.id, "answers"], next);
  // Every part of the comparison is ignored unless turned off: players type loosely.
  const ignored = (key: keyof Ignore) => puzzle.ignore?.[key] !== false;
  const setIgnored = (key: keyof Ignore, value: boolean) => edit.set(["puzzles", puzzle.id, "ignore", key], value ? undefined : false);
  return (
    <FieldGroup legend={t("puzzle.answers")} at="answers">
      <ol className="forms-list">
        {answers.map((answer, index) => (
          <li key={index} className="forms-item">
            <TextField at={["answers", index]} label={t("puzzle.answer", { n: index + 1 })} required maxLength={200} value={answer} onChange={(value) => write(replaceItem(answers, index, value))} />
            <ItemActions
              noun="answer"
              index={index}
              count={answers.length}
              canRemove={answers.length > 1}
              onMove={(delta) => write(moveItem(answers, index, delta))}
              onRemove={() => write(removeItem(answers, index))}
            />
          </li>
        ))}
      </ol>
      <button type="button" name="answers" className="button button-ghost forms-button forms-add" disabled={answers.length >= 20} onClick={() => write([...answers, ""])}>
        {t("puzzle.addAnswer")}
      </button>
      <CheckField name="case" label={t("puzzle.ignoreCase")} checked={ignored("case")} onChange={(value) => setIgnored("case", value)} />
      <CheckField name="accents" label={t("puzzle.ignoreAccents")} checked={ignored("accents")} onChange={(value) => setIgnored("accents", value)} />
      <CheckField name="spaces" label={t("puzzle.ignoreSpaces")} checked={ignored("spaces")} onChange={(value) => setIgnored("spaces", value)} />
    </FieldGroup>
  );
}
