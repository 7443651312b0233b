import { useId, type KeyboardEvent } from "react";
import type { Direction } from "~/engine";
import { useT } from "~/i18n/use-t";
import { LockEditButtons } from "./lock-edit-buttons";
import { SYMBOLS, symbolKey, type SymbolKind } from "./lock-symbols";
import { SymbolMark } from "./symbol-mark";

const ARROW_KEYS: Record<string, Direction> = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" };

type Props = {
  kind: SymbolKind;
  value: readonly string[];
  onChange: (next: string[]) => void;
  // How many symbols fit; a lock with slots shows them, empty ones included.
  max: number;
  slots?: number;
  label: string;
  autoFocus?: boolean;
};

/**
 * A lock entered one symbol at a time with buttons (arrows, colours or shapes). The entry so far is
 * written out in words in a live region; Backspace takes back the last symbol, and on a directional
 * lock the keyboard's arrow keys enter arrows directly.
 */
export function SequenceLock({ kind, value, onChange, max, slots, label, autoFocus }: Props) {
  const { t } = useT();
  const id = useId();
  const name = (symbol: string) => t(symbolKey(kind, symbol));
  const add = (symbol: string) => value.length < max && onChange([...value, symbol]);

  function onKeyDown(event: KeyboardEvent) {
    const direction = kind === "directional" ? ARROW_KEYS[event.key] : undefined;
    if (direction) {
      event.preventDefault();
      add(direction);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  }

  const shown = slots ? Array.from({ length: slots }, (_, index) => value[index]) : value;
  return (
    <div className={`lock lock-${kind}`} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`} onKeyDown={onKeyDown}>
      <p id={`${id}-label`} className="lock-label">
        {label}
      </p>
      <ol className="lock-entry" aria-hidden="true">
        {shown.map((symbol, index) => (
          <li key={index} className={symbol ? "lock-slot" : "lock-slot lock-slot-empty"}>
            {symbol ? <SymbolMark kind={kind} symbol={symbol} /> : null}
            {symbol && kind !== "directional" ? <span className="lock-slot-name">{name(symbol)}</span> : null}
          </li>
        ))}
      </ol>
      <p className="lock-status" role="status">
        {value.length ? t("locks.entry", { list: value.map(name).join(", "), n: value.length }) : t("locks.entryEmpty")}
      </p>
      <div className={`lock-buttons lock-buttons-${kind}`}>
        {SYMBOLS[kind].map((symbol, index) => (
          <button
            key={symbol}
            type="button"
            className={`lock-button lock-button-${symbol}`}
            aria-label={kind === "directional" ? name(symbol) : undefined}
            data-autofocus={(autoFocus && index === 0) || undefined}
            // Not `disabled`: a full lock must not throw the focus out of the dialog.
            aria-disabled={value.length >= max || undefined}
            onClick={() => add(symbol)}
          >
            <SymbolMark kind={kind} symbol={symbol} />
            {kind === "directional" ? null : <span className="lock-button-name">{name(symbol)}</span>}
          </button>
        ))}
      </div>
      <p id={`${id}-help`} className="lock-help">
        {t(kind === "directional" ? "locks.help.directional" : "locks.help.symbols")}
      </p>
      <LockEditButtons count={value.length} onErase={() => onChange(value.slice(0, -1))} onClear={() => onChange([])} />
    </div>
  );
}
