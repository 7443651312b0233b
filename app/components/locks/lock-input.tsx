import { SEQUENCE_MAX, answerSymbols, joinSymbols } from "~/engine";
import { DialLock } from "./dial-lock";
import { PatternLock } from "./pattern-lock";
import { SequenceLock } from "./sequence-lock";

export const LOCK_KINDS = ["directional", "colours", "shapes", "pattern", "dial"] as const;
export type LockKind = (typeof LOCK_KINDS)[number];

export const isLockKind = (kind: string): kind is LockKind => (LOCK_KINDS as readonly string[]).includes(kind);

type Props = {
  kind: LockKind;
  // As the room receives it: symbols joined by spaces, or the dials' digits.
  value: string;
  onChange: (value: string) => void;
  label: string;
  // The slots of a colour or shape lock, or the number of dials.
  length?: number;
  autoFocus?: boolean;
};

/** The input of a symbol lock, the same for the player and for the creator writing the answer. */
export function LockInput({ kind, value, onChange, label, length, autoFocus }: Props) {
  const common = { label, autoFocus };
  switch (kind) {
    case "dial":
      return <DialLock {...common} value={value} onChange={onChange} />;
    case "pattern":
      return <PatternLock {...common} value={answerSymbols(value)} onChange={(dots) => onChange(joinSymbols(dots))} />;
    default:
      return (
        <SequenceLock
          {...common}
          kind={kind}
          value={answerSymbols(value)}
          onChange={(symbols) => onChange(joinSymbols(symbols))}
          max={length ?? SEQUENCE_MAX}
          slots={length}
        />
      );
  }
}

