import { LockInput } from "~/components/locks/lock-input";
import { DIALS_MAX, answerSymbols, joinSymbols, type Puzzle } from "~/engine";
import { FieldGroup, SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { useFormsT } from "./use-forms-t";

type LockPuzzle = Extract<Puzzle, { kind: "directional" | "colours" | "shapes" | "pattern" | "dial" }>;

const DIAL_COUNTS = Array.from({ length: DIALS_MAX }, (_, index) => String(index + 1));

/**
 * A symbol lock's answer, entered with the very input players get: the creator presses the arrows,
 * colours, shapes, dots or dials in the order the players will have to.
 */
export function LockAnswerField({ puzzle }: { puzzle: LockPuzzle }) {
  const t = useFormsT();
  const { edit } = useStudio();
  const at = (key: string) => ["puzzles", puzzle.id, key];
  switch (puzzle.kind) {
    case "dial": {
      const code = puzzle.code ?? "0";
      const resize = (count: number) => edit.set(at("code"), code.slice(0, count).padEnd(count, "0"));
      return (
        <FieldGroup legend={t("puzzle.lockAnswer")}>
          <SelectField name="dials" at="code" label={t("puzzle.dialCount")} value={String(code.length)} options={DIAL_COUNTS.map((n) => ({ value: n, label: n }))} onChange={(n) => resize(Number(n))} />
          <LockInput kind="dial" value={code} onChange={(value) => edit.set(at("code"), value)} label={t("puzzle.dialAnswer")} />
        </FieldGroup>
      );
    }
    case "pattern":
      return (
        <FieldGroup legend={t("puzzle.lockAnswer")} at="dots">
          <LockInput kind="pattern" value={joinSymbols(puzzle.dots ?? [])} onChange={(value) => edit.set(at("dots"), answerSymbols(value))} label={t("puzzle.patternAnswer")} />
        </FieldGroup>
      );
    default:
      return (
        <FieldGroup legend={t("puzzle.lockAnswer")} at="sequence">
          <LockInput
            kind={puzzle.kind}
            value={joinSymbols(puzzle.sequence ?? [])}
            onChange={(value) => edit.set(at("sequence"), answerSymbols(value))}
            label={t("puzzle.sequenceAnswer")}
          />
        </FieldGroup>
      );
  }
}
