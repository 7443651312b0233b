import { useId } from "react";
import { LockInput } from "~/components/locks/lock-input";
import type { ClientPuzzle } from "~/engine";
import { useT } from "~/i18n/use-t";

/** The fields each kind of answer needs. What a player types is only checked by the room. */

export type Draft = string | { login: string; password: string };

export function emptyAnswer(puzzle: ClientPuzzle): Draft {
  if (puzzle.kind === "login") return { login: "", password: "" };
  // Dials start at 0, as a lock out of its box does.
  if (puzzle.kind === "dial") return "0".repeat(puzzle.length);
  return "";
}

type FieldsProps = {
  puzzle: ClientPuzzle;
  draft: Draft;
  onChange: (draft: Draft) => void;
  invalid: boolean;
  autoFocus?: boolean;
};

export function AnswerFields({ puzzle, draft, onChange, invalid, autoFocus }: FieldsProps) {
  const { t } = useT();
  const id = useId();
  const text = typeof draft === "string" ? draft : "";
  const common = { autoComplete: "off", spellCheck: false, "aria-invalid": invalid || undefined, "data-autofocus": autoFocus || undefined } as const;

  switch (puzzle.kind) {
    case "code":
      return (
        <>
          <label htmlFor={id}>{t("play.puzzle.codeLabel", { n: puzzle.length })}</label>
          <input
            {...common}
            id={id}
            className="play-code-input"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={puzzle.length}
            value={text}
            onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, puzzle.length))}
          />
          <Keypad value={text} length={puzzle.length} onChange={onChange} />
        </>
      );
    case "login": {
      const pair = typeof draft === "string" ? { login: "", password: "" } : draft;
      return (
        <>
          <label htmlFor={`${id}-login`}>{t("play.puzzle.login")}</label>
          <input {...common} id={`${id}-login`} maxLength={200} value={pair.login} onChange={(event) => onChange({ ...pair, login: event.target.value })} />
          <label htmlFor={`${id}-password`}>{t("play.puzzle.password")}</label>
          <input
            {...common}
            data-autofocus={undefined}
            id={`${id}-password`}
            type="password"
            maxLength={200}
            value={pair.password}
            onChange={(event) => onChange({ ...pair, password: event.target.value })}
          />
        </>
      );
    }
    case "upload":
      return (
        <>
          <label htmlFor={id}>{t("play.puzzle.uploadLabel")}</label>
          <input
            {...common}
            id={id}
            className="play-code-input"
            maxLength={64}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${id}-help`}
          />
          <p id={`${id}-help`} className="play-muted">
            {t("play.puzzle.uploadHelp")}
          </p>
        </>
      );
    case "text":
      return (
        <>
          <label htmlFor={id}>{t("play.puzzle.answerLabel")}</label>
          <input {...common} id={id} maxLength={200} value={text} onChange={(event) => onChange(event.target.value)} />
        </>
      );
    case "use":
      return null;
    case "directional":
    case "pattern":
      return <LockInput kind={puzzle.kind} value={text} onChange={onChange} label={t(`locks.labels.${puzzle.kind}`)} autoFocus={autoFocus} />;
    case "colours":
    case "shapes":
    case "dial":
      return (
        <LockInput kind={puzzle.kind} value={text} onChange={onChange} length={puzzle.length} label={t(`locks.labels.${puzzle.kind}`)} autoFocus={autoFocus} />
      );
  }
}

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

/** Buttons for the digits, for touch screens and for players who prefer to press a keypad. */
function Keypad({ value, length, onChange }: { value: string; length: number; onChange: (draft: Draft) => void }) {
  const { t } = useT();
  const press = (digit: string) => onChange((value + digit).slice(0, length));
  return (
    <div className="play-keypad" role="group" aria-label={t("play.puzzle.keypad")}>
      {KEYS.map((digit) => (
        <button key={digit} type="button" onClick={() => press(digit)}>
          {digit}
        </button>
      ))}
      <button type="button" onClick={() => onChange("")} aria-label={t("play.puzzle.clear")}>
        C
      </button>
      <button type="button" onClick={() => press("0")}>
        0
      </button>
      <button type="button" onClick={() => onChange(value.slice(0, -1))} aria-label={t("play.puzzle.erase")}>
        ⌫
      </button>
    </div>
  );
}
