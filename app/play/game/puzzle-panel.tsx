import { useEffect, useRef, useState } from "react";
import type { Action, AnswerValue, ClientDefinition, ClientPuzzle, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import type { IntentAnswer } from "../use-play-session";
import { HintBox } from "./hint-box";
import { AnswerFields, emptyAnswer, type Draft } from "./puzzle-fields";

export type PuzzlePanelProps = {
  puzzle: ClientPuzzle;
  state: GameState;
  view: ClientDefinition;
  now: () => number;
  send: (action: Action, onAnswer?: (answer: IntentAnswer) => void) => void;
  selectedObjectId: string | null;
  onUseHere: (targetId: string) => void;
  // In a dialog the dialog's title names the puzzle; inline (Classic) the panel does.
  showTitle: boolean;
  autoFocus?: boolean;
};

// After a wrong answer a keypad or a symbol lock starts again from nothing; dials stay where they were
// turned, as real ones do, and typed words stay to be corrected.
const STARTS_AGAIN = new Set<ClientPuzzle["kind"]>(["code", "directional", "colours", "shapes", "pattern"]);

type Feedback = { tone: "warning"; text: string } | null;

/**
 * One puzzle: its prompt, the form its kind needs (code with keypad, text, login and password,
 * upload code, or the instruction for using an object), what the room said about the last answer,
 * and its own hints.
 */
export function PuzzlePanel({ puzzle, state, view, now, send, selectedObjectId, onUseHere, showTitle, autoFocus }: PuzzlePanelProps) {
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>(() => emptyAnswer(puzzle));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const solved = state.solvedPuzzles.includes(puzzle.id);
  const formId = `puzzle-${puzzle.id}`;
  // The form the focus was in disappears once solved: the focus moves to the line that says so.
  const solvedHere = useRef(false);
  const solvedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (solved && solvedHere.current) solvedLine.current?.focus();
  }, [solved]);

  function onAnswer(answer: IntentAnswer) {
    if ("error" in answer) {
      const { code, retryInSeconds } = answer.error;
      setFeedback({
        tone: "warning",
        text: code === "rate_limited" ? t("play.roomErrors.rate_limited", { n: Math.ceil(retryInSeconds ?? 1) }) : t("play.roomErrors.generic"),
      });
      return;
    }
    for (const event of answer.events) {
      if (event.type === "puzzleSolved" && event.puzzleId === puzzle.id) {
        solvedHere.current = true;
        return setFeedback(null);
      }
      if (event.type === "wrongAnswer") {
        if (STARTS_AGAIN.has(puzzle.kind)) setDraft(emptyAnswer(puzzle));
        const text = event.penaltySeconds > 0 ? t("play.events.wrongPenalty", { n: event.penaltySeconds }) : t("play.events.wrong");
        return setFeedback({ tone: "warning", text });
      }
      if (event.type === "refused") return setFeedback({ tone: "warning", text: t(`play.refused.${event.reason}`, { n: event.secondsLeft ?? 0 }) });
    }
  }

  function submit() {
    setFeedback(null);
    const value: AnswerValue = typeof draft === "string" ? draft : { login: draft.login, password: draft.password };
    send({ type: "answer", puzzleId: puzzle.id, value }, onAnswer);
  }

  const selectedName = selectedObjectId ? view.objects.find((object) => object.id === selectedObjectId)?.name : undefined;

  return (
    <div className="play-puzzle" aria-labelledby={showTitle ? `${formId}-title` : undefined} role={showTitle ? "group" : undefined}>
      {showTitle ? (
        <h3 id={`${formId}-title`} className="play-puzzle-title">
          {puzzle.name}
        </h3>
      ) : null}
      {puzzle.prompt ? <p className="play-puzzle-prompt">{puzzle.prompt}</p> : null}
      {solved ? (
        <p className="play-solved" tabIndex={-1} ref={solvedLine}>
          {solvedHere.current ? `${t("play.puzzle.right")} ${t("play.puzzle.solved")}` : t("play.puzzle.solved")}
        </p>
      ) : puzzle.kind === "use" ? (
        <div className="play-use">
          <p>{t("play.puzzle.useInstruction")}</p>
          {selectedName ? (
            <button type="button" className="button" onClick={() => onUseHere(puzzle.targetId)}>
              {t("play.puzzle.useHere", { name: selectedName })}
            </button>
          ) : (
            <p className="play-muted">{t("play.puzzle.useNothingSelected")}</p>
          )}
        </div>
      ) : (
        <form
          id={formId}
          className="play-answer"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <AnswerFields puzzle={puzzle} draft={draft} onChange={setDraft} invalid={feedback !== null} autoFocus={autoFocus} />
          <button type="submit" className="button">
            {puzzle.kind === "upload" ? t("play.puzzle.upload") : t("play.puzzle.submit")}
          </button>
        </form>
      )}
      <p className={`play-feedback ${feedback ? "play-feedback-warning" : ""}`} role="status">
        {feedback?.text ?? ""}
      </p>
      {solved ? null : <HintBox puzzleId={puzzle.id} state={state} view={view} now={now} send={send} />}
    </div>
  );
}
